import type { NoticeKind } from "../jobs/notice-step.ts";
import { documentMail, type InvoiceMailInput } from "./invoice-mail.ts";
import { invoiceNoticeWordings } from "./invoice-notice-wordings.ts";
import type { MailMessage } from "./mail-message.ts";

/**
 * A payment reminder or overdue notice to the invoice's client, in the seller's language, with the
 * invoice PDF attached and replies going to the seller. An overdue notice carries the seller's
 * late-fee line, when they wrote one, after its first paragraph; a reminder never does.
 */
export const invoiceNoticeMail = (
  input: InvoiceMailInput,
  kind: NoticeKind,
  lateFeeText = "",
): MailMessage =>
  documentMail(input, {
    ...invoiceNoticeWordings[input.document.language][kind],
    ...(kind === "reminder" ? {} : { note: lateFeeText }),
  });
