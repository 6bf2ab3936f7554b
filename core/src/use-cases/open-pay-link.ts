import { Effect, Option } from "effect";
import { amountPaid, payableTotal } from "../invoice-payments/balance-due.ts";
import { invoiceBalanceJson } from "../invoice-payments/invoice-balance-json.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import { PayLinkUnavailable } from "../pay-links/pay-link-errors.ts";
import type { PayLinkCard, PublicInvoice } from "../pay-links/public-invoice.ts";
import { ConnectedAccountRepository } from "../ports/connected-account-repository.ts";
import { InvoicePaymentRepository } from "../ports/invoice-payment-repository.ts";
import { PaymentProviders } from "../ports/payment-provider.ts";
import { StripeConnect } from "../ports/stripe-connect.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";
import { getInvoicePdf } from "./get-invoice-pdf.ts";
import { livePayLink } from "./pay-link-steps.ts";

/**
 * How a seller's pay links take cards: the sandbox when the operator has no Stripe Connect, else
 * Stripe Elements on the seller's connected account, or none while the seller has not connected.
 */
const cardOf = (userId: UserId) =>
  Effect.gen(function* () {
    const { platform } = yield* StripeConnect;
    const { publishableKey } = yield* PaymentProviders;
    if (platform === null || publishableKey === null) {
      return { provider: "sandbox" } satisfies PayLinkCard;
    }
    const connected = yield* (yield* ConnectedAccountRepository).find(userId);
    return Option.match(connected, {
      onNone: (): PayLinkCard => ({ provider: "none" }),
      onSome: (account): PayLinkCard => ({
        provider: "stripe",
        publishableKey,
        account: account.accountId,
      }),
    });
  });

/**
 * What a pay link shows, to anyone holding it (docs/PRODUCT-RULES.md#pay-links): the seller, the
 * invoice's summary and its balance. An unknown or revoked link, or one whose invoice was
 * cancelled, is PayLinkUnavailable, the same answer for each.
 */
export const openPayLink = (input: { readonly token: string }) =>
  Effect.gen(function* () {
    const link = yield* livePayLink(input.token);
    const { invoice, client, credited, payments } = yield* (yield* InvoicePaymentRepository)
      .ofInvoice(link.userId, link.invoiceId)
      .pipe(Effect.catchTag("InvoiceNotFound", () => Effect.fail(new PayLinkUnavailable())));
    if (invoice.invoiceNumber === null || invoice.status === "cancelled") {
      return yield* new PayLinkUnavailable();
    }
    const seller = yield* findUser(link.userId);
    return {
      seller: seller.companyName ?? seller.name,
      clientName: client.company ?? client.name,
      invoiceNumber: invoice.invoiceNumber,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      currency: invoice.currency,
      total: fromMinorUnits(invoice.total, invoice.currency),
      creditedTotal: fromMinorUnits(credited, invoice.currency),
      ...invoiceBalanceJson(payableTotal(invoice), invoice.currency, {
        credited,
        paid: amountPaid(payments),
      }),
      card: yield* cardOf(link.userId),
    } satisfies PublicInvoice;
  });

/** The archived PDF of a live pay link's invoice, as the seller would download it. */
export const payLinkPdf = (input: { readonly token: string }) =>
  Effect.flatMap(livePayLink(input.token), (link) =>
    getInvoicePdf({ userId: link.userId, id: link.invoiceId }),
  );
