import { Effect } from "effect";
import { InvoiceNotPayable } from "../invoice-payments/invoice-payment-errors.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { PayLinkRepository } from "../ports/pay-link-repository.ts";
import { PayLinkVault } from "../ports/pay-link-vault.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Makes a pay link for one of the user's issued invoices that is not cancelled
 * (docs/PRODUCT-RULES.md#pay-links; InvoiceNotPayable otherwise): a token of 256 random bits,
 * kept as its hash and sealed for the invoice e-mails (never in clear), replacing the invoice's
 * earlier link. Answers the token, which the seller sees once, inside the link's address.
 */
export const createPayLink = (input: { readonly userId: UserId; readonly invoiceId: string }) =>
  Effect.gen(function* () {
    const { invoice } = yield* (yield* InvoiceRepository).get(input.userId, input.invoiceId);
    if (invoice.invoiceNumber === null || invoice.status === "cancelled") {
      return yield* new InvoiceNotPayable({ invoiceId: invoice.id, status: invoice.status });
    }
    const { token, tokenHash } = yield* (yield* TokenGenerator).generate;
    const id = yield* (yield* IdGenerator).next;
    const createdAt = yield* (yield* Clock).now;
    const sealedToken = (yield* PayLinkVault).seal(input.userId, token);
    yield* (yield* PayLinkRepository).create(
      { userId: input.userId, invoiceId: invoice.id },
      { id, tokenHash, sealedToken, createdAt },
    );
    return { token };
  });
