import { Effect } from "effect";
import { FileStorage } from "../ports/file-storage.ts";
import { ReceivedInvoiceNotFound } from "../purchases/received-invoice-errors.ts";
import type { UserId } from "../users/user-id.ts";
import { findReceivedInvoice } from "./get-received-invoice.ts";

/** The file of one of the user's received invoices, byte for byte as it came, with its name. */
export const getReceivedInvoiceOriginal = (input: {
  readonly userId: UserId;
  readonly id: string;
}) =>
  Effect.gen(function* () {
    const invoice = yield* findReceivedInvoice(input.userId, input.id);
    const file = yield* (yield* FileStorage)
      .get(invoice.fileKey)
      .pipe(Effect.mapError(() => new ReceivedInvoiceNotFound({ id: input.id })));
    return { bytes: file.bytes, contentType: invoice.contentType, fileName: invoice.fileName };
  });
