import { type Invoice as EInvoiceEu, InvoiceService } from "@e-invoice-eu/core";
import {
  embedFacturXInPdf,
  makeFacturXValidator,
  makeFontLibrary,
  readFacturXXml,
  renderInvoicePdf,
} from "@invoicing/adapters";
import { testStandardsDir } from "@invoicing/adapters/testing";
import { facturXCorpus } from "@invoicing/adapters/testing/documents";
import {
  buildFacturXInvoice,
  buildFacturXXml,
  type CiiInvoice,
  type CiiParty,
  currencyDecimals,
  fromMinorUnits,
} from "@invoicing/core";
import {
  describeTimings,
  kibibytes,
  type NamedTimings,
  timeRuns,
} from "@invoicing/fixtures/timings";
import { Result } from "effect";

// Times building and validating one Factur-X XML (XSD and three schematrons), producing one
// Factur-X PDF (jsPDF, then PDF/A-3 with @cantoo/pdf-lib, without validation), and, for comparison,
// @e-invoice-eu/core producing Factur-X EN 16931 from the same invoice and the same PDF, on this
// thread after a warm-up run. Run directly, it prints them:
// `node bench/documents/bench-factur-x.ts`.
// The validation and @e-invoice-eu/core take about 150-200 ms a run: fewer runs keep the whole
// benchmark short.
const SLOW_RUNS = 40;
const FAST_RUNS = 100;
const TINY_RUNS = 200;

// The same invoice in @e-invoice-eu/core's input format (UBL-shaped JSON).
const amount = (minor: number, invoice: CiiInvoice): string =>
  fromMinorUnits(minor, invoice.currency).toFixed(currencyDecimals(invoice.currency));

// Its code list lacks the French directory's scheme 0225: the SIREN goes as scheme 0002.
const endpointScheme = (scheme: string): string => (scheme === "0225" ? "0002" : scheme);

const vatScheme = (vatNumber: string) => ({
  "cbc:CompanyID": vatNumber,
  "cac:TaxScheme": { "cbc:ID": "VAT" },
});

const eInvoiceEuParty = (party: CiiParty, role: "seller" | "buyer") => ({
  "cac:Party": {
    ...(party.electronicAddress === null
      ? {}
      : {
          "cbc:EndpointID": party.electronicAddress.value,
          "cbc:EndpointID@schemeID": endpointScheme(party.electronicAddress.scheme),
        }),
    "cac:PartyName": { "cbc:Name": party.name },
    "cac:PostalAddress": {
      "cbc:StreetName": party.address.lines[0] ?? "",
      "cbc:CityName": party.address.city ?? "",
      "cbc:PostalZone": party.address.postcode ?? "",
      "cac:Country": { "cbc:IdentificationCode": party.address.country },
    },
    ...(party.vatNumber === null
      ? {}
      : {
          "cac:PartyTaxScheme":
            role === "seller" ? [vatScheme(party.vatNumber)] : vatScheme(party.vatNumber),
        }),
    "cac:PartyLegalEntity": {
      "cbc:RegistrationName": party.name,
      ...(party.siren === null
        ? {}
        : { "cbc:CompanyID": party.siren, "cbc:CompanyID@schemeID": "0002" }),
    },
  },
});

const eInvoiceEuInvoice = (invoice: CiiInvoice): EInvoiceEu => {
  const money = (minor: number) => amount(minor, invoice);
  const currency = invoice.currency;
  return {
    "ubl:Invoice": {
      "cbc:CustomizationID": invoice.guideline,
      "cbc:ID": invoice.number,
      "cbc:IssueDate": invoice.issueDate,
      "cbc:DueDate": invoice.paymentTerms.dueDate ?? invoice.issueDate,
      "cbc:InvoiceTypeCode": "380",
      "cbc:Note": [invoice.notes.map((note) => note.content).join("\n")],
      "cbc:DocumentCurrencyCode": currency,
      "cac:AccountingSupplierParty": eInvoiceEuParty(invoice.seller, "seller"),
      "cac:AccountingCustomerParty": eInvoiceEuParty(invoice.buyer, "buyer"),
      "cac:Delivery": { "cbc:ActualDeliveryDate": invoice.deliveryDate ?? invoice.issueDate },
      "cac:PaymentTerms": { "cbc:Note": invoice.paymentTerms.description ?? "" },
      "cac:TaxTotal": [
        {
          "cbc:TaxAmount": money(invoice.totals.taxTotal),
          "cbc:TaxAmount@currencyID": currency,
          "cac:TaxSubtotal": invoice.vatBreakdown.map((row) => ({
            "cbc:TaxableAmount": money(row.basis),
            "cbc:TaxableAmount@currencyID": currency,
            "cbc:TaxAmount": money(row.tax),
            "cbc:TaxAmount@currencyID": currency,
            "cac:TaxCategory": {
              "cbc:ID": row.category,
              "cbc:Percent": String(row.rate),
              "cac:TaxScheme": { "cbc:ID": "VAT" },
            },
          })),
        },
      ],
      "cac:LegalMonetaryTotal": {
        "cbc:LineExtensionAmount": money(invoice.totals.lineTotal),
        "cbc:LineExtensionAmount@currencyID": currency,
        "cbc:TaxExclusiveAmount": money(invoice.totals.taxBasis),
        "cbc:TaxExclusiveAmount@currencyID": currency,
        "cbc:TaxInclusiveAmount": money(invoice.totals.grandTotal),
        "cbc:TaxInclusiveAmount@currencyID": currency,
        "cbc:PayableAmount": money(invoice.totals.duePayable),
        "cbc:PayableAmount@currencyID": currency,
      },
      "cac:InvoiceLine": invoice.lines.map((line) => ({
        "cbc:ID": line.id,
        "cbc:InvoicedQuantity": String(line.quantity),
        "cbc:InvoicedQuantity@unitCode": "C62",
        "cbc:LineExtensionAmount": money(line.net),
        "cbc:LineExtensionAmount@currencyID": currency,
        "cac:Item": {
          "cbc:Name": line.name,
          "cac:ClassifiedTaxCategory": {
            "cbc:ID": line.vat.category,
            "cbc:Percent": String(line.vat.rate),
            "cac:TaxScheme": { "cbc:ID": "VAT" },
          },
        },
        "cac:Price": {
          "cbc:PriceAmount": money(line.unitPrice),
          "cbc:PriceAmount@currencyID": currency,
        },
      })),
    },
  } as unknown as EInvoiceEu;
};

/** Median, p99 and throughput of our Factur-X XML and PDF, and of @e-invoice-eu/core's PDF. */
export const measureFacturX = async (): Promise<ReadonlyArray<NamedTimings>> => {
  const sample = facturXCorpus().find((entry) => entry.name.startsWith("two lines at 10"));
  if (sample === undefined) throw new Error("the corpus lost its two-line invoice");
  const { input } = sample;
  const modifiedAt = input.document.invoice.updatedAt;
  const fonts = makeFontLibrary();
  const validator = makeFacturXValidator(testStandardsDir);
  try {
    const xml = Result.getOrThrow(buildFacturXXml(input));
    const xmlSize = kibibytes(new TextEncoder().encode(xml).byteLength);
    const plainPdf = renderInvoicePdf(input.document, fonts);
    const ourPdf = await embedFacturXInPdf(plainPdf, { xml, modifiedAt });

    const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
    const service = new InvoiceService(quiet);
    const theirs = eInvoiceEuInvoice(Result.getOrThrow(buildFacturXInvoice(input)));
    const generateTheirs = () =>
      service.generate(theirs, {
        format: "Factur-X-EN16931",
        lang: "fr-fr",
        noWarnings: true,
        pdf: { buffer: plainPdf, filename: "invoice.pdf", mimetype: "application/pdf" },
      });
    const theirPdf = await generateTheirs();
    const theirXml = typeof theirPdf === "string" ? null : await readFacturXXml(theirPdf);
    const theirValidation = theirXml === null ? null : await validator.validate(theirXml);
    const theirRemark =
      theirValidation === null
        ? "no factur-x.xml found"
        : theirValidation.valid
          ? "valid under our validation"
          : `invalid under our validation, fails ${theirValidation.failedRules.map((rule) => rule.id).join(", ")}`;

    return [
      {
        name: "Factur-X XML, build and validate (XSD + EN 16931 + Factur-X + BR-FR)",
        timings: await timeRuns(SLOW_RUNS, async () => {
          const built = Result.getOrThrow(buildFacturXXml(input));
          const { valid } = await validator.validate(built);
          if (!valid) throw new Error("the sample invoice no longer validates");
        }),
        detail: `${xmlSize} XML`,
      },
      {
        name: "Factur-X XML, build only",
        timings: await timeRuns(TINY_RUNS, () => buildFacturXXml(input)),
        detail: `${xmlSize} XML`,
      },
      {
        name: "Factur-X PDF/A-3 (jsPDF render + XML build + @cantoo/pdf-lib embedding)",
        timings: await timeRuns(FAST_RUNS, () =>
          embedFacturXInPdf(renderInvoicePdf(input.document, fonts), {
            xml: Result.getOrThrow(buildFacturXXml(input)),
            modifiedAt,
          }),
        ),
        detail: kibibytes(ourPdf.byteLength),
      },
      {
        name: "Factur-X PDF/A-3, embedding only",
        timings: await timeRuns(TINY_RUNS, () => embedFacturXInPdf(plainPdf, { xml, modifiedAt })),
        detail: kibibytes(ourPdf.byteLength),
      },
      {
        name: "@e-invoice-eu/core 2.3.4, Factur-X EN 16931 from the same invoice and PDF",
        timings: await timeRuns(SLOW_RUNS, generateTheirs),
        detail: `${typeof theirPdf === "string" ? "no PDF" : kibibytes(theirPdf.byteLength)}, ${theirRemark}`,
      },
    ];
  } finally {
    await validator.close();
  }
};

if (import.meta.main) {
  for (const line of await measureFacturX()) process.stdout.write(`${describeTimings(line)}\n`);
}
