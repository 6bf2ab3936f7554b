import { type EmailSendResponse, emailSentMessage, type InvoiceEmailed } from "@invoicing/core";

/** Answer of an invoice e-mailed: success, and in the seller's language where the message went. */
export const emailSendResponse = (sent: InvoiceEmailed): EmailSendResponse => ({
  success: true,
  message: emailSentMessage(sent.language, sent.outbox),
  outbox: sent.outbox,
});
