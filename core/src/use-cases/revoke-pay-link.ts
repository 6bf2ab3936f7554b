import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { PayLinkRepository } from "../ports/pay-link-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** Revokes the pay link of one of the user's invoices: its address opens nothing any more. */
export const revokePayLink = (input: { readonly userId: UserId; readonly invoiceId: string }) =>
  Effect.gen(function* () {
    yield* (yield* InvoiceRepository).get(input.userId, input.invoiceId);
    const now = yield* (yield* Clock).now;
    yield* (yield* PayLinkRepository).revoke(
      { userId: input.userId, invoiceId: input.invoiceId },
      now,
    );
  });
