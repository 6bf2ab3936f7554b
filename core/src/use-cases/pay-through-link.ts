import { Effect, Option } from "effect";
import { ConnectedAccountRepository } from "../ports/connected-account-repository.ts";
import { StripeConnect } from "../ports/stripe-connect.ts";
import { SellerNotConnected } from "../stripe-connect/stripe-connect-errors.ts";
import { authenticateSandboxPayment } from "./authenticate-sandbox-payment.ts";
import { confirmInvoicePayment } from "./confirm-invoice-payment.ts";
import { createInvoicePaymentIntent } from "./create-invoice-payment-intent.ts";
import { findUser } from "./find-user.ts";
import { livePayLink, payLinkPayment } from "./pay-link-steps.ts";
import { payWithSandboxCard } from "./pay-with-sandbox-card.ts";

// Pay links never take cards on the operator's own Stripe account, which must never receive a
// seller's money (docs/PRODUCT-RULES.md#pay-links): Stripe Connect on the seller's account, or the
// built-in sandbox provider when the operator has no Connect.
const sandboxOnly = { accountSandboxMode: true, headerSandboxMode: undefined };

/**
 * The card payment of a pay link's invoice by whoever holds the link, step by step, each the
 * seller's own step on that invoice (docs/PRODUCT-RULES.md#pay-links): start it for the balance,
 * give the card, answer 3-D Secure, confirm. A confirmed success is recorded on the invoice once,
 * however often it is confirmed.
 */
export const payThroughLink = {
  start: (input: { readonly token: string }) =>
    Effect.gen(function* () {
      const link = yield* livePayLink(input.token);
      const { platform } = yield* StripeConnect;
      if (platform === null) {
        return yield* createInvoicePaymentIntent({ ...link, sandbox: sandboxOnly });
      }
      const connected = yield* (yield* ConnectedAccountRepository).find(link.userId);
      if (Option.isNone(connected)) return yield* new SellerNotConnected();
      return yield* createInvoicePaymentIntent({
        ...link,
        sandbox: sandboxOnly,
        connectedAccount: connected.value.accountId,
      });
    }),
  card: (input: {
    readonly token: string;
    readonly paymentIntentId: string;
    readonly card: { readonly number: string; readonly expiry: string; readonly cvc: string };
  }) =>
    Effect.gen(function* () {
      const { link } = yield* payLinkPayment(input.token, input.paymentIntentId);
      const user = yield* findUser(link.userId);
      return yield* payWithSandboxCard({ ...input, user });
    }),
  authenticate: (input: {
    readonly token: string;
    readonly paymentIntentId: string;
    readonly approve: boolean;
  }) =>
    Effect.gen(function* () {
      const { link } = yield* payLinkPayment(input.token, input.paymentIntentId);
      return yield* authenticateSandboxPayment({ ...input, userId: link.userId });
    }),
  confirm: (input: { readonly token: string; readonly paymentIntentId: string }) =>
    Effect.gen(function* () {
      const { link } = yield* payLinkPayment(input.token, input.paymentIntentId);
      const { payment, invoice } = yield* confirmInvoicePayment({
        userId: link.userId,
        invoiceId: link.invoiceId,
        paymentIntentId: input.paymentIntentId,
      });
      return {
        status: payment.status,
        failureReason: payment.failureReason,
        invoiceStatus: invoice.invoice.status,
      };
    }),
};
