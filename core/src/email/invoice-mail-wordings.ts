import type { Language } from "../users/language.ts";

/**
 * The words of an invoice e-mail in one language, with `{name}` placeholders: `{client}`,
 * `{seller}`, `{number}`, `{issueDate}`, `{dueDate}`, `{total}`. `due`, `overdue` and `paid` are
 * the body's first paragraph for an invoice awaiting payment, past its due date, or settled;
 * `payOnline` introduces the invoice's pay link on the line after it.
 */
export interface InvoiceMailWording {
  readonly subject: string;
  readonly greeting: string;
  /** A courtesy line before the body, where the language expects one. */
  readonly opening: string | null;
  readonly due: string;
  readonly overdue: string;
  readonly paid: string;
  readonly questions: string;
  readonly closing: string;
  readonly payOnline: string;
}

/** The invoice e-mail in the seven languages of the interface (docs/PRODUCT-RULES.md#languages). */
export const invoiceMailWordings: Readonly<Record<Language, InvoiceMailWording>> = {
  en: {
    subject: "Invoice {number} from {seller}",
    greeting: "Hello {client},",
    opening: null,
    due: "Please find attached invoice {number} dated {issueDate}, for a total of {total}, payable by {dueDate}.",
    overdue:
      "Please find attached invoice {number} dated {issueDate}, for a total of {total}. Payment was due on {dueDate}; if you have already paid it, please disregard this reminder.",
    paid: "Please find attached invoice {number} dated {issueDate}, for a total of {total}, which has been paid. Thank you! This copy is for your records.",
    questions: "If you have any questions about this invoice, simply reply to this e-mail.",
    closing: "Kind regards,",
    payOnline: "You can pay this invoice online by card:",
  },
  fr: {
    subject: "Facture {number} de {seller}",
    greeting: "Bonjour {client},",
    opening: null,
    due: "Veuillez trouver ci-joint la facture {number} du {issueDate}, d’un montant total de {total}, payable au plus tard le {dueDate}.",
    overdue:
      "Veuillez trouver ci-joint la facture {number} du {issueDate}, d’un montant total de {total}. Son règlement était attendu le {dueDate} ; si vous l’avez déjà réglée, merci de ne pas tenir compte de ce rappel.",
    paid: "Veuillez trouver ci-joint la facture {number} du {issueDate}, d’un montant total de {total}, déjà réglée. Merci ! Cet exemplaire est destiné à vos archives.",
    questions:
      "Pour toute question concernant cette facture, il vous suffit de répondre à cet e-mail.",
    closing: "Cordialement,",
    payOnline: "Vous pouvez régler cette facture en ligne par carte :",
  },
  es: {
    subject: "Factura {number} de {seller}",
    greeting: "Hola, {client}:",
    opening: null,
    due: "Le adjuntamos la factura {number} con fecha {issueDate}, por un importe total de {total}, pagadera a más tardar el {dueDate}.",
    overdue:
      "Le adjuntamos la factura {number} con fecha {issueDate}, por un importe total de {total}. El pago vencía el {dueDate}; si ya la ha abonado, no tenga en cuenta este recordatorio.",
    paid: "Le adjuntamos la factura {number} con fecha {issueDate}, por un importe total de {total}, que ya ha sido pagada. ¡Gracias! Esta copia es para sus archivos.",
    questions: "Si tiene alguna pregunta sobre esta factura, basta con responder a este correo.",
    closing: "Saludos cordiales,",
    payOnline: "Puede pagar esta factura en línea con tarjeta:",
  },
  de: {
    subject: "Rechnung {number} von {seller}",
    greeting: "Guten Tag {client},",
    opening: null,
    due: "anbei erhalten Sie die Rechnung {number} vom {issueDate} über insgesamt {total}, zahlbar bis zum {dueDate}.",
    overdue:
      "anbei erhalten Sie die Rechnung {number} vom {issueDate} über insgesamt {total}. Die Zahlung war am {dueDate} fällig; falls Sie bereits bezahlt haben, betrachten Sie diese Erinnerung bitte als gegenstandslos.",
    paid: "anbei erhalten Sie die Rechnung {number} vom {issueDate} über insgesamt {total}, die bereits bezahlt ist. Vielen Dank! Dieses Exemplar ist für Ihre Unterlagen.",
    questions: "Bei Fragen zu dieser Rechnung antworten Sie einfach auf diese E-Mail.",
    closing: "Mit freundlichen Grüßen",
    payOnline: "Sie können diese Rechnung online per Karte bezahlen:",
  },
  zh: {
    subject: "来自 {seller} 的发票 {number}",
    greeting: "{client}，您好：",
    opening: null,
    due: "随函附上发票 {number}（开票日期：{issueDate}），总金额为 {total}，请于 {dueDate} 前付款。",
    overdue:
      "随函附上发票 {number}（开票日期：{issueDate}），总金额为 {total}。该发票的付款期限为 {dueDate}；如您已付款，请忽略此提醒。",
    paid: "随函附上发票 {number}（开票日期：{issueDate}），总金额为 {total}，该发票已付清。谢谢！此副本供您存档。",
    questions: "如对本发票有任何疑问，请直接回复此邮件。",
    closing: "顺颂商祺，",
    payOnline: "您可以通过以下链接在线刷卡支付此发票：",
  },
  ja: {
    subject: "請求書 {number} のご送付（{seller}）",
    greeting: "{client} 様",
    opening: "いつもお世話になっております。",
    due: "請求書 {number}（発行日：{issueDate}、合計金額：{total}）を添付にてお送りいたします。{dueDate} までにお支払いくださいますようお願い申し上げます。",
    overdue:
      "請求書 {number}（発行日：{issueDate}、合計金額：{total}）を添付にてお送りいたします。お支払期限は {dueDate} でした。すでにお支払い済みの場合は、行き違いをご容赦ください。",
    paid: "請求書 {number}（発行日：{issueDate}、合計金額：{total}）を添付にてお送りいたします。お支払いは完了しております。誠にありがとうございました。控えとしてお納めください。",
    questions: "本請求書についてご不明な点がございましたら、このメールにご返信ください。",
    closing: "よろしくお願いいたします。",
    payOnline: "この請求書は以下のリンクからカードでオンライン決済できます：",
  },
  "pt-BR": {
    subject: "Fatura {number} de {seller}",
    greeting: "Olá, {client},",
    opening: null,
    due: "Segue em anexo a fatura {number}, emitida em {issueDate}, no valor total de {total}, com vencimento em {dueDate}.",
    overdue:
      "Segue em anexo a fatura {number}, emitida em {issueDate}, no valor total de {total}. O pagamento venceu em {dueDate}; se você já pagou, desconsidere este lembrete.",
    paid: "Segue em anexo a fatura {number}, emitida em {issueDate}, no valor total de {total}, que já foi paga. Obrigado! Esta cópia é para os seus registros.",
    questions: "Se tiver qualquer dúvida sobre esta fatura, é só responder a este e-mail.",
    closing: "Atenciosamente,",
    payOnline: "Você pode pagar esta fatura on-line com cartão:",
  },
};
