import { Effect } from "effect";
import type { Payment } from "../billing/payment.ts";
import { paymentReceiptMails, type ReceiptRecipient } from "../email/payment-receipt-mail.ts";
import { amountPaid, balanceDue, payableTotal } from "../invoice-payments/balance-due.ts";
import { Clock } from "../ports/clock.ts";
import { InvoicePaymentRepository } from "../ports/invoice-payment-repository.ts";
import { Mailer } from "../ports/mailer.ts";
import { PaymentReceiptRepository } from "../ports/payment-receipt-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

const recipients: ReadonlyArray<ReceiptRecipient> = ["client", "seller"];

/**
 * E-mails the receipts of a card payment recorded on an invoice (docs/PRODUCT-RULES.md#pay-links)
 * to the client and to the seller, each once: a receipt is recorded in the transaction that sends
 * it, so the same payment reported again (a second confirmation, a webhook delivered twice, in any
 * process) sends nothing more. Nothing is sent for a card payment the invoice did not record. A
 * transport failure is logged and leaves that receipt unrecorded, so the next report of the
 * payment sends it; it never fails the payment step that triggered it.
 */
export const sendPaymentReceipts = (userId: UserId, payment: Payment) =>
  Effect.gen(function* () {
    if (payment.status !== "succeeded" || payment.invoiceId === null) return;
    const state = yield* (yield* InvoicePaymentRepository).ofInvoice(userId, payment.invoiceId);
    const recorded = state.payments.find(
      (entry) => entry.cardPaymentId === payment.id && entry.deletedAt === null,
    );
    if (recorded === undefined || state.invoice.invoiceNumber === null) return;
    const seller = yield* findUser(userId);
    const mails = paymentReceiptMails({
      sellerId: userId,
      sellerName: seller.companyName ?? seller.name,
      sellerEmail: seller.email,
      language: seller.language,
      clientName: state.client.company ?? state.client.name,
      clientEmail: state.client.email,
      invoiceNumber: state.invoice.invoiceNumber,
      currency: state.invoice.currency,
      amount: recorded.amount,
      balanceDue: balanceDue(payableTotal(state.invoice), {
        credited: state.credited,
        paid: amountPaid(state.payments),
      }),
      date: recorded.date,
    });
    const receipts = yield* PaymentReceiptRepository;
    const mailer = yield* Mailer;
    const now = yield* (yield* Clock).now;
    for (const recipient of recipients) {
      const message = mails[recipient];
      if (message === undefined) continue;
      yield* receipts
        .sendOnce({ paymentId: payment.id, recipient, at: now }, mailer.send(message))
        .pipe(
          Effect.catch((failure) =>
            Effect.logWarning("payment receipt not sent; the next report of the payment retries", {
              paymentId: payment.id,
              recipient,
              failure: failure._tag,
            }),
          ),
        );
    }
  }).pipe(Effect.catchTag("InvoiceNotFound", () => Effect.void));
