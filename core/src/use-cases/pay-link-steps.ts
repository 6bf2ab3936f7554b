import { Effect, Option } from "effect";
import { PaymentNotFound } from "../billing/billing-errors.ts";
import { PayLinkUnavailable } from "../pay-links/pay-link-errors.ts";
import { PayLinkRepository } from "../ports/pay-link-repository.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import { ownPayment } from "./payment-steps.ts";

/** The invoice a live pay link opens; PayLinkUnavailable for an unknown or revoked token. */
export const livePayLink = (token: string) =>
  Effect.gen(function* () {
    const tokenHash = (yield* TokenGenerator).hash(token);
    const target = yield* (yield* PayLinkRepository).findLive(tokenHash);
    if (Option.isNone(target)) return yield* new PayLinkUnavailable();
    return target.value;
  });

/**
 * A card payment started through a pay link: its seller's payment of the link's invoice. A payment
 * of any other invoice, even the same seller's, is not found.
 */
export const payLinkPayment = (token: string, paymentIntentId: string) =>
  Effect.gen(function* () {
    const link = yield* livePayLink(token);
    const payment = yield* ownPayment(link.userId, paymentIntentId);
    if (payment.invoiceId !== link.invoiceId) {
      return yield* new PaymentNotFound({ id: paymentIntentId });
    }
    return { link, payment };
  });
