import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFStream,
  PDFString,
} from "@cantoo/pdf-lib";
import { buildFacturXXml, type InvoiceDocument } from "@invoicing/core";
import { Result } from "effect";
import SaxonJS from "saxon-js";
import { afterAll, describe, expect, it } from "vitest";
import { frenchSellerDocument } from "../../../testing/einvoice/france/factur-x-corpus.ts";
import { makeFontLibrary } from "../font-files.ts";
import { renderInvoicePdf } from "../render-invoice-pdf.ts";
import { embedFacturXInPdf } from "./embed-factur-x.ts";
import { readFacturXXml } from "./read-factur-x-xml.ts";

// No PDF/A validator runs here (veraPDF is Java and in no Debian or npm package): these tests
// check the PDF/A-3b and Factur-X structure themselves, with pdf-lib's object model, and read
// the files with poppler (pdfdetach, pdffonts) and qpdf as a platform's tools would.
const folder = mkdtempSync(join(tmpdir(), "factur-x-pdf-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const fonts = makeFontLibrary();
const xmlOf = (document: InvoiceDocument): string =>
  Result.getOrThrow(buildFacturXXml({ document, nature: "services", euroRate: 0.9 }));
const facturX = (document: InvoiceDocument): Promise<Uint8Array> =>
  embedFacturXInPdf(renderInvoicePdf(document, fonts), {
    xml: xmlOf(document),
    modifiedAt: document.invoice.updatedAt,
  });

const document = frenchSellerDocument({
  items: [
    {
      description: "Conception graphique — identité",
      quantity: 1,
      unitPrice: 180_000,
      taxRate: 20,
    },
    { description: "Livres d'art", quantity: 2, unitPrice: 4_500, taxRate: 5.5 },
  ],
});
const xml = xmlOf(document);
const pdf = await facturX(document);
const parsed = await PDFDocument.load(pdf, { updateMetadata: false });
const { catalog } = parsed;
const path = join(folder, "factur-x.pdf");
writeFileSync(path, pdf);
const run = (tool: string, ...args: ReadonlyArray<string>): string =>
  execFileSync(tool, args, { encoding: "utf8" });

const name = (value: string) => PDFName.of(value);
const fileSpec = (): PDFDict => catalog.lookup(name("AF"), PDFArray).lookup(0, PDFDict);
const embeddedFile = (): PDFStream =>
  fileSpec().lookup(name("EF"), PDFDict).lookup(name("F"), PDFStream);

const xmpText = (): string => {
  const stream = catalog.lookup(name("Metadata"), PDFStream);
  return new TextDecoder().decode(stream.getContents());
};
const XMP_NAMESPACES = {
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  dc: "http://purl.org/dc/elements/1.1/",
  xmp: "http://ns.adobe.com/xap/1.0/",
  pdf: "http://ns.adobe.com/pdf/1.3/",
  pdfaid: "http://www.aiim.org/pdfa/ns/id/",
  fx: "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#",
  pdfaExtension: "http://www.aiim.org/pdfa/ns/extension/",
  pdfaSchema: "http://www.aiim.org/pdfa/ns/schema#",
  pdfaProperty: "http://www.aiim.org/pdfa/ns/property#",
};
const xmp = await SaxonJS.getResource({ text: xmpText(), type: "xml" });
const xmpValue = (path: string): unknown =>
  SaxonJS.XPath.evaluate(path, xmp, { namespaceContext: XMP_NAMESPACES });

describe("embedFacturXInPdf: the Factur-X attachment", () => {
  it("is the one embedded file poppler lists, factur-x.xml, with the builder's bytes", () => {
    expect(run("pdfdetach", "-list", path)).toBe("1 embedded files\n1: factur-x.xml\n");
    const saved = join(folder, "saved.xml");
    run("pdfdetach", "-save", "1", "-o", saved, path);
    expect(readFileSync(saved)).toEqual(Buffer.from(xml, "utf8"));
  });

  it("is an Alternative associated file of the catalog, text/xml, with its dates", () => {
    const spec = fileSpec();
    expect(catalog.lookup(name("AF"), PDFArray).size()).toBe(1);
    expect(spec.lookup(name("AFRelationship"))).toBe(name("Alternative"));
    expect(spec.lookup(name("F"), PDFString).decodeText()).toBe("factur-x.xml");
    expect(spec.get(name("UF"))).toBeDefined();
    expect(spec.get(name("Desc"))).toBeDefined();
    const stream = embeddedFile().dict;
    expect(stream.lookup(name("Type"))).toBe(name("EmbeddedFile"));
    expect(stream.lookup(name("Subtype"))).toBe(name("text/xml"));
    const params = stream.lookup(name("Params"), PDFDict);
    expect(params.lookup(name("ModDate"), PDFString).decodeDate()).toEqual(
      new Date(document.invoice.updatedAt),
    );
    const names = catalog.lookup(name("Names"), PDFDict).lookup(name("EmbeddedFiles"), PDFDict);
    expect(names.lookup(name("Names"), PDFArray).size()).toBe(2);
  });

  it("reads back as the invoice's XML, as the sandbox platform reads it", async () => {
    expect(await readFacturXXml(pdf)).toBe(xml);
    expect(await readFacturXXml(renderInvoicePdf(document, fonts))).toBeNull();
    expect(await readFacturXXml(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe("embedFacturXInPdf: PDF/A-3b", () => {
  it("declares PDF 1.7 with a binary comment, an /ID and no encryption; qpdf finds no error", () => {
    expect(new TextDecoder("latin1").decode(pdf.slice(0, 10))).toBe("%PDF-1.7\n%");
    expect([...pdf.slice(10, 14)].every((byte) => byte > 127)).toBe(true);
    expect(parsed.context.trailerInfo.ID).toBeDefined();
    expect(parsed.context.trailerInfo.Encrypt).toBeUndefined();
    expect(run("qpdf", "--check", path)).toContain("No syntax or stream encoding errors found");
  });

  it("has an sRGB output intent with a three-component ICC profile", () => {
    const intent = catalog.lookup(name("OutputIntents"), PDFArray).lookup(0, PDFDict);
    expect(intent.lookup(name("S"))).toBe(name("GTS_PDFA1"));
    const profile = intent.lookup(name("DestOutputProfile"), PDFStream);
    expect(profile.dict.lookup(name("N"), PDFNumber).asNumber()).toBe(3);
  });

  it("embeds every font and names no standard-14 font", () => {
    const rows = run("pdffonts", path)
      .split("\n")
      .slice(2)
      .filter((line) => line.trim() !== "");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes yes yes/u);
      expect(row).not.toMatch(/Helvetica|Times|Courier|Symbol|ZapfDingbats/u);
    }
  });

  it("carries unfiltered XMP metadata naming PDF/A-3B and the Factur-X invoice", () => {
    const stream = catalog.lookup(name("Metadata"), PDFStream);
    expect(stream.dict.lookup(name("Subtype"))).toBe(name("XML"));
    expect(stream.dict.get(name("Filter"))).toBeUndefined();
    expect(xmpValue("string(//pdfaid:part)")).toBe("3");
    expect(xmpValue("string(//pdfaid:conformance)")).toBe("B");
    expect(xmpValue("string(//fx:DocumentType)")).toBe("INVOICE");
    expect(xmpValue("string(//fx:DocumentFileName)")).toBe("factur-x.xml");
    expect(xmpValue("string(//fx:Version)")).toBe("1.0");
    expect(xmpValue("string(//fx:ConformanceLevel)")).toBe("EN 16931");
  });

  it("declares the fx properties in a PDF/A extension schema", () => {
    expect(xmpValue("string(//pdfaSchema:namespaceURI)")).toBe(XMP_NAMESPACES.fx);
    expect(xmpValue("string(//pdfaSchema:prefix)")).toBe("fx");
    expect(xmpValue("sort(//pdfaProperty:name ! string())")).toEqual([
      "ConformanceLevel",
      "DocumentFileName",
      "DocumentType",
      "Version",
    ]);
  });

  it("keeps the Info dictionary and the XMP in agreement", () => {
    const xmpDate = (path: string) => new Date(String(xmpValue(`string(${path})`)));
    expect(xmpValue("string(//dc:title//rdf:li)")).toBe(parsed.getTitle());
    expect(xmpValue("string(//dc:creator//rdf:li)")).toBe(parsed.getAuthor());
    expect(xmpValue("string(//dc:description//rdf:li)")).toBe(parsed.getSubject());
    expect(xmpValue("string(//xmp:CreatorTool)")).toBe(parsed.getCreator());
    expect(xmpValue("string(//pdf:Producer)")).toBe(parsed.getProducer());
    expect(xmpDate("//xmp:CreateDate")).toEqual(parsed.getCreationDate());
    expect(xmpDate("//xmp:ModifyDate")).toEqual(parsed.getModificationDate());
    expect(parsed.getTitle()).toBe("Facture INV-101");
  });
});

describe("embedFacturXInPdf: any invoice", () => {
  it("gives the same bytes for the same invoice", async () => {
    expect(await facturX(document)).toEqual(pdf);
  });

  it("keeps every font embedded for Japanese and Chinese documents", async () => {
    for (const language of ["ja", "zh"] as const) {
      const other = frenchSellerDocument({
        language,
        items: [
          { description: "ウェブサイト制作・软件开发", quantity: 1, unitPrice: 1000, taxRate: 20 },
        ],
      });
      const file = join(folder, `${language}.pdf`);
      writeFileSync(file, await facturX(other));
      expect(run("pdffonts", file)).not.toMatch(/\bno\s+(yes|no)\s+(yes|no)\s+\d/u);
      expect(run("pdfdetach", "-list", file)).toContain("1: factur-x.xml");
    }
  });
});
