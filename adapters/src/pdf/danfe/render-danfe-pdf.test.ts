import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DanfeRenderer } from "@invoicing/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { NFE_CORPUS, nfeCase } from "../../../testing/einvoice/brazil/nfe-corpus.ts";
import { signedTestNfe } from "../../../testing/einvoice/brazil/signed-nfe.ts";
import { testNfeSchemaDirectory } from "../../../testing/standards.ts";
import { makeSandboxAuthorize } from "../../einvoice/brazil/sefaz-sandbox.ts";
import { makeFontLibrary } from "../font-files.ts";
import { code128Modules } from "./danfe-barcode.ts";
import { jsPdfDanfeRendererLayer } from "./jspdf-danfe-renderer-layer.ts";
import { renderDanfePdf } from "./render-danfe-pdf.ts";

const fonts = makeFontLibrary();
const folder = mkdtempSync(join(tmpdir(), "danfe-"));

const authorised = async (index: number) => {
  const corpusCase = NFE_CORPUS[index];
  if (corpusCase === undefined) throw new Error(`no corpus case ${index}`);
  const { document, signed } = signedTestNfe(corpusCase.input);
  const authorize = makeSandboxAuthorize({
    schemaDirectory: testNfeSchemaDirectory,
    now: () => new Date("2026-11-20T10:01:00Z"),
  });
  const result = await Effect.runPromise(
    authorize({
      signedXml: signed,
      accessKey: document.accessKey,
      uf: document.issuer.address.uf,
      environment: document.tpAmb === 1 ? "production" : "homologation",
    }),
  );
  return { document, nfeProc: result.nfeProcXml ?? "", protocol: result.answer.protocol };
};

const pdfFile = (name: string, bytes: Uint8Array): string => {
  const path = join(folder, `${name}.pdf`);
  writeFileSync(path, bytes);
  return path;
};

const pdfText = (path: string): string =>
  execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });

/** The share of pixels darker than `below` in a region of page 1 (points), grey at 72 dpi. */
const darkShare = (
  path: string,
  region: { x: number; y: number; w: number; h: number },
  below = 100,
): number => {
  const out = join(folder, `region-${Math.random().toString(36).slice(2)}`);
  execFileSync("pdftoppm", [
    "-gray",
    "-r",
    "72",
    "-f",
    "1",
    "-l",
    "1",
    "-x",
    String(region.x),
    "-y",
    String(region.y),
    "-W",
    String(region.w),
    "-H",
    String(region.h),
    "-singlefile",
    path,
    out,
  ]);
  const pgm = readFileSync(`${out}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/u.exec(pgm.toString("latin1", 0, 40));
  const pixels = pgm.subarray(header?.[0].length ?? 0);
  return pixels.filter((value) => value < below).length / pixels.length;
};

describe("DANFE", () => {
  it("stamps every page of a cancelled NF-e, and no other", async () => {
    const { document, nfeProc, protocol } = await authorised(0);
    const input = { nfeXml: nfeProc, accessKey: document.accessKey, protocol };
    const cancelled = pdfText(
      pdfFile("cancelled", renderDanfePdf({ ...input, cancelled: true }, fonts)),
    );
    expect(cancelled).toContain("NF-e CANCELADA");
    const standing = pdfText(pdfFile("standing", renderDanfePdf(input, fonts)));
    expect(standing).not.toContain("CANCELADA");
  });

  it("prints the key, the protocol, the parties and the totals of an authorised NF-e", async () => {
    const { document, nfeProc, protocol } = await authorised(0);
    const path = pdfFile(
      "authorised",
      renderDanfePdf({ nfeXml: nfeProc, accessKey: document.accessKey, protocol }, fonts),
    );
    const text = pdfText(path);
    expect(text).toContain(document.accessKey.replace(/(.{4})(?=.)/gu, "$1 "));
    expect(text).toContain(`${protocol} - 20/11/2026 07:01:00`);
    expect(text).toContain("Móveis Paulista Ltda.");
    expect(text).toContain("NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL");
    expect(text).toContain("06.929.383/0001-63");
    expect(text).toMatch(/V\. TOTAL DA NOTA[\s\S]*919,80/u);
    expect(text).toContain("Cadeira ergonômica");
    expect(text).toContain("Nº 001 Venc. 20/12/2026 R$ 919,80");
    expect(text).toContain("SEM VALOR FISCAL");
    expect(text).toContain("FOLHA 1/1");
    expect(text).toContain("CÁLCULO DO ISSQN");
    expect(text).toContain("RESERVADO AO FISCO");
  });

  it("draws the CODE-128 barcode of the key in the header", async () => {
    const { document, nfeProc, protocol } = await authorised(0);
    const path = pdfFile(
      "barcode",
      renderDanfePdf({ nfeXml: nfeProc, accessKey: document.accessKey, protocol }, fonts),
    );
    const bars = darkShare(path, { x: 345, y: 75, w: 220, h: 34 });
    const beside = darkShare(path, { x: 40, y: 230, w: 200, h: 10 });
    expect(bars).toBeGreaterThan(0.35);
    expect(bars).toBeLessThan(0.75);
    expect(beside).toBeLessThan(0.2);
  });

  it("encodes a numeric key in subset C and an alphanumeric one with subset switches", () => {
    const numeric = code128Modules("35261111222333000181550010000000011408151620");
    expect(numeric.reduce((sum, width) => sum + width, 0)).toBe(277);
    const alphanumeric = code128Modules("312611ABC34501DE3555001000000001140815162");
    expect(alphanumeric.reduce((sum, width) => sum + width, 0)).toBeGreaterThan(277);
  });

  it("flows 60 items over two pages that repeat the header", async () => {
    const { document, nfeProc, protocol } = await authorised(2);
    const path = pdfFile(
      "many",
      renderDanfePdf({ nfeXml: nfeProc, accessKey: document.accessKey, protocol }, fonts),
    );
    const text = pdfText(path);
    expect(text).toContain("FOLHA 1/2");
    expect(text).toContain("FOLHA 2/2");
    expect(text).toContain("12.ABC.345/01DE-35");
    for (let item = 1; item <= 60; item += 1)
      expect(text).toContain(`Componente nº ${item} - série`);
    const pages = execFileSync("pdfinfo", [path], { encoding: "utf8" });
    expect(pages).toMatch(/Pages:\s+2/u);
    execFileSync("pdftoppm", ["-png", "-r", "50", path, join(folder, "many")]);
    expect(readFileSync(join(folder, "many-2.png")).length).toBeGreaterThan(1000);
  });

  it("has no watermark once authorised in production, and marks an NF-e not yet authorised", async () => {
    const { document, nfeProc, protocol } = await authorised(3);
    const productionPdf = pdfFile(
      "production",
      renderDanfePdf({ nfeXml: nfeProc, accessKey: document.accessKey, protocol }, fonts),
    );
    const production = pdfText(productionPdf);
    expect(production).not.toContain("SEM VALOR FISCAL");
    // Prices before tax: the note's total is the invoice's, 432.95 and 16.19 of tax on top.
    expect(production).toMatch(/V\. TOTAL DA NOTA[\s\S]*449,14/u);
    const draft = signedTestNfe(
      nfeCase({
        seller: "saoPaulo",
        client: "rioCompany",
        items: [{ description: "Mesa", quantity: 1, unitPrice: 100, taxRate: 0 }],
        brazil: { defaultNFeEnvironment: "production" },
      }),
    );
    const draftPdf = pdfFile(
      "draft",
      renderDanfePdf(
        { nfeXml: draft.signed, accessKey: draft.document.accessKey, protocol: null },
        fonts,
      ),
    );
    expect(pdfText(draftPdf)).toContain("NF-e NÃO AUTORIZADA");
    // pdftotext skips the diagonal "SEM VALOR FISCAL": count its faint pixels in the empty table.
    const emptyTable = { x: 60, y: 560, w: 480, h: 120 };
    expect(darkShare(draftPdf, emptyTable, 250)).toBeGreaterThan(0.05);
    expect(darkShare(productionPdf, emptyTable, 250)).toBeLessThan(0.02);
  });

  it("is the DanfeRenderer port through its layer", async () => {
    const { document, nfeProc, protocol } = await authorised(0);
    const bytes = await Effect.runPromise(
      Effect.provide(
        Effect.gen(function* () {
          const renderer = yield* DanfeRenderer;
          return yield* renderer.renderDanfe({
            nfeXml: nfeProc,
            accessKey: document.accessKey,
            protocol,
          });
        }),
        jsPdfDanfeRendererLayer,
      ),
    );
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
  });
});
