import {
  contentRuleBreaches,
  type FailedRule,
  type ReadReceivedInvoice,
  type ReceivedContent,
  ReceivedInvoiceFormatUnsupported,
  ReceivedInvoiceInvalid,
  type ReceivedSyntax,
  refusesOnReceipt,
} from "@invoicing/core";
import { Effect } from "effect";
import { readFacturXXml } from "../../pdf/pdfa/read-factur-x-xml.ts";
import type { FacturXXmlValidator } from "../france/validate-factur-x.ts";
import { type ContentReading, readCiiInvoice } from "./read-cii-invoice.ts";
import { readUblInvoice, UBL_NAMESPACES } from "./read-ubl-invoice.ts";
import { parseXmlRoot } from "./xml-elements.ts";

const CII_NAMESPACE = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100";
const PDF_MAGIC = "%PDF-";

const invalid = (id: string, text: string, location = "") =>
  new ReceivedInvoiceInvalid({ failedRules: [{ id, flag: "fatal", text, location }] });

const startsWith = (bytes: Uint8Array, prefix: string): boolean =>
  new TextDecoder().decode(bytes.subarray(0, 64)).trimStart().startsWith(prefix);

/** The checks of the content itself, each rule once even when a schematron named it already. */
const withContentRules = (
  schematronRules: ReadonlyArray<FailedRule>,
  content: ReceivedContent,
): ReadonlyArray<FailedRule> => {
  const named = new Set(schematronRules.map((rule) => rule.id));
  return [
    ...schematronRules,
    ...contentRuleBreaches(content).filter((rule) => !named.has(rule.id)),
  ];
};

const judged = (
  reading: ContentReading,
  schematronRules: ReadonlyArray<FailedRule>,
  syntax: ReceivedSyntax,
  contentType: string,
): Effect.Effect<ReadReceivedInvoice, ReceivedInvoiceInvalid> => {
  if ("unreadable" in reading) {
    const refusing = schematronRules.filter((rule) => refusesOnReceipt(rule, syntax));
    return Effect.fail(
      new ReceivedInvoiceInvalid({ failedRules: [...refusing, ...reading.unreadable] }),
    );
  }
  const failedRules = withContentRules(schematronRules, reading.content);
  const refusing = failedRules.filter((rule) => refusesOnReceipt(rule, syntax));
  if (refusing.length > 0)
    return Effect.fail(new ReceivedInvoiceInvalid({ failedRules: refusing }));
  return Effect.succeed({
    content: reading.content,
    validation: { valid: true, failedRules },
    contentType,
  });
};

/**
 * Reads and validates a supplier invoice file (docs/FRANCE-PA.md#receiving), recognised by its
 * content: a PDF must carry one `factur-x.xml`; CII (alone or in a Factur-X) goes through the
 * Factur-X EN 16931 XSD and the schematrons `validator` runs; UBL 2.1, for which the standards
 * folder has neither XSD nor schematron, is held to the EN 16931 terms and totals rules on what
 * was read. Every syntax's content is checked against those rules too.
 */
export const readReceivedInvoice = (
  validator: FacturXXmlValidator,
  bytes: Uint8Array,
): Effect.Effect<ReadReceivedInvoice, ReceivedInvoiceFormatUnsupported | ReceivedInvoiceInvalid> =>
  Effect.gen(function* () {
    const isPdf = startsWith(bytes, PDF_MAGIC);
    if (!isPdf && !startsWith(bytes, "<")) {
      return yield* Effect.fail(new ReceivedInvoiceFormatUnsupported());
    }
    const xml = isPdf
      ? yield* Effect.promise(() => readFacturXXml(bytes))
      : new TextDecoder().decode(bytes);
    if (xml === null) {
      return yield* Effect.fail(
        invalid("FACTUR-X-ATTACHMENT", "The PDF does not carry exactly one factur-x.xml.", "PDF"),
      );
    }
    const root = parseXmlRoot(xml);
    if (root === null)
      return yield* Effect.fail(invalid("XML", "The file is not well-formed XML."));
    if (root.localName === "CrossIndustryInvoice" && root.namespaceURI === CII_NAMESPACE) {
      const syntax = isPdf ? "Factur-X" : "CII";
      const validation = yield* Effect.promise(() => validator.validate(xml));
      const schemaBroken = validation.failedRules.some((rule) => rule.id === "XSD");
      if (schemaBroken) {
        return yield* Effect.fail(
          new ReceivedInvoiceInvalid({ failedRules: validation.failedRules }),
        );
      }
      return yield* judged(
        readCiiInvoice(root, syntax),
        validation.failedRules,
        syntax,
        isPdf ? "application/pdf" : "application/xml",
      );
    }
    const ubl = Object.entries(UBL_NAMESPACES).some(
      ([name, namespace]) => root.localName === name && root.namespaceURI === namespace,
    );
    if (!isPdf && ubl) return yield* judged(readUblInvoice(root), [], "UBL", "application/xml");
    return yield* Effect.fail(new ReceivedInvoiceFormatUnsupported());
  });
