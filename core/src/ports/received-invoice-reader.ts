import { Context, type Effect } from "effect";
import type { ReceivedContent, ReceivedValidation } from "../purchases/received-invoice.ts";
import type {
  ReceivedInvoiceFormatUnsupported,
  ReceivedInvoiceInvalid,
} from "../purchases/received-invoice-errors.ts";

/** A supplier invoice file read and validated: what it says and what the rules said of it. */
export interface ReadReceivedInvoice {
  readonly content: ReceivedContent;
  readonly validation: ReceivedValidation;
  /** The content type the file is kept and served with. */
  readonly contentType: string;
}

/**
 * Reads a supplier invoice file (docs/FRANCE-PA.md#receiving): a Factur-X PDF, CII XML or UBL 2.1
 * XML, recognised by content; validates it with the official rules. A file of another kind is
 * ReceivedInvoiceFormatUnsupported; one that cannot be read, or that a refusing rule fails, is
 * ReceivedInvoiceInvalid with every rule it broke.
 */
export class ReceivedInvoiceReader extends Context.Service<
  ReceivedInvoiceReader,
  {
    readonly read: (
      bytes: Uint8Array,
    ) => Effect.Effect<
      ReadReceivedInvoice,
      ReceivedInvoiceFormatUnsupported | ReceivedInvoiceInvalid
    >;
  }
>()("@invoicing/core/ReceivedInvoiceReader") {}
