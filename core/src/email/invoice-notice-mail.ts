import type { NoticeStep } from "../jobs/notice-step.ts";
import { documentMail, type InvoiceMailInput } from "./invoice-mail.ts";
import { invoiceNoticeWordings } from "./invoice-notice-wordings.ts";
import type { MailMessage } from "./mail-message.ts";

/**
 * A payment reminder or overdue notice to the invoice's client, in the seller's language, with the
 * invoice PDF attached and replies going to the seller.
 */
export const invoiceNoticeMail = (input: InvoiceMailInput, step: NoticeStep): MailMessage =>
  documentMail(input, invoiceNoticeWordings[input.document.language][step]);
