import { Effect, Option } from "effect";
import { todayIn } from "../calendar/today-in.ts";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { invoiceNoticeMail } from "../email/invoice-notice-mail.ts";
import type { InvoiceHistoryEntry } from "../invoices/invoice-history-entry.ts";
import { awaitsPayment, noticeAllowed, noticeStepOn } from "../jobs/notice-step.ts";
import type { InvoiceNoticeJob } from "../jobs/queued-job.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceNoticeRepository } from "../ports/invoice-notice-repository.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { Mailer, MailFailed } from "../ports/mailer.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import { invoicePdfOf } from "./get-invoice-pdf.ts";
import { invoiceDocumentSources } from "./invoice-document-sources.ts";
import { payLinkForEmail } from "./pay-link-for-email.ts";

/** How a notice job ended when it did not fail. */
export type NoticeOutcome = "sent" | "alreadySent" | "notDue";

/**
 * Sends one notice (payment reminder or overdue notice) of one invoice to its client, once: the
 * step is recorded in the transaction that sends it, so a second job, in any process, finds it
 * done. It first checks again that the notice is still due (the invoice still unpaid, the step
 * still today's in the seller's time zone, the preferences still allowing it), since the invoice
 * may have been paid since the sweep. A refused e-mail fails the job, which the queue retries;
 * on the `lastAttempt` the step is given up instead, with a history line that says why.
 */
export const sendInvoiceNotice = (
  input: InvoiceNoticeJob & { readonly attempt: number; readonly lastAttempt: boolean },
) =>
  Effect.gen(function* () {
    const { userId, invoiceId, step } = input;
    const found = yield* (yield* InvoiceRepository).get(userId, invoiceId).pipe(Effect.option);
    if (Option.isNone(found)) return "notDue" satisfies NoticeOutcome;
    const { invoice } = found.value;
    const sources = yield* invoiceDocumentSources({ userId, invoice });
    const preferences = yield* SettingsRepository.use((settings) =>
      settings.getNotifications(userId),
    );
    const now = yield* (yield* Clock).now;
    const today = todayIn(sources.seller.timeZone, new Date(now));
    const due =
      awaitsPayment(invoice.status) &&
      noticeStepOn(invoice.dueDate, today) === step &&
      noticeAllowed(step, preferences) &&
      sources.client.email !== null &&
      sources.client.email !== "";
    if (!due) return "notDue" satisfies NoticeOutcome;

    const document = buildInvoiceDocument({ invoice, ...sources });
    // The invoice as issued: the archived PDF, as the download gives it.
    const pdf = yield* invoicePdfOf(userId, invoice, Effect.succeed(sources));
    const message = invoiceNoticeMail(
      {
        document,
        pdf: pdf.bytes,
        pdfFileName: pdf.fileName,
        payLink: yield* payLinkForEmail(userId, invoice),
      },
      step,
    );
    const historyId = yield* (yield* IdGenerator).next;
    const line = (notice: InvoiceHistoryEntry["notice"]): InvoiceHistoryEntry => ({
      id: historyId,
      invoiceId,
      at: now,
      event: notice?.messageId === null ? "noticeFailed" : "noticeSent",
      from: invoice.status,
      to: invoice.status,
      ...(notice === undefined ? {} : { notice }),
    });
    const notices = yield* InvoiceNoticeRepository;
    const record = { invoiceId, step, at: now };
    const sent = yield* notices
      .sendOnce(record, (yield* Mailer).send(message), (accepted) =>
        line({
          step,
          recipient: message.to,
          messageId: accepted.messageId,
          outbox: accepted.outbox,
          attempts: input.attempt,
          failure: null,
        }),
      )
      .pipe(
        Effect.tapError((failure) =>
          input.lastAttempt
            ? notices.giveUp(
                record,
                line({
                  step,
                  recipient: message.to,
                  messageId: null,
                  outbox: false,
                  attempts: input.attempt,
                  failure: failure instanceof MailFailed ? failure.reason : failure.key,
                }),
              )
            : Effect.void,
        ),
      );
    return (sent === null ? "alreadySent" : "sent") satisfies NoticeOutcome;
  });
