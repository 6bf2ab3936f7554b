import { Result } from "effect";
import type { DpsDocument } from "./dps-document.ts";
import { dpsFromInvoice } from "./dps-from-invoice.ts";
import type { DpsBuildInput } from "./dps-options.ts";
import { dpsXml } from "./dps-xml.ts";
import type { DpsBuildError } from "./nfse-errors.ts";

/** An unsigned DPS: its XML, its Id and the document it was written from. */
export interface BuiltDps {
  readonly xml: string;
  readonly id: string;
  readonly document: DpsDocument;
}

/** The unsigned DPS v1.01 of an invoice of services, or why it cannot be built. Sign it next. */
export const buildDps = (input: DpsBuildInput): Result.Result<BuiltDps, DpsBuildError> =>
  Result.map(dpsFromInvoice(input), (document) => ({
    xml: dpsXml(document),
    id: document.id,
    document,
  }));
