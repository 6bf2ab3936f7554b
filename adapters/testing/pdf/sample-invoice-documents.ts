import { crc32, deflateSync } from "node:zlib";
import {
  BrazilSettings,
  buildInvoiceDocument,
  type Currency,
  type DeliveryAddress,
  type Discount,
  FranceSettings,
  type InvoiceDocument,
  type InvoiceLayout,
  type InvoiceStatus,
  type Language,
  type OperationNature,
  type ServicePeriod,
  type UnitCode,
  type VatCategory,
} from "@invoicing/core";
import {
  aBrazilSettings,
  aClient,
  aFranceSettings,
  anInvoice,
  aUser,
  type ClientOverrides,
} from "@invoicing/core/testing/builders";
import { Schema } from "effect";

/**
 * An item of a sample invoice: description, quantity, unit price in minor units, rate in %, and
 * its unit (C62 unless given) and discount (none unless given).
 */
export interface SampleItem {
  readonly description: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly taxRate: number;
  readonly unitCode?: UnitCode;
  readonly discount?: Discount | null;
  readonly vatCategory?: VatCategory | null;
  readonly vatExemptionReason?: string | null;
}

/** What varies between sample invoices. */
export interface SampleOptions {
  readonly language: Language;
  readonly locale?: string;
  readonly currency: Currency;
  readonly status: InvoiceStatus;
  readonly invoiceNumber: string | null;
  readonly layout: InvoiceLayout;
  readonly accentColor: string;
  readonly items: ReadonlyArray<SampleItem>;
  readonly client: ClientOverrides;
  readonly seller?: Parameters<typeof aUser>[0];
  readonly france?: unknown;
  readonly brazil?: unknown;
  readonly logo?: Uint8Array | null;
  readonly notes?: string;
  readonly pricesIncludeTax?: boolean;
  readonly discount?: Discount | null;
  readonly serviceDate?: string | null;
  readonly servicePeriod?: ServicePeriod | null;
  readonly operationCategory?: OperationNature | null;
  readonly deliveryAddress?: DeliveryAddress | null;
}

const chunk = (type: string, data: Uint8Array): Buffer => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 240 × 80 RGBA PNG logo: a rounded accent mark and a bar, on a transparent background. */
export const samplePngLogo = (): Uint8Array => {
  const width = 240;
  const height = 80;
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 4;
      const inMark = Math.hypot(x - 40, y - 40) < 34;
      const inBar = x > 90 && x < 230 && y > 30 && y < 50;
      rows[at] = inMark ? 31 : 60;
      rows[at + 1] = inMark ? 78 : 60;
      rows[at + 2] = inMark ? 140 : 70;
      rows[at + 3] = inMark || inBar ? 255 : 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(rows)),
      chunk("IEND", new Uint8Array()),
    ]),
  );
};

const STAMP = "2026-11-20T10:00:00.000Z";

/** An invoice document built the way the use case builds one, from decoded entities. */
export const sampleInvoiceDocument = (options: SampleOptions): InvoiceDocument => {
  const seller = aUser({
    email: "camille@atelier-martin.fr",
    language: options.language,
    ...options.seller,
  });
  const client = aClient({
    name: "Client",
    email: "client@example.com",
    company: null,
    address: null,
    ...options.client,
  });
  const invoice = anInvoice({
    invoiceNumber: options.invoiceNumber,
    notes: options.notes ?? "",
    status: options.status,
    currency: options.currency,
    pricesIncludeTax: options.pricesIncludeTax ?? false,
    discount: options.discount ?? null,
    serviceDate: options.serviceDate ?? null,
    servicePeriod: options.servicePeriod ?? null,
    operationCategory: options.operationCategory ?? null,
    deliveryAddress: options.deliveryAddress ?? null,
    items: options.items,
    sentAt: options.status === "draft" ? null : STAMP,
    cancelledAt: options.status === "cancelled" ? STAMP : null,
  });
  return buildInvoiceDocument({
    invoice,
    client,
    seller,
    logo: options.logo ?? null,
    franceSettings:
      options.france === undefined
        ? null
        : Schema.decodeUnknownSync(FranceSettings)(options.france),
    brazilSettings:
      options.brazil === undefined
        ? null
        : Schema.decodeUnknownSync(BrazilSettings)(options.brazil),
    template: { layout: options.layout, accentColor: options.accentColor },
    ...(options.locale === undefined ? {} : { locale: options.locale }),
  });
};

/** A French seller's three-item invoice in French, with its logo and legal mentions. */
export const frenchInvoice = (layout: InvoiceLayout = "classic"): InvoiceDocument =>
  sampleInvoiceDocument({
    language: "fr",
    currency: "EUR",
    status: "sent",
    invoiceNumber: "INV-042",
    layout,
    accentColor: "#1F4E8C",
    logo: samplePngLogo(),
    client: {
      name: "Hélène Dubois",
      email: "helene.dubois@societe-generale-services.fr",
      company: "Société Générale de Façades",
      address: "8 avenue de l'Opéra\n75001 Paris",
      siret: "73282932000017",
      vatNumber: "FR44732829320",
    },
    france: aFranceSettings(),
    items: [
      {
        description: "Conception graphique — identité visuelle complète",
        quantity: 1,
        unitPrice: 180000,
        taxRate: 20,
      },
      {
        description: "Déclinaison des supports : cartes, en-têtes, façade",
        quantity: 3,
        unitPrice: 24550,
        taxRate: 20,
      },
      { description: "Livres d'art (TVA réduite)", quantity: 2, unitPrice: 4500, taxRate: 5.5 },
    ],
    notes: "Merci pour votre confiance. Virement à l'IBAN FR76 3000 6000 0112 3456 7890 189.",
  });

/** A draft in Chinese, in yuan, for a Chinese client, in the modern layout. */
export const chineseInvoice = (): InvoiceDocument =>
  sampleInvoiceDocument({
    language: "zh",
    currency: "CNY",
    status: "draft",
    invoiceNumber: null,
    layout: "modern",
    accentColor: "#B4232C",
    client: {
      name: "王小明",
      email: "wang@example.cn",
      company: "北京云帆科技有限公司",
      address: "北京市海淀区中关村大街 27 号\n100080",
      phone: "+86 10 8888 6666",
    },
    seller: {
      companyName: "上海晨光设计工作室",
      name: "李华",
      address: "上海市徐汇区漕溪北路 88 号",
    },
    items: [
      { description: "软件开发服务（第一阶段）", quantity: 40, unitPrice: 80000, taxRate: 6 },
      {
        description: "服务器运维与技术支持，含 7×24 小时响应",
        quantity: 3,
        unitPrice: 150000,
        taxRate: 6,
      },
      { description: "办公设备采购", quantity: 2, unitPrice: 399900, taxRate: 13 },
    ],
    notes: "请将款项汇入招商银行账户 6225 8801 2345 6789。",
  });

/** A cancelled invoice in Japanese, in yen, in the compact layout. */
export const japaneseInvoice = (): InvoiceDocument =>
  sampleInvoiceDocument({
    language: "ja",
    currency: "JPY",
    status: "cancelled",
    invoiceNumber: "INV-007",
    layout: "compact",
    accentColor: "#F2C94C",
    client: {
      name: "山田太郎",
      email: "yamada@example.jp",
      company: "株式会社サンプル商事",
      address: "東京都千代田区丸の内1-1-1",
    },
    seller: {
      companyName: "デザイン事務所はなみずき",
      name: "佐藤花子",
      address: "大阪府大阪市北区梅田2-2-2",
    },
    items: [
      {
        description: "ウェブサイト制作（トップページ・下層ページ）",
        quantity: 1,
        unitPrice: 350000,
        taxRate: 10,
      },
      { description: "ロゴデザイン", quantity: 1, unitPrice: 80000, taxRate: 10 },
      {
        description: "軽減税率対象：飲食料品（打ち合わせ用）",
        quantity: 12,
        unitPrice: 540,
        taxRate: 8,
      },
      { description: "中文翻译服务：们这发额", quantity: 5, unitPrice: 12000, taxRate: 10 },
    ],
  });

const catalogue: ReadonlyArray<string> = [
  "Consulting — architecture review",
  "Implementation of the reporting module, including export to CSV and PDF, unit tests and documentation",
  "Hosting (monthly)",
  "数据迁移服务",
  "システム保守サポート",
  "Réunion de cadrage à Montréal",
  "Training session for the support team",
];

/** An invoice of `count` items in US English on Letter paper, mixed rates and scripts. */
export const manyItemsInvoice = (
  count: number,
  layout: InvoiceLayout = "classic",
): InvoiceDocument =>
  sampleInvoiceDocument({
    language: "en",
    locale: "en-US",
    currency: "USD",
    status: "sent",
    invoiceNumber: "INV-1234",
    layout,
    accentColor: "#0F766E",
    logo: samplePngLogo(),
    client: {
      name: "Jordan Lee",
      email: "ap@northwind.example",
      company: "Northwind Traders Inc.",
      address: "500 Market Street, Suite 200\nSan Francisco, CA 94105",
    },
    seller: { companyName: "Lee & Park Consulting LLC", language: "en" },
    items: Array.from({ length: count }, (_, index) => ({
      description: `${index + 1}. ${catalogue[index % catalogue.length] ?? ""}`,
      quantity: 1 + (index % 9),
      unitPrice: 1250 + ((index * 7919) % 250000),
      taxRate: [0, 7.5, 8.5][index % 3] ?? 0,
    })),
    notes:
      "Thank you for your business. Please pay by ACH to account 000123456789, routing 121000248.",
  });

/** A Brazilian seller's invoice in reais, in Spanish, with CNPJ and CPF. */
export const brazilianInvoice = (): InvoiceDocument =>
  sampleInvoiceDocument({
    language: "es",
    currency: "BRL",
    status: "paid",
    invoiceNumber: "INV-015",
    layout: "classic",
    accentColor: "#15803D",
    client: {
      name: "João Silva",
      email: "joao@example.com.br",
      company: "Comércio Exemplo Ltda.",
      cnpj: "11222333000181",
    },
    brazil: aBrazilSettings(),
    items: [{ description: "Desarrollo de software", quantity: 10, unitPrice: 25000, taxRate: 0 }],
  });
