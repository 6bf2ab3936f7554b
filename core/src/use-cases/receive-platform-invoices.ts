import { Effect } from "effect";
import type { PaDeliveredInvoice } from "../ports/approved-platform.ts";
import type { UserId } from "../users/user-id.ts";
import { receiveInvoice } from "./receive-invoice.ts";

/**
 * Takes in the supplier invoices a user's PA delivered (docs/FRANCE-PA.md#receiving), each kept
 * byte for byte with the flow that brought it. One already kept (the same flow, or the same
 * supplier, number and year) is passed over quietly, so a delivery that both a callback and
 * polling bring lands once. A file our rules refuse is logged and passed over: the PA checked it
 * on its way in, and a buyer cannot send it back. Answers how many were new.
 */
export const receivePlatformInvoices = (
  userId: UserId,
  invoices: ReadonlyArray<PaDeliveredInvoice>,
) =>
  Effect.gen(function* () {
    let received = 0;
    for (const delivered of invoices) {
      received += yield* receiveInvoice({
        userId,
        bytes: delivered.file,
        fileName: delivered.fileName,
        source: "pa",
        flowId: delivered.flowId,
      }).pipe(
        Effect.as(1),
        Effect.catchTags({
          ReceivedInvoiceDuplicate: () => Effect.succeed(0),
          ReceivedInvoiceFileMissing: () => Effect.succeed(0),
          ReceivedInvoiceFormatUnsupported: (error) =>
            Effect.as(
              Effect.logWarning(
                "a PA delivered a file that is no invoice",
                delivered.flowId,
                error,
              ),
              0,
            ),
          ReceivedInvoiceInvalid: (error) =>
            Effect.as(
              Effect.logWarning(
                "a PA delivered an invoice our rules refuse",
                delivered.flowId,
                error.failedRules,
              ),
              0,
            ),
        }),
      );
    }
    return received;
  });
