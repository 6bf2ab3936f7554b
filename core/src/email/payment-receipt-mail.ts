import type { IsoDate } from "../calendar/iso-date.ts";
import { formatDocumentDate } from "../documents/document-formats.ts";
import { documentLocale } from "../documents/document-locale.ts";
import { fillLabel } from "../documents/fill-label.ts";
import type { Currency } from "../money/currency.ts";
import { formatMoney } from "../money/format-money.ts";
import type { Language } from "../users/language.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceMailWordings } from "./invoice-mail-wordings.ts";
import type { MailMessage } from "./mail-message.ts";
import { paymentReceiptWordings } from "./payment-receipt-wordings.ts";

/** What a card payment's receipts say: who paid whom, for which invoice, how much, what is left. */
export interface PaymentReceiptInput {
  readonly sellerId: UserId;
  readonly sellerName: string;
  readonly sellerEmail: string;
  /** The seller's language, which the invoice's documents and e-mails to the client use too. */
  readonly language: Language;
  readonly clientName: string;
  /** Null when the client has no e-mail address: only the seller is told. */
  readonly clientEmail: string | null;
  readonly invoiceNumber: string;
  readonly currency: Currency;
  /** Minor units. */
  readonly amount: number;
  /** Minor units, after this payment. */
  readonly balanceDue: number;
  /** The day it was paid, in the seller's time zone. */
  readonly date: IsoDate;
}

/** Which receipt: the client's or the seller's. */
export type ReceiptRecipient = "client" | "seller";

/**
 * The receipts of a card payment of an invoice (docs/PRODUCT-RULES.md#pay-links): one to the
 * client, framed as the invoice e-mails are (greeting, closing, replies to the seller), and a short
 * one to the seller; both in the seller's language, filed under the seller's account. The client's
 * is absent when the client has no e-mail address.
 */
export const paymentReceiptMails = (
  input: PaymentReceiptInput,
): Readonly<Partial<Record<ReceiptRecipient, MailMessage>>> => {
  const words = paymentReceiptWordings[input.language];
  const frame = invoiceMailWordings[input.language];
  const locale = documentLocale(input.language);
  const fill = (text: string) =>
    fillLabel(text, {
      client: input.clientName,
      seller: input.sellerName,
      number: input.invoiceNumber,
      amount: formatMoney(input.amount, input.currency, locale),
      balance: formatMoney(Math.max(input.balanceDue, 0), input.currency, locale),
      date: formatDocumentDate(input.date, locale),
    });
  const seller: MailMessage = {
    owner: input.sellerId,
    to: input.sellerEmail,
    subject: fill(words.sellerSubject),
    text: `${fill(words.sellerBody)}\n`,
    attachments: [],
  };
  if (input.clientEmail === null || input.clientEmail.trim() === "") return { seller };
  const paragraphs = [
    fill(frame.greeting),
    ...(frame.opening === null ? [] : [frame.opening]),
    fill(words.clientBody),
    `${frame.closing}\n${input.sellerName}`,
  ];
  return {
    seller,
    client: {
      owner: input.sellerId,
      to: input.clientEmail,
      replyTo: input.sellerEmail,
      subject: fill(words.clientSubject),
      text: `${paragraphs.join("\n\n")}\n`,
      attachments: [],
    },
  };
};
