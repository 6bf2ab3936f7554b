import { Effect, Result } from "effect";
import { todayIn } from "../calendar/today-in.ts";
import { documentLocale } from "../documents/document-locale.ts";
import { invoiceLabels } from "../documents/invoice-label-catalogue.ts";
import type { ValidationFailed } from "../errors/validation-failed.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { InvoiceTotalsMismatch } from "../invoices/invoice-totals-mismatch.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import {
  type QuoteInvoicing,
  QuoteRepository,
  type QuoteWithClient,
} from "../ports/quote-repository.ts";
import {
  DepositExceedsQuote,
  QuoteAlreadyInvoiced,
  QuoteNotAccepted,
} from "../quotes/quote-errors.ts";
import {
  depositFits,
  depositInvoiceRequest,
  depositsInvoiced,
  finalInvoiceRequest,
  percentHundredths,
} from "../quotes/quote-invoicing.ts";
import type { QuoteInvoiceRequest } from "../quotes/quote-request.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";
import { priceInvoice } from "./priced-invoice.ts";

/**
 * Makes a draft invoice of one of the user's accepted quotes (docs/QUOTES.md#invoicing;
 * QuoteNotAccepted otherwise), dated today in the user's zone. With `depositPercent`, a deposit
 * invoice of that share, as long as the deposits that count stay under the whole quote
 * (DepositExceedsQuote); without it, the final invoice of the whole quote, deducting the deposits
 * invoiced before as its prepaid amount (BT-113). After the final invoice nothing more is made of
 * the quote (QuoteAlreadyInvoiced) unless it was cancelled. Answers the invoice, with its client.
 */
export const invoiceQuote = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly request: QuoteInvoiceRequest;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const labels = invoiceLabels(user.language);
    const locale = documentLocale(user.language);
    const ids = yield* IdGenerator;
    const invoiceId = yield* ids.next;
    const historyId = yield* ids.next;
    const quotes = yield* QuoteRepository;
    // An accepted quote's lines no longer change: the invoice has at most as many.
    const { quote: asRead } = yield* quotes.get(input.userId, input.id);
    const itemIds = yield* Effect.replicateEffect(ids.next, asRead.items.length);
    const now = yield* (yield* Clock).now;
    const today = todayIn(user.timeZone, new Date(now));
    const deposit = input.request.depositPercent;
    return yield* quotes.invoice(
      input.userId,
      input.id,
      ({
        quote,
        invoices,
      }: QuoteWithClient): Result.Result<
        QuoteInvoicing,
        | QuoteNotAccepted
        | QuoteAlreadyInvoiced
        | DepositExceedsQuote
        | ValidationFailed
        | InvoiceTotalsMismatch
      > => {
        if (quote.status !== "accepted") return Result.fail(new QuoteNotAccepted({ id: quote.id }));
        const final = invoices.find((record) => record.kind === "final" && !record.cancelled);
        if (final !== undefined) {
          return Result.fail(
            new QuoteAlreadyInvoiced({ id: quote.id, invoiceId: final.invoiceId }),
          );
        }
        if (deposit !== undefined && !depositFits(invoices, percentHundredths(deposit))) {
          return Result.fail(new DepositExceedsQuote({ id: quote.id }));
        }
        const request =
          deposit === undefined
            ? finalInvoiceRequest(quote, today)
            : depositInvoiceRequest(quote, deposit, today, labels, locale);
        return Result.map(priceInvoice(request, quote.currency, itemIds, []), (fields) => {
          const prepaidAmount = deposit === undefined ? depositsInvoiced(invoices) : 0;
          const invoice: Invoice = {
            ...fields,
            id: invoiceId,
            userId: input.userId,
            invoiceNumber: null,
            prepaidAmount,
            sentAt: null,
            paidAt: null,
            cancelledAt: null,
            createdAt: now,
            updatedAt: now,
          };
          return {
            invoice: {
              invoice,
              issueNumber: false,
              history: {
                id: historyId,
                invoiceId,
                at: now,
                event: "created",
                from: null,
                to: "draft",
              },
            },
            record: {
              invoiceId,
              kind: deposit === undefined ? ("final" as const) : ("deposit" as const),
              depositHundredths: deposit === undefined ? null : percentHundredths(deposit),
            },
          };
        });
      },
    );
  });
