import { Result } from "effect";
import { buildFacturXInvoice, type FacturXInput } from "./build-factur-x-invoice.ts";
import { ciiXml } from "./cii-xml.ts";
import type { FacturXRefused } from "./factur-x-refused.ts";

/** The Factur-X EN 16931 XML of an invoice document, or why it cannot be one. */
export const buildFacturXXml = (input: FacturXInput): Result.Result<string, FacturXRefused> =>
  Result.map(buildFacturXInvoice(input), ciiXml);
