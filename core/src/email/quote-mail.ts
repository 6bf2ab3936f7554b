import type { Language } from "../users/language.ts";
import { documentMail, type InvoiceMailInput } from "./invoice-mail.ts";
import type { MailMessage } from "./mail-message.ts";

/**
 * The words of a quote e-mail in one language (docs/QUOTES.md), with the invoice e-mail's
 * placeholders (`{dueDate}` is the last day the quote is valid) and `{link}`, the address where the
 * client accepts or declines it.
 */
interface QuoteMailWording {
  readonly subject: string;
  readonly body: string;
  readonly questions: string;
}

const quoteMailWordings: Readonly<Record<Language, QuoteMailWording>> = {
  en: {
    subject: "Quote {number} from {seller}",
    body: "Please find attached quote {number} dated {issueDate}, for a total of {total}, valid until {dueDate}. You can accept or decline it online: {link}",
    questions: "If you have any questions about this quote, simply reply to this e-mail.",
  },
  fr: {
    subject: "Devis {number} de {seller}",
    body: "Veuillez trouver ci-joint le devis {number} du {issueDate}, d’un montant total de {total}, valable jusqu’au {dueDate}. Vous pouvez l’accepter ou le refuser en ligne : {link}",
    questions: "Pour toute question concernant ce devis, il vous suffit de répondre à cet e-mail.",
  },
  es: {
    subject: "Presupuesto {number} de {seller}",
    body: "Le adjuntamos el presupuesto {number} con fecha {issueDate}, por un importe total de {total}, válido hasta el {dueDate}. Puede aceptarlo o rechazarlo en línea: {link}",
    questions:
      "Si tiene alguna pregunta sobre este presupuesto, basta con responder a este correo.",
  },
  de: {
    subject: "Angebot {number} von {seller}",
    body: "anbei erhalten Sie das Angebot {number} vom {issueDate} über insgesamt {total}, gültig bis zum {dueDate}. Sie können es online annehmen oder ablehnen: {link}",
    questions: "Bei Fragen zu diesem Angebot antworten Sie einfach auf diese E-Mail.",
  },
  ja: {
    subject: "{seller} からの見積書 {number}",
    body: "{issueDate} 付の見積書 {number}（合計 {total}、有効期限 {dueDate}）を添付いたします。次のページで承諾または辞退いただけます：{link}",
    questions: "この見積書についてご不明な点がございましたら、このメールにご返信ください。",
  },
  zh: {
    subject: "来自 {seller} 的报价单 {number}",
    body: "附件为日期 {issueDate} 的报价单 {number}，合计 {total}，有效期至 {dueDate}。您可以在线接受或拒绝：{link}",
    questions: "如对本报价单有任何疑问，请直接回复此邮件。",
  },
  "pt-BR": {
    subject: "Orçamento {number} de {seller}",
    body: "Segue em anexo o orçamento {number} de {issueDate}, no valor total de {total}, válido até {dueDate}. Você pode aprová-lo ou recusá-lo on-line: {link}",
    questions: "Se tiver alguma dúvida sobre este orçamento, basta responder a este e-mail.",
  },
};

/** The e-mail that carries a quote to its client with its PDF and the address of its client link. */
export const quoteMail = (input: InvoiceMailInput & { readonly link: string }): MailMessage => {
  const wording = quoteMailWordings[input.document.language];
  return documentMail(input, {
    subject: wording.subject,
    body: wording.body.replace("{link}", input.link),
    questions: wording.questions,
  });
};
