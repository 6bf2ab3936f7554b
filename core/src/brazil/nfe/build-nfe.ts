import { Result } from "effect";
import type { NfeAccessKey } from "../access-key.ts";
import type { NfeDocument } from "./nfe-document.ts";
import type { NfeBuildError } from "./nfe-errors.ts";
import { nfeFromInvoice } from "./nfe-from-invoice.ts";
import type { NfeBuildInput } from "./nfe-options.ts";
import { nfeXml } from "./nfe-xml.ts";

/** An unsigned NF-e: its XML, its access key and the document it was written from. */
export interface BuiltNfe {
  readonly xml: string;
  readonly accessKey: NfeAccessKey;
  readonly document: NfeDocument;
}

/** The unsigned NF-e 4.00 model 55 of an invoice, or why it cannot be built. Sign it next. */
export const buildNfe = (input: NfeBuildInput): Result.Result<BuiltNfe, NfeBuildError> =>
  Result.map(nfeFromInvoice(input), (document) => ({
    xml: nfeXml(document),
    accessKey: document.accessKey,
    document,
  }));
