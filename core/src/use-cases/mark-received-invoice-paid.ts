import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { ReceivedInvoiceRepository } from "../ports/received-invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { getReceivedInvoice } from "./get-received-invoice.ts";

/**
 * Marks one of the user's received invoices paid now (docs/FRANCE-PA.md#receiving), which takes it
 * off the dashboard's "to pay"; a second time keeps the first date. ReceivedInvoiceNotFound for
 * any other id.
 */
export const markReceivedInvoicePaid = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const current = yield* getReceivedInvoice(input);
    if (current.data.paidAt === null) {
      const at = yield* (yield* Clock).now;
      yield* ReceivedInvoiceRepository.use((stored) => stored.markPaid(input.userId, input.id, at));
    }
    return yield* getReceivedInvoice(input);
  });
