import { Effect, Result } from "effect";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { invoicePdfFileName } from "../documents/invoice-pdf-file-name.ts";
import type { EmailMethod } from "../email/email-send-request.ts";
import { InvoiceChangedWhileSending } from "../email/invoice-changed-while-sending.ts";
import { invoiceMail } from "../email/invoice-mail.ts";
import { FacturXPdf } from "../france/factur-x/factur-x-pdf.ts";
import { type InvoiceFiles, invoiceFiles } from "../france/factur-x/invoice-pdf.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { needsNumber } from "../invoices/invoice-number.ts";
import { type GuardRefusal, guardInvoiceChange } from "../invoices/issued-invoice-guard.ts";
import { stampStatusChange } from "../invoices/status-stamps.ts";
import { statusAfterEmailSend } from "../invoices/status-transitions.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { type DeliveryChange, InvoiceRepository } from "../ports/invoice-repository.ts";
import { type MailAccepted, Mailer } from "../ports/mailer.ts";
import { PdfRenderer } from "../ports/pdf-renderer.ts";
import type { Language } from "../users/language.ts";
import type { UserId } from "../users/user-id.ts";
import {
  archivedBytes,
  archivedInvoice,
  archiveSentInvoice,
  leftToTheArchiveJob,
} from "./archive-invoice.ts";
import { SELLER_FACTUR_X_OPTIONS } from "./factur-x-options.ts";
import { invoiceDocumentSources } from "./invoice-document-sources.ts";
import { invoiceIssued, watchNumbering } from "./invoice-issued.ts";
import { nfeMailAttachments } from "./nfe-mail-attachments.ts";
import { payLinkForEmail } from "./pay-link-for-email.ts";

/**
 * What the transport answered, to whom the message went, and the files rendered for it (null
 * when the archived PDF went).
 */
interface Sent {
  readonly accepted: MailAccepted;
  readonly recipient: string;
  readonly rendered: InvoiceFiles | null;
}

/** A sent invoice: to whom, whether the outbox took it, and the seller's language to say so. */
export interface InvoiceEmailed {
  readonly recipient: string;
  readonly outbox: boolean;
  readonly language: Language;
}

// A resend leaves the invoice as it is; a draft moves to sent, stamped, and takes its number.
const afterSend = (current: Invoice, status: Invoice["status"], now: string): Invoice =>
  status === current.status
    ? current
    : {
        ...current,
        ...stampStatusChange(current, current.status, status, now),
        status,
        updatedAt: now,
      };

/**
 * Sends an invoice to its client by `method` (docs/PRODUCT-RULES.md#email): the e-mail in the
 * user's language with the invoice PDF attached, replies to the user. A draft becomes sent, and
 * takes its number, only once the transport accepted the message: the number is taken under the
 * lock of the transaction that stays open while the message is sent, so the attached PDF shows the
 * number the invoice keeps, and a refusal (MailFailed) or a transport not configured
 * (MailTransportNotConfigured) rolls back and changes nothing. An issued invoice is sent with its
 * archived PDF; the files of a draft this send numbers are archived as they were sent (decisions
 * §9), then what follows an issue runs (`invoiceIssued`). The send is recorded in the invoice's
 * history with the method, recipient and message id. A cancelled invoice is not sent. Once its
 * NF-e is authorised, the authorised XML and the DANFE go with the PDF. The invoice's live pay
 * link goes in the text, unless the seller switched that off (`payLinkForEmail`).
 */
export const sendInvoiceEmail = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly method: EmailMethod;
  /** The caller's explicit sandbox choice, for the e-invoice auto-send of an invoice it issues. */
  readonly sandboxHeader?: boolean | undefined;
  /** False: no e-invoice auto-send for the invoice this send issues (a recurring invoice's choice). */
  readonly eInvoice?: boolean | undefined;
}) =>
  Effect.gen(function* () {
    const invoices = yield* InvoiceRepository;
    const { invoice } = yield* invoices.get(input.userId, input.id);
    // Read before the transaction: on PGlite nothing else may query while it is open.
    const sources = yield* invoiceDocumentSources({
      userId: input.userId,
      invoice,
    });
    const archivedPdf = yield* archivedBytes(yield* archivedInvoice(input.userId, invoice), "pdf");
    const nfeFiles = yield* nfeMailAttachments(input.userId, input.id);
    const payLink = yield* payLinkForEmail(input.userId, invoice);
    const renderer = yield* PdfRenderer;
    const facturX = yield* FacturXPdf;
    const mailer = yield* Mailer;
    const historyId = yield* (yield* IdGenerator).next;
    const now = yield* (yield* Clock).now;

    const numbering = watchNumbering(
      (current): Result.Result<DeliveryChange<Sent>, InvoiceChangedWhileSending | GuardRefusal> => {
        if (current.clientId !== sources.client.id) {
          return Result.fail(new InvoiceChangedWhileSending({ id: current.id }));
        }
        const guarded = Result.flatMap(statusAfterEmailSend(current.status), (status) =>
          guardInvoiceChange("email", current, afterSend(current, status, now)),
        );
        return Result.map(guarded, ({ status, ...invoice }) => ({
          invoice: { ...invoice, status },
          issueNumber: needsNumber(current.invoiceNumber, status),
          record: ({ accepted, recipient }) => ({
            id: historyId,
            invoiceId: current.id,
            at: now,
            event: "emailed",
            from: current.status,
            to: status,
            email: {
              method: input.method,
              recipient,
              messageId: accepted.messageId,
              outbox: accepted.outbox,
            },
          }),
        }));
      },
    );
    const { stored, delivered } = yield* invoices.updateWithDelivery(input.userId, input.id, {
      decide: numbering.decide,
      deliver: (changed) =>
        Effect.gen(function* () {
          const document = buildInvoiceDocument({ invoice: changed.invoice, ...sources });
          const { pdf, rendered } =
            archivedPdf === null
              ? yield* invoiceFiles(document, SELLER_FACTUR_X_OPTIONS).pipe(
                  Effect.provideService(PdfRenderer, renderer),
                  Effect.provideService(FacturXPdf, facturX),
                  Effect.map((files) => ({ pdf: files.pdf, rendered: files })),
                )
              : { pdf: archivedPdf, rendered: null };
          const message = invoiceMail({
            document,
            pdf,
            pdfFileName: invoicePdfFileName(changed.invoice),
            more: nfeFiles,
            payLink,
          });
          const accepted = yield* mailer.send(message, input.method);
          return { accepted, recipient: message.to, rendered } satisfies Sent;
        }),
    });
    if (delivered.rendered !== null && stored.invoice.invoiceNumber !== null) {
      yield* leftToTheArchiveJob(archiveSentInvoice(input.userId, input.id, delivered.rendered));
    }
    if (numbering.numbered()) yield* invoiceIssued({ ...input, invoice: stored.invoice });
    return {
      recipient: delivered.recipient,
      outbox: delivered.accepted.outbox,
      language: sources.seller.language,
    } satisfies InvoiceEmailed;
  });
