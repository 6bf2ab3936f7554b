import type { FacturXInput, InvoiceDocument, VatCategory } from "@invoicing/core";
import {
  type SampleItem,
  type SampleOptions,
  sampleInvoiceDocument,
} from "../../pdf/sample-invoice-documents.ts";

// The varied invoices every Factur-X test and the benchmark run: each must give XML that passes
// the XSD and the three schematrons without a single failed assert.

/** A named Factur-X input of the corpus. */
export interface CorpusCase {
  readonly name: string;
  readonly input: FacturXInput;
}

const SELLER = {
  siret: "55208131700018",
  vatNumber: "FR03552081317",
  companyName: "Atelier Martin SARL",
  address: "12 rue des Lilas\nBâtiment B, 3e étage",
  city: "Paris",
  postalCode: "75011",
};

const B2B_CLIENT = {
  name: "Hélène Dubois",
  email: "compta@facades.example.fr",
  company: "Société Générale de Façades",
  address: "8 avenue de l'Opéra\n75001 Paris",
  siret: "73282932000017",
  vatNumber: "FR44732829320",
};

const PERSON_CLIENT = {
  kind: "individual" as const,
  name: "Jean-Marc Lefèvre",
  email: "jm.lefevre@example.fr",
  address: "3 impasse des Tilleuls\n69003 Lyon",
};

/** A French seller's invoice document, its client and items as given. */
export const frenchSellerDocument = (
  overrides: Partial<SampleOptions> & Pick<SampleOptions, "items">,
): InvoiceDocument =>
  sampleInvoiceDocument({
    language: "fr",
    currency: "EUR",
    status: "sent",
    invoiceNumber: "INV-101",
    layout: "classic",
    accentColor: "#1F4E8C",
    client: B2B_CLIENT,
    france: SELLER,
    ...overrides,
  });

const item = (description: string, quantity: number, unitPrice: number, taxRate: number) =>
  ({ description, quantity, unitPrice, taxRate }) satisfies SampleItem;

const euro = (document: InvoiceDocument): FacturXInput => ({
  document,
  nature: "services",
  euroRate: null,
});

const RATES = [20, 10, 5.5, 2.1] as const;

const manyLines: ReadonlyArray<SampleItem> = Array.from({ length: 40 }, (_, index) =>
  item(
    `Prestation n° ${index + 1} — réglage, contrôle et essai`,
    1 + (index % 7),
    199 + ((index * 7919) % 150_000),
    RATES[index % RATES.length] ?? 20,
  ),
);

// Odd cents at every rate: each group's tax has a half cent to round, and lines share it unevenly.
const roundingStress: ReadonlyArray<SampleItem> = [
  item("Vis inox 3×12", 333, 1, 5.5),
  item("Rondelle", 7, 3, 5.5),
  item("Cheville", 11, 5, 2.1),
  item("Joint", 13, 7, 2.1),
  item("Heure de main-d'œuvre", 3, 4_333, 20),
  item("Déplacement", 1, 1_667, 20),
  item("Forfait", 1, 99_999_999_999, 10),
  item("Remboursement de frais", 9, 11, 10),
];

/** A line of `category` at 0 %, with an exemption reason when given. */
const untaxed = (
  description: string,
  quantity: number,
  unitPrice: number,
  vatCategory: VatCategory,
  vatExemptionReason: string | null = null,
): SampleItem => ({
  ...item(description, quantity, unitPrice, 0),
  vatCategory,
  vatExemptionReason,
});

const EU_COMPANY = {
  name: "Klaus Weber",
  email: "einkauf@weber-gmbh.example.de",
  company: "Weber GmbH",
  address: "Friedrichstraße 10\n10117 Berlin",
  country: "DE" as const,
  vatNumber: "DE136695976",
};

/**
 * The French mentions (docs/PRODUCT-RULES.md#france-mentions), one invoice per case: every VAT
 * category, reverse charge, intra-EU supply with its delivery country, export, the franchise and
 * the option for debits from the settings, goods, services and mixed, a delivery address, a
 * public body, the seller's legal form, capital and register.
 */
const franceMentionsCorpus = (): ReadonlyArray<CorpusCase> => [
  {
    name: "services under reverse charge (AE) to a German company",
    input: euro(
      frenchSellerDocument({
        language: "de",
        client: EU_COMPANY,
        operationCategory: "services",
        items: [untaxed("Beratung", 3, 90_000, "AE")],
      }),
    ),
  },
  {
    name: "an intra-EU supply of goods (K) to Belgium, delivered to a warehouse",
    input: euro(
      frenchSellerDocument({
        client: {
          name: "Sophie Peeters",
          email: "achats@peeters.example.be",
          company: "Peeters NV",
          address: "Rue de la Loi 16\n1000 Bruxelles",
          country: "BE" as const,
          vatNumber: "BE0403019261",
        },
        operationCategory: "goods",
        deliveryAddress: {
          name: "Entrepôt Peeters",
          street: "Havenlaan 86",
          postalCode: "1000",
          city: "Bruxelles",
          country: "BE",
        },
        items: [untaxed("Chaises en chêne", 12, 18_500, "K")],
      }),
    ),
  },
  {
    name: "an export of goods outside the EU (G) to Switzerland",
    input: euro(
      frenchSellerDocument({
        language: "en",
        client: {
          name: "Lukas Meier",
          email: "buy@meier.example.ch",
          company: "Meier AG",
          address: "Bahnhofstrasse 1\n8001 Zürich",
          country: "CH" as const,
          vatNumber: "CHE123456789MWST",
        },
        operationCategory: "goods",
        items: [untaxed("Montres", 4, 120_000, "G")],
      }),
    ),
  },
  {
    name: "an exempt line (E) with its reason beside a standard one, mixed",
    input: euro(
      frenchSellerDocument({
        operationCategory: "mixed",
        items: [
          untaxed(
            "Formation professionnelle",
            2,
            70_000,
            "E",
            "Exonération, art. 261-4-4° a du CGI",
          ),
          item("Support de cours imprimé", 2, 2_500, 5.5),
        ],
      }),
    ),
  },
  {
    name: "disbursements out of the scope of VAT (O)",
    input: euro(
      frenchSellerDocument({
        items: [untaxed("Débours : frais de greffe", 1, 3_886, "O")],
      }),
    ),
  },
  {
    name: "a sole trader (EI) under the franchise from its settings",
    input: euro(
      frenchSellerDocument({
        client: PERSON_CLIENT,
        france: {
          ...SELLER,
          vatNumber: null,
          companyName: "Camille Martin",
          soleTrader: true,
          vatFranchise: true,
        },
        items: [item("Cours de dessin", 4, 4_000, 0)],
      }),
    ),
  },
  {
    name: "VAT on debits, legal form, capital and RCS, goods delivered elsewhere in France",
    input: euro(
      frenchSellerDocument({
        france: {
          ...SELLER,
          legalForm: "SARL",
          shareCapital: 1_000_000,
          registry: "RCS",
          registryCity: "Paris",
          vatOnDebits: true,
        },
        operationCategory: "goods",
        deliveryAddress: {
          name: "Chantier Opéra",
          street: "2 rue Scribe",
          postalCode: "75009",
          city: "Paris",
          country: "FR",
        },
        items: [item("Parquet chêne", 45.5, 6_900, 20), item("Plinthes", 30, 890, 20)],
      }),
    ),
  },
  {
    name: "a public body (B2G) buying services with a zero-rated line",
    input: euro(
      frenchSellerDocument({
        client: {
          name: "Service financier",
          email: "factures@mairie.example.fr",
          company: "Commune de Vincennes",
          address: "53 bis rue de Fontenay\n94300 Vincennes",
          kind: "public" as const,
          siret: "21940080100011",
        },
        operationCategory: "services",
        items: [
          item("Maintenance du site", 1, 240_000, 20),
          untaxed("Frais postaux", 1, 1_200, "Z"),
        ],
      }),
    ),
  },
];

const longText = (stem: string, length: number): string =>
  `${stem} `
    .repeat(Math.ceil(length / (stem.length + 1)))
    .slice(0, length)
    .trim();

/** The corpus: one line and many, each French rate and mixed, the franchise, zero rate, EUR,
 * USD and JPY, B2B and B2C, long accented names, rounding-stress amounts, every language. */
export const facturXCorpus = (): ReadonlyArray<CorpusCase> => [
  {
    name: "one line at 20 % to a person (B2C)",
    input: euro(
      frenchSellerDocument({
        client: PERSON_CLIENT,
        items: [item("Création d'un logo", 1, 120_000, 20)],
      }),
    ),
  },
  ...RATES.slice(1).map((rate) => ({
    name: `two lines at ${rate} % to a company (B2B)`,
    input: euro(
      frenchSellerDocument({
        items: [item("Livres d'art", 3, 2_450, rate), item("Frais de port", 1, 990, rate)],
      }),
    ),
  })),
  {
    name: "forty lines at mixed rates, sold goods and services",
    input: {
      document: frenchSellerDocument({ items: manyLines }),
      nature: "mixed",
      euroRate: null,
    },
  },
  {
    name: "the VAT franchise of art. 293 B (no VAT number, rate 0)",
    input: euro(
      frenchSellerDocument({
        france: { ...SELLER, vatNumber: null },
        items: [item("Cours de guitare", 8, 3_500, 0), item("Partitions", 2, 1_250, 0)],
      }),
    ),
  },
  {
    name: "a zero-rated line beside a standard one",
    input: {
      document: frenchSellerDocument({
        items: [item("Matériel", 2, 15_000, 20), item("Article au taux zéro", 1, 4_000, 0)],
      }),
      nature: "goods",
      euroRate: null,
    },
  },
  {
    name: "US dollars, with the VAT also in euros",
    input: {
      document: frenchSellerDocument({
        currency: "USD",
        language: "en",
        items: [item("Consulting day", 5, 95_000, 20), item("Travel", 1, 41_050, 10)],
      }),
      nature: "services",
      euroRate: 0.923_456,
    },
  },
  {
    name: "US dollars under the franchise, no rate needed",
    input: euro(
      frenchSellerDocument({
        currency: "USD",
        language: "en",
        france: { ...SELLER, vatNumber: null },
        items: [item("Translation", 12, 6_000, 0)],
      }),
    ),
  },
  {
    name: "Japanese yen, no decimals, in Japanese",
    input: {
      document: frenchSellerDocument({
        currency: "JPY",
        language: "ja",
        client: { ...PERSON_CLIENT, name: "山田太郎", email: "yamada@example.jp" },
        items: [item("ウェブサイト制作", 1, 350_000, 20), item("ロゴデザイン", 3, 80_001, 5.5)],
      }),
      nature: "services",
      euroRate: 0.006_123,
    },
  },
  {
    name: "long names and descriptions with accents",
    input: euro(
      frenchSellerDocument({
        client: {
          ...B2B_CLIENT,
          company: longText("Établissements Lœwenbrück & Fils — Ébénisterie d'Île-de-France", 240),
          name: longText("Anne-Sophie Müller-Lefèbvre", 120),
          address: `${longText("Résidence « Les Hêtres », allée François-Mitterrand", 160)}\nBâtiment Ç\nEscalier 4\n94300 Vincennes`,
        },
        france: {
          ...SELLER,
          companyName: longText("Menuiserie Française Ébène & Chêne Œuvres d'Art", 200),
        },
        items: [
          item(
            longText("Façonnage d'un buffet en chêne massif, teinte noyer", 1000),
            1,
            785_000,
            20,
          ),
        ],
        notes: longText(
          "Règlement par virement — merci de rappeler la référence « INV-101 ».",
          600,
        ),
      }),
    ),
  },
  {
    name: "decimal quantities in hours, days and kilograms, line discounts, a 7.5 % invoice discount",
    input: {
      document: frenchSellerDocument({
        discount: { type: "percent", value: 7.5 },
        servicePeriod: { start: "2026-10-01", end: "2026-10-31" },
        items: [
          {
            ...item("Développement", 12.75, 8_500, 20),
            unitCode: "HUR",
            discount: { type: "percent", value: 12.5 },
          },
          { ...item("Atelier de formation", 1.5, 95_000, 20), unitCode: "DAY" },
          {
            ...item("Farine bio", 0.3333, 420, 5.5),
            unitCode: "KGM",
            discount: { type: "amount", value: 5 },
          },
          { ...item("Livres", 3, 1_999, 5.5), discount: { type: "amount", value: 600 } },
        ],
      }),
      nature: "mixed",
      euroRate: null,
    },
  },
  {
    name: "tax-inclusive prices to a person, an invoice discount amount, a service date",
    input: euro(
      frenchSellerDocument({
        client: PERSON_CLIENT,
        pricesIncludeTax: true,
        discount: { type: "amount", value: 1_001 },
        serviceDate: "2026-11-18",
        items: [
          { ...item("Séance de massage", 2.5, 6_000, 20), unitCode: "HUR" },
          { ...item("Huile essentielle", 0.125, 12_990, 20), unitCode: "LTR" },
          {
            ...item("Tisane", 3, 733, 5.5),
            discount: { type: "percent", value: 33.33 },
          },
          { ...item("Magazine", 1, 650, 2.1), unitCode: "C62" },
        ],
      }),
    ),
  },
  {
    name: "tax-inclusive prices in yen with decimal quantities in metres and square metres",
    input: {
      document: frenchSellerDocument({
        currency: "JPY",
        language: "ja",
        client: { ...PERSON_CLIENT, name: "山田太郎", email: "yamada@example.jp" },
        pricesIncludeTax: true,
        discount: { type: "percent", value: 3 },
        items: [
          { ...item("ケーブル", 12.3456, 1_101, 10), unitCode: "MTR" },
          {
            ...item("床材", 7.25, 8_999, 20),
            unitCode: "MTK",
            discount: { type: "amount", value: 77 },
          },
        ],
      }),
      nature: "goods",
      euroRate: 0.006_123,
    },
  },
  {
    name: "amounts that stress rounding, up to hundreds of millions",
    input: euro(frenchSellerDocument({ items: roundingStress })),
  },
  {
    name: "a client known by its VAT number only",
    input: euro(
      frenchSellerDocument({
        client: { ...B2B_CLIENT, siret: null },
        items: [item("Audit", 2, 65_000, 20)],
      }),
    ),
  },
  {
    name: "a company client without French identifiers, in German",
    input: euro(
      frenchSellerDocument({
        language: "de",
        client: {
          name: "Klaus Weber",
          email: "einkauf@weber-gmbh.example.de",
          company: "Weber GmbH",
          address: "Friedrichstraße 10\n10117 Berlin",
        },
        items: [item("Übersetzung", 4, 12_000, 20)],
      }),
    ),
  },
  {
    name: "a Brazilian client's structured address, seller settings in Germany",
    input: euro(
      frenchSellerDocument({
        language: "es",
        france: { ...SELLER, country: "Germany", postalCode: "10117", city: "Berlin" },
        client: {
          name: "João Silva",
          email: "joao@example.com.br",
          company: "Comércio Exemplo Ltda.",
          street: "Avenida Paulista",
          number: "1000",
          district: "Bela Vista",
          municipalityCode: "3550308",
          municipalityName: "São Paulo",
          uf: "SP",
          cep: "01310100",
          country: "BR" as const,
        },
        items: [item("Desarrollo de software", 10, 25_000, 20)],
      }),
    ),
  },
  ...franceMentionsCorpus(),
  {
    name: "a cancelled invoice in Chinese with notes full of markup characters",
    input: euro(
      frenchSellerDocument({
        language: "zh",
        status: "cancelled",
        client: { ...PERSON_CLIENT, name: "王小明" },
        items: [item("软件开发服务 <第一阶段> & 维护", 40, 8_000, 20)],
        notes: 'Réf. <PO-7> & "urgent" — 谢谢\u0007',
      }),
    ),
  },
  {
    name: "a quote's final invoice deducting the deposit invoiced before (BT-113)",
    input: euro(
      ((document: InvoiceDocument): InvoiceDocument => ({
        ...document,
        invoice: { ...document.invoice, prepaidAmount: 516_000 },
      }))(
        frenchSellerDocument({
          items: [
            item("Rénovation de la cuisine", 1, 1_200_000, 20),
            item("Mobilier", 2, 50_000, 20),
          ],
        }),
      ),
    ),
  },
];
