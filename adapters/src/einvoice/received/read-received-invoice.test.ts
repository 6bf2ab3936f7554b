import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_UBL_SAMPLE, ublInvoiceXml, ublSampleTotals } from "@invoicing/fixtures/builders";
import { Effect, Exit } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { supplierFacturX, testStandardsDir } from "../../../testing/index.ts";
import { makeFacturXValidator } from "../france/validate-factur-x.ts";
import { readReceivedInvoice } from "./read-received-invoice.ts";

const validator = makeFacturXValidator(testStandardsDir);
afterAll(() => validator.close());

const examples = path.join(testStandardsDir, "factur-x", "examples");
const ciiFiles = [
  ...readdirSync(path.join(examples, "en16931-cii")).map((name) =>
    path.join(examples, "en16931-cii", name),
  ),
  path.join(examples, "akretion-fr", "factur-x-en16931.xml"),
];

const encode = (text: string) => new TextEncoder().encode(text);
const read = (bytes: Uint8Array) => Effect.runPromiseExit(readReceivedInvoice(validator, bytes));

// The file's own totals, read apart from the parser: the first amount of each summation term.
const stated = (xml: string, term: string): number => {
  const match = new RegExp(`<ram:${term}(?: [^>]*)?>\\s*(-?[\\d.]+)\\s*<`, "u").exec(xml);
  return Math.round(Number(match?.[1] ?? "0") * 100);
};

const failedIds = (exit: Exit.Exit<unknown, unknown>): ReadonlyArray<string> => {
  if (Exit.isSuccess(exit)) return [];
  const error = exit.cause.reasons
    .map((reason) => ("error" in reason ? reason.error : null))
    .find((value) => value !== null) as { failedRules?: ReadonlyArray<{ id: string }> } | null;
  return (error?.failedRules ?? []).map((rule) => rule.id);
};

const tagOf = (exit: Exit.Exit<unknown, unknown>): string | null => {
  if (Exit.isSuccess(exit)) return null;
  const error = exit.cause.reasons
    .map((reason) => ("error" in reason ? reason.error : null))
    .find((value) => value !== null) as { _tag?: string } | null;
  return error?._tag ?? null;
};

describe("readReceivedInvoice", () => {
  it.each(ciiFiles.map((file) => [path.basename(file), file]))(
    "reads the official CII example %s into a record whose totals are the file's",
    async (_name, file) => {
      const xml = readFileSync(file, "utf8");
      const exit = await read(encode(xml));
      expect(failedIds(exit)).toEqual([]);
      const { content, validation } = Exit.isSuccess(exit) ? exit.value : expect.unreachable();
      expect(validation.valid).toBe(true);
      expect(content.syntax).toBe("CII");
      expect(content.totals.totalWithoutTax).toBe(stated(xml, "TaxBasisTotalAmount"));
      expect(content.totals.totalTax).toBe(stated(xml, "TaxTotalAmount"));
      expect(content.totals.total).toBe(stated(xml, "GrandTotalAmount"));
      expect(content.totals.amountDue).toBe(stated(xml, "DuePayableAmount"));
      expect(content.lines.length).toBeGreaterThan(0);
      expect(content.number).not.toBe("");
    },
    120_000,
  );

  it("reads a Factur-X PDF through its embedded CII and keeps the French findings as non-refusing", async () => {
    const xml = readFileSync(path.join(examples, "en16931-cii", "CII_example1.xml"), "utf8");
    const pdf = await supplierFacturX(xml);
    const exit = await read(pdf);
    const { content, validation, contentType } = Exit.isSuccess(exit)
      ? exit.value
      : expect.unreachable();
    expect(content.syntax).toBe("Factur-X");
    expect(contentType).toBe("application/pdf");
    expect(content.totals.total).toBe(stated(xml, "GrandTotalAmount"));
    expect(validation.failedRules.some((rule) => rule.id.startsWith("BR-FR-"))).toBe(true);
  }, 120_000);

  it("reads a UBL 2.1 invoice of our own with its totals", async () => {
    const exit = await read(encode(ublInvoiceXml()));
    const { content } = Exit.isSuccess(exit) ? exit.value : expect.unreachable();
    const totals = ublSampleTotals(DEFAULT_UBL_SAMPLE);
    expect(content).toMatchObject({
      syntax: "UBL",
      typeCode: "380",
      number: "FAC-2026-0042",
      issueDate: "2026-11-02",
      dueDate: "2026-12-02",
      currency: "EUR",
      supplier: { name: "Papeterie Dupont SARL", siren: "732829320", vatNumber: "FR44732829320" },
      buyer: { name: "Atelier Martin", siren: "552100554" },
    });
    expect(content.totals).toMatchObject({
      lineTotal: totals.lineTotal,
      totalWithoutTax: totals.totalWithoutTax,
      totalTax: totals.totalTax,
      total: totals.total,
      amountDue: totals.total,
      allowances: 500,
    });
    expect(content.vatBreakdown.map((row) => row.rate)).toEqual([20, 5.5]);
  });

  it("reads a UBL 2.1 credit note", async () => {
    const exit = await read(encode(ublInvoiceXml({ creditNote: true, number: "AV-7" })));
    const { content } = Exit.isSuccess(exit) ? exit.value : expect.unreachable();
    expect(content.typeCode).toBe("381");
    expect(content.lines).toHaveLength(2);
  });

  it("refuses a UBL invoice whose total breaks BR-CO-15 and BR-CO-16 is kept consistent", async () => {
    const exit = await read(encode(ublInvoiceXml({ totalSkewCents: 1 })));
    expect(tagOf(exit)).toBe("ReceivedInvoiceInvalid");
    expect(failedIds(exit)).toEqual(["BR-CO-15"]);
  });

  it("refuses a CII invoice the EN 16931 schematron fails, naming its rules", async () => {
    const xml = readFileSync(path.join(examples, "en16931-cii", "CII_example2.xml"), "utf8");
    const broken = xml.replace(
      /(<ram:GrandTotalAmount[^>]*>)([\d.]+)/u,
      (_all, open: string, value: string) => `${open}${(Number(value) + 1).toFixed(2)}`,
    );
    const exit = await read(encode(broken));
    expect(tagOf(exit)).toBe("ReceivedInvoiceInvalid");
    expect(failedIds(exit)).toContain("BR-CO-15");
    expect(failedIds(exit).some((id) => id.startsWith("BR-FR-"))).toBe(false);
  }, 120_000);

  it("refuses a CII file the XSD fails with the XSD's errors", async () => {
    const xml = readFileSync(path.join(examples, "en16931-cii", "CII_example4.xml"), "utf8");
    const exit = await read(encode(xml.replace("<ram:TypeCode>380</ram:TypeCode>", "<ram:Oops/>")));
    expect(tagOf(exit)).toBe("ReceivedInvoiceInvalid");
    expect(failedIds(exit)[0]).toBe("XSD");
  }, 120_000);

  it("refuses XML that is not well-formed", async () => {
    const exit = await read(encode("<Invoice><cbc:ID>1</Invoice"));
    expect(tagOf(exit)).toBe("ReceivedInvoiceInvalid");
    expect(failedIds(exit)).toEqual(["XML"]);
  });

  it("refuses a PDF without a factur-x.xml", async () => {
    const exit = await read(encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF"));
    expect(failedIds(exit)).toEqual(["FACTUR-X-ATTACHMENT"]);
  });

  it("answers a file of another kind as unsupported", async () => {
    expect(tagOf(await read(encode("name,amount\nA,1\n")))).toBe(
      "ReceivedInvoiceFormatUnsupported",
    );
    expect(tagOf(await read(encode("<html><body/></html>")))).toBe(
      "ReceivedInvoiceFormatUnsupported",
    );
  });

  it("refuses an invoice without an ISO 4217 currency", async () => {
    const exit = await read(encode(ublInvoiceXml().replaceAll("EUR", "euro")));
    expect(failedIds(exit)).toContain("BT-5");
  });
});
