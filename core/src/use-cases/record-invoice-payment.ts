import { Effect, Result } from "effect";
import { todayIn } from "../calendar/today-in.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import type { InvoicePayment } from "../invoice-payments/invoice-payment.ts";
import type {
  InvoiceNotPayable,
  PaymentExceedsBalance,
} from "../invoice-payments/invoice-payment-errors.ts";
import type { RecordInvoicePaymentRequest } from "../invoice-payments/invoice-payment-request.ts";
import {
  decidePaymentRecording,
  type InvoicePaymentWrite,
} from "../invoice-payments/payment-recording.ts";
import type { GuardRefusal } from "../invoices/issued-invoice-guard.ts";
import { reportCashedJob } from "../jobs/queued-job.ts";
import { toMinorUnits } from "../money/minor-units.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoicePaymentRepository } from "../ports/invoice-payment-repository.ts";
import { JobQueue } from "../ports/job-queue.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/**
 * Records a payment received on one of the user's invoices (docs/PRODUCT-RULES.md#invoice-payments):
 * the single entry point for every payment, typed in by the seller or taken by card (then naming
 * `cardPaymentId`, so the same card payment is recorded once however often it is reported). The
 * amount is in major units of the invoice's currency; the day is not after today in the user's
 * zone. Refused on a draft or a cancelled invoice (InvoiceNotPayable) and beyond the balance due
 * (PaymentExceedsBalance); the payment that leaves nothing due marks the invoice paid. A payment
 * recorded is reported to the seller's PA as 212 Encaissée (`reportCashedPayment`, queued).
 * Answers the invoice with its credits and payments afterwards, and the payment recorded.
 */
export const recordInvoicePayment = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly request: RecordInvoicePaymentRequest;
  readonly cardPaymentId?: string;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const ids = yield* IdGenerator;
    const id = yield* ids.next;
    const historyId = yield* ids.next;
    const now = yield* (yield* Clock).now;
    const today = todayIn(user.timeZone, new Date(now));
    const { request } = input;
    if (request.date > today) {
      return yield* new ValidationFailed({
        fields: { date: "invoicepayments.validation.datefuture" },
      });
    }
    const state = yield* (yield* InvoicePaymentRepository).change(
      input.userId,
      input.invoiceId,
      (
        context,
      ): Result.Result<
        InvoicePaymentWrite | null,
        ValidationFailed | InvoiceNotPayable | PaymentExceedsBalance | GuardRefusal
      > => {
        const amount = toMinorUnits(request.amount, context.invoice.currency);
        if (Result.isFailure(amount)) {
          return Result.fail(new ValidationFailed({ fields: { amount: amount.failure } }));
        }
        const payment: InvoicePayment = {
          id,
          invoiceId: context.invoice.id,
          amount: amount.success,
          currency: context.invoice.currency,
          date: request.date,
          method: request.method,
          reference: (request.reference ?? "").trim(),
          cardPaymentId: input.cardPaymentId ?? null,
          createdAt: now,
          deletedAt: null,
        };
        return decidePaymentRecording({ context, payment, historyId, now });
      },
    );
    const recorded =
      state.payments.find((payment) => payment.id === id) ??
      state.payments.find(
        (payment) =>
          input.cardPaymentId !== undefined && payment.cardPaymentId === input.cardPaymentId,
      );
    if (recorded !== undefined && recorded.id === id) {
      yield* (yield* JobQueue).enqueue(
        reportCashedJob({
          userId: input.userId,
          invoiceId: input.invoiceId,
          amount: recorded.amount,
          paymentId: recorded.id,
        }),
      );
    }
    return { ...state, payment: recorded ?? null };
  });
