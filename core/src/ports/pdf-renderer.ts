import { Context, type Effect } from "effect";
import type { NfeAccessKey } from "../brazil/access-key.ts";
import type { InvoiceDocument } from "../documents/invoice-document.ts";

/**
 * Renders invoice documents to PDF bytes, with embedded fonts covering every script the
 * interface accepts (docs/PRODUCT-RULES.md#languages). The use case builds the document
 * (`buildInvoiceDocument`); the same document feeds the e-mail. A rendering failure is a defect.
 */
export class PdfRenderer extends Context.Service<
  PdfRenderer,
  {
    readonly renderInvoice: (document: InvoiceDocument) => Effect.Effect<Uint8Array>;
  }
>()("@invoicing/core/PdfRenderer") {}

/** Everything a DANFE shows: the authorised NF-e and its key, printed as a CODE-128C barcode. */
export interface DanfeInput {
  readonly nfeXml: string;
  readonly accessKey: NfeAccessKey;
  /** The authorisation protocol, absent for a DANFE printed before authorisation. */
  readonly protocol: string | null;
  /** SEFAZ registered the NF-e's cancellation: every page is stamped cancelled. */
  readonly cancelled?: boolean;
}

/** Renders the DANFE of an NF-e to PDF bytes. A rendering failure is a defect. */
export class DanfeRenderer extends Context.Service<
  DanfeRenderer,
  {
    readonly renderDanfe: (input: DanfeInput) => Effect.Effect<Uint8Array>;
  }
>()("@invoicing/core/DanfeRenderer") {}
