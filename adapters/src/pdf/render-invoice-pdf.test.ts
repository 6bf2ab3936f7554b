import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { InvoiceDocument } from "@invoicing/core";
import { afterAll, describe, expect, it } from "vitest";
import {
  brazilianInvoice,
  chineseInvoice,
  frenchInvoice,
  japaneseInvoice,
  manyItemsInvoice,
  sampleInvoiceDocument,
} from "../../testing/pdf/sample-invoice-documents.ts";
import { makeFontLibrary } from "./font-files.ts";
import { renderInvoicePdf } from "./render-invoice-pdf.ts";

// These tests read the PDFs with poppler-utils (pdffonts, pdftotext, pdfinfo, pdfimages,
// pdftoppm) and qpdf, as a PDF reader would.
const folder = mkdtempSync(join(tmpdir(), "invoice-pdf-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const fonts = makeFontLibrary();
let written = 0;
const render = (document: InvoiceDocument): string => {
  written += 1;
  const path = join(folder, `invoice-${written}.pdf`);
  writeFileSync(path, renderInvoicePdf(document, fonts));
  return path;
};
const run = (tool: string, ...args: ReadonlyArray<string>): string =>
  execFileSync(tool, args, { encoding: "utf8" });
// Every kind of space as one plain space, so amounts compare whatever space Intl put in them.
const text = (path: string, ...args: ReadonlyArray<string>): string =>
  run("pdftotext", "-layout", ...args, path, "-").replace(/[^\S\n]+/gu, " ");
const info = (path: string): string => run("pdfinfo", path);
const pageCount = (path: string): number => Number(/Pages:\s+(\d+)/u.exec(info(path))?.[1]);

interface FontRow {
  readonly name: string;
  readonly type: string;
  readonly embedded: string;
}
const fontRows = (path: string): ReadonlyArray<FontRow> =>
  run("pdffonts", path)
    .split("\n")
    .slice(2)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [name = "", ...rest] = line.trim().split(/\s+/u);
      const joined = rest.join(" ");
      return {
        name,
        type: joined,
        embedded: /\b(yes|no) (yes|no) (yes|no)\b/u.exec(joined)?.[1] ?? "",
      };
    });

const standardFonts = /Helvetica|Times|Courier|Symbol|ZapfDingbats/u;

const samples = {
  french: frenchInvoice(),
  chinese: chineseInvoice(),
  japanese: japaneseInvoice(),
  brazilian: brazilianInvoice(),
  many: manyItemsInvoice(200),
};
const paths = Object.fromEntries(
  Object.entries(samples).map(([name, document]) => [name, render(document)]),
) as Record<keyof typeof samples, string>;

describe("renderInvoicePdf", () => {
  it.each(Object.keys(paths))(
    "embeds every font of the %s invoice and no standard font",
    (name) => {
      const rows = fontRows(paths[name as keyof typeof paths]);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.embedded, row.name).toBe("yes");
        expect(row.type).toContain("CID TrueType");
        expect(row.name).toMatch(/^[A-Z]{6}\+NotoSans(SC|JP)-(Regular|Bold)$/u);
        expect(row.name).not.toMatch(standardFonts);
      }
    },
  );

  it.each(Object.keys(paths))("writes a %s invoice qpdf finds sound", (name) => {
    expect(run("qpdf", "--check", paths[name as keyof typeof paths])).toContain(
      "No syntax or stream encoding errors",
    );
  });

  it("prints a French invoice's number, parties, lines, totals and legal mentions, in French", () => {
    const content = text(paths.french);
    for (const expected of [
      "Facture",
      "INV-042",
      "Société Générale de Façades",
      "Atelier Martin SARL",
      "SIREN 552 081 317",
      "SIRET 552 081 317 00018",
      "N° TVA intracom. FR03552081317",
      "Déclinaison des supports : cartes, en-têtes, façade",
      "Total HT",
      "2 626,50 €",
      "512,25 €",
      "3 138,75 €",
      "20 novembre 2026",
      "Paiement à 30 jours, au plus tard le 20 décembre 2026.",
      "40 € (art. D441-5 du Code de commerce)",
      "trois fois le taux d'intérêt légal",
      "Page 1 / 1",
    ]) {
      expect(content).toContain(expected);
    }
  });

  it("prints decimal quantities with their units, discounts, tax-inclusive prices and the service period, in every language", () => {
    const expected = {
      en: [
        "Prices include tax",
        "0.25 kg",
        "1.5 h",
        "Discount: 10%",
        "Invoice discount",
        "Total of lines",
        "Service period",
      ],
      fr: [
        "Prix TTC",
        "0,25 kg",
        "1,5 h",
        "Remise : 10 %",
        "Remise globale",
        "Total des lignes HT",
        "Période de la prestation",
      ],
      de: [
        "Preise inkl. Steuer",
        "0,25 kg",
        "1,5 Std.",
        "Rabatt: 10 %",
        "Rechnungsrabatt",
        "Summe der Positionen",
        "Leistungszeitraum",
      ],
      es: [
        "Precios con impuestos incluidos",
        "0,25 kg",
        "1,5 h",
        "Descuento: 10 %",
        "Descuento de la factura",
        "Total de las líneas",
        "Periodo del servicio",
      ],
      "pt-BR": [
        "Preços com impostos incluídos",
        "0,25 kg",
        "1,5 h",
        "Desconto: 10%",
        "Desconto da fatura",
        "Total dos itens",
        "Período da prestação",
      ],
      ja: ["税込価格", "0.25 kg", "1.5 時間", "割引：10%", "請求書割引", "明細合計", "提供期間"],
      zh: ["价格含税", "0.25 千克", "1.5 小时", "折扣：10%", "发票折扣", "各行合计", "服务期间"],
    } as const;
    for (const [language, words] of Object.entries(expected)) {
      const document = sampleInvoiceDocument({
        language: language as keyof typeof expected,
        currency: "EUR",
        status: "sent",
        invoiceNumber: "INV-077",
        layout: "classic",
        accentColor: "#1F4E8C",
        client: { name: "Client" },
        pricesIncludeTax: true,
        discount: { type: "amount", value: 1000 },
        servicePeriod: { start: "2026-10-01", end: "2026-10-31" },
        items: [
          {
            description: "Consulting",
            quantity: 1.5,
            unitPrice: 10000,
            taxRate: 20,
            unitCode: "HUR",
            discount: { type: "percent", value: 10 },
          },
          { description: "Flour", quantity: 0.25, unitPrice: 420, taxRate: 5.5, unitCode: "KGM" },
        ],
      });
      const content = text(render(document)).replace(/\u00a0|\u202f/gu, " ");
      for (const word of words) expect(content, `${language}: ${word}`).toContain(word);
    }
  });

  it("draws the seller's logo", () => {
    expect(run("pdfimages", "-list", paths.french)).toMatch(/image\s+240\s+80/u);
  });

  it("prints a Chinese client and items in Chinese, with the draft mark", () => {
    const content = text(paths.chinese);
    for (const expected of [
      "发票",
      "北京云帆科技有限公司",
      "软件开发服务（第一阶段）",
      "办公设备采购",
      "草稿",
      "¥47,727.74",
      "第 1 页，共 1 页",
    ]) {
      expect(content).toContain(expected);
    }
  });

  it("prints Japanese in Japanese glyphs and simplified Chinese through the fallback font", () => {
    const content = text(paths.japanese);
    for (const expected of [
      "請求書",
      "株式会社サンプル商事",
      "ウェブサイト制作",
      "们这发额",
      "545,998",
    ]) {
      expect(content).toContain(expected);
    }
    // A cancelled invoice's legal PDF carries no status mark (docs/PRODUCT-RULES.md#archive).
    expect(run("pdftotext", "-raw", paths.japanese, "-").replace(/\s/gu, "")).not.toContain(
      "取消済み",
    );
    expect(fontRows(paths.japanese).map((row) => row.name)).toEqual(
      expect.arrayContaining(["JPRGLR+NotoSansJP-Regular", "SCRGLR+NotoSansSC-Regular"]),
    );
  });

  it("prints a Brazilian seller's CNPJ and CPF and the NF-e mention", () => {
    const content = text(paths.brazilian);
    for (const expected of [
      "CNPJ 11.222.333/0001-81",
      "CPF 123.456.789-09",
      "no sustituye a la NF-e",
    ]) {
      expect(content).toContain(expected);
    }
  });

  it("uses A4 for French and Letter for US English", () => {
    expect(info(paths.french)).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/u);
    expect(info(paths.many)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/u);
  });

  it("carries the title and author in the document information", () => {
    expect(info(paths.french)).toMatch(/Title:\s+Facture INV-042/u);
    expect(info(paths.french)).toMatch(/Author:\s+Atelier Martin SARL/u);
  });

  it("flows 200 items over several pages, each with the table header and its page number", () => {
    const pages = pageCount(paths.many);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) {
      const content = text(paths.many, "-f", String(page), "-l", String(page));
      expect(content).toMatch(/Description\s+Qty\s+Unit price\s+Tax\s+Amount/u);
      expect(content).toContain(`Page ${page} / ${pages}`);
    }
    const all = text(paths.many);
    for (let item = 1; item <= 200; item += 1) expect(all).toContain(`${item}. `);
    const last = text(paths.many, "-f", String(pages), "-l", String(pages));
    expect(last).toContain("200. ");
    expect(last).toContain(samples.many.total);
  });

  it("renders every page to an image", () => {
    const out = join(folder, "pages");
    run("pdftoppm", "-png", "-r", "60", paths.many, out);
    const images = readdirSync(folder).filter((file) => file.startsWith("pages"));
    expect(images).toHaveLength(pageCount(paths.many));
    for (const image of images) expect(statSync(join(folder, image)).size).toBeGreaterThan(5_000);
  });

  it("keeps every word of an outsized invoice inside its page", () => {
    const outsized = sampleInvoiceDocument({
      language: "de",
      currency: "EUR",
      status: "draft",
      invoiceNumber: null,
      layout: "modern",
      accentColor: "#6D28D9",
      client: {
        name: "Max Mustermann",
        company: "Mustermann & Söhne GmbH ".repeat(8),
        address: Array.from({ length: 40 }, (_, line) => `Zeile ${line + 1}`).join("\n"),
      },
      items: [
        {
          description: Array.from({ length: 180 }, (_, line) => `Z${line + 1}`).join("\n"),
          quantity: 1,
          unitPrice: 100,
          taxRate: 19,
        },
        ...Array.from({ length: 70 }, (_, rate) => ({
          description: `Satz ${rate}`,
          quantity: 1,
          unitPrice: 1000,
          taxRate: rate,
        })),
      ],
      notes: "Ein langer Hinweis mit vielen Wörtern. ".repeat(120),
    });
    const path = render(outsized);
    const bbox = run("pdftotext", "-bbox", path, "-");
    const [width = 0, height = 0] = (/<page width="([\d.]+)" height="([\d.]+)"/u.exec(bbox) ?? [])
      .slice(1)
      .map(Number);
    const words = [
      ...bbox.matchAll(/xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)"/gu),
    ];
    expect(words.length).toBeGreaterThan(500);
    for (const [, xMin, yMin, xMax, yMax] of words) {
      expect(Number(xMin)).toBeGreaterThanOrEqual(0);
      expect(Number(yMin)).toBeGreaterThanOrEqual(0);
      expect(Number(xMax)).toBeLessThanOrEqual(width);
      expect(Number(yMax)).toBeLessThanOrEqual(height);
    }
    expect(text(path)).toContain("Z180");
    expect(pageCount(path)).toBeGreaterThan(3);
  });

  it("gives the same bytes for the same document", () => {
    const once = renderInvoicePdf(samples.french, fonts);
    expect(renderInvoicePdf(samples.french, fonts)).toEqual(once);
  });

  it("keeps an invoice small by embedding only the glyphs it draws", () => {
    expect(statSync(paths.french).size).toBeLessThan(60_000);
    expect(statSync(paths.many).size).toBeLessThan(150_000);
  });
});
