import { fillLabel } from "../documents/fill-label.ts";
import type { InvoiceDocument } from "../documents/invoice-document.ts";
import type { InvoiceStatus } from "../invoices/invoice-status.ts";
import { type InvoiceMailWording, invoiceMailWordings } from "./invoice-mail-wordings.ts";
import type { MailAttachment, MailMessage } from "./mail-message.ts";

/** What an invoice e-mail is made of: the document it presents and its PDF, named for download. */
export interface InvoiceMailInput {
  readonly document: InvoiceDocument;
  readonly pdf: Uint8Array;
  readonly pdfFileName: string;
  /** Attached after the PDF: the authorised NF-e's XML and DANFE, when there is one. */
  readonly more?: ReadonlyArray<MailAttachment>;
  /** The address of the invoice's live pay link, when the e-mail carries it. */
  readonly payLink?: string | undefined;
}

const bodyOf = (wording: InvoiceMailWording, status: InvoiceStatus): string => {
  if (status === "paid") return wording.paid;
  return status === "overdue" ? wording.overdue : wording.due;
};

const escapeHtml = (text: string): string =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

const htmlOf = (language: string, paragraphs: ReadonlyArray<ReadonlyArray<string>>): string => {
  const body = paragraphs
    .map((lines) => `<p style="margin:0 0 16px">${lines.map(escapeHtml).join("<br>")}</p>`)
    .join("\n");
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
${body}
</body>
</html>
`;
};

/**
 * An e-mail about an invoice document to its client: `subject` and `body` (a first paragraph with
 * `{name}` placeholders) between the greeting and the closing of the seller's language, as plain
 * text and simple HTML, the PDF attached, replies going to the seller, filed under the seller's
 * account. The figures are the document's, so the e-mail says what the PDF says.
 */
export const documentMail = (
  { document, pdf, pdfFileName, more = [], payLink }: InvoiceMailInput,
  words: { readonly subject: string; readonly body: string; readonly questions?: string },
): MailMessage => {
  const wording = invoiceMailWordings[document.language];
  const values = {
    client: document.client.name,
    seller: document.seller.party.name,
    number: document.number,
    issueDate: document.issueDate,
    dueDate: document.dueDate,
    total: document.total,
  };
  const fill = (text: string) => fillLabel(text, values);
  const paragraphs: ReadonlyArray<ReadonlyArray<string>> = [
    [fill(wording.greeting)],
    ...(wording.opening === null ? [] : [[wording.opening]]),
    [fill(words.body)],
    ...(payLink === undefined ? [] : [[wording.payOnline, payLink]]),
    [words.questions ?? wording.questions],
    [wording.closing, document.seller.party.name],
  ];
  return {
    owner: document.seller.profile.id,
    to: document.client.email,
    replyTo: document.seller.profile.email,
    subject: fill(words.subject),
    text: `${paragraphs.map((lines) => lines.join("\n")).join("\n\n")}\n`,
    html: htmlOf(document.language, paragraphs),
    attachments: [{ filename: pdfFileName, contentType: "application/pdf", content: pdf }, ...more],
  };
};

/**
 * The e-mail that carries an invoice to its client (docs/PRODUCT-RULES.md#email), its body after
 * its status.
 */
export const invoiceMail = (input: InvoiceMailInput): MailMessage => {
  const wording = invoiceMailWordings[input.document.language];
  return documentMail(input, {
    subject: wording.subject,
    body: bodyOf(wording, input.document.invoice.status),
  });
};
