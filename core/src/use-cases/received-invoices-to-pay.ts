import { Effect, Schema } from "effect";
import { ReceivedInvoiceRepository } from "../ports/received-invoice-repository.ts";
import { fromIsoMinorUnits } from "../purchases/decimal-amount.ts";
import { IsoCurrency } from "../purchases/received-invoice.ts";
import type { UserId } from "../users/user-id.ts";

/** What the user owes suppliers in one currency (major units) and on how many invoices. */
export const ToPayAmount = Schema.Struct({
  currency: IsoCurrency,
  amount: Schema.Finite,
  count: Schema.Int,
});

/** The dashboard's "to pay" figures, one per currency, never added together. */
export const ToPayResponse = Schema.Struct({ data: Schema.Array(ToPayAmount) });
export type ToPayResponse = typeof ToPayResponse.Type;

/**
 * What the user has to pay suppliers (docs/FRANCE-PA.md#receiving): the amount due of received
 * invoices that are approved or not yet answered, neither refused nor disputed, and not paid,
 * per currency in alphabetical order.
 */
export const receivedInvoicesToPay = (userId: UserId) =>
  Effect.map(
    ReceivedInvoiceRepository.use((stored) => stored.toPay(userId)),
    (rows): ToPayResponse => ({
      data: rows.map((row) => ({
        currency: row.currency,
        amount: fromIsoMinorUnits(row.amount, row.currency),
        count: row.count,
      })),
    }),
  );
