import type { NoticeKind } from "../jobs/notice-step.ts";
import type { Language } from "../users/language.ts";

/** A notice's subject and first paragraph, with the invoice e-mail's `{name}` placeholders. */
export interface InvoiceNoticeWording {
  readonly subject: string;
  readonly body: string;
}

/**
 * The payment reminder, the first overdue notice and the later ones, in the seven languages of the
 * interface; the greeting, questions line and closing are the invoice e-mail's. A later notice
 * names no delay, since each seller chooses the days.
 */
export const invoiceNoticeWordings: Readonly<
  Record<Language, Readonly<Record<NoticeKind, InvoiceNoticeWording>>>
> = {
  en: {
    reminder: {
      subject: "Payment reminder: invoice {number} from {seller} is due on {dueDate}",
      body: "This is a friendly reminder that invoice {number} dated {issueDate}, for a total of {total}, is due on {dueDate}. The invoice is attached; if you have already paid it, thank you, and please disregard this message.",
    },
    overdue: {
      subject: "Invoice {number} from {seller} is overdue",
      body: "Our records show that invoice {number} dated {issueDate}, for a total of {total}, was due on {dueDate} and has not been paid yet. Please arrange payment at your earliest convenience; the invoice is attached. If you have already paid it, please disregard this notice.",
    },
    overdueAgain: {
      subject: "Further notice: invoice {number} from {seller} is still unpaid",
      body: "Invoice {number} dated {issueDate}, for a total of {total}, was due on {dueDate} and is still unpaid. Please pay it as soon as possible, or reply to let us know when payment will be made; the invoice is attached. If you have already paid it, please disregard this notice.",
    },
  },
  fr: {
    reminder: {
      subject: "Rappel : la facture {number} de {seller} arrive à échéance le {dueDate}",
      body: "Nous vous rappelons que la facture {number} du {issueDate}, d’un montant total de {total}, arrive à échéance le {dueDate}. Vous la trouverez ci-jointe ; si vous l’avez déjà réglée, merci, et ne tenez pas compte de ce message.",
    },
    overdue: {
      subject: "Facture {number} de {seller} : échéance dépassée",
      body: "Sauf erreur de notre part, la facture {number} du {issueDate}, d’un montant total de {total}, était payable le {dueDate} et n’a pas encore été réglée. Merci de procéder à son règlement dans les meilleurs délais ; elle est jointe à ce message. Si vous l’avez déjà réglée, merci de ne pas tenir compte de cet avis.",
    },
    overdueAgain: {
      subject: "Nouveau rappel : la facture {number} de {seller} reste impayée",
      body: "La facture {number} du {issueDate}, d’un montant total de {total}, était payable le {dueDate} et reste impayée. Merci de la régler au plus vite, ou de nous répondre pour nous indiquer la date de paiement prévue ; elle est jointe à ce message. Si vous l’avez déjà réglée, merci de ne pas tenir compte de cet avis.",
    },
  },
  es: {
    reminder: {
      subject: "Recordatorio: la factura {number} de {seller} vence el {dueDate}",
      body: "Le recordamos que la factura {number} con fecha {issueDate}, por un importe total de {total}, vence el {dueDate}. La encontrará adjunta; si ya la ha abonado, gracias, y no tenga en cuenta este mensaje.",
    },
    overdue: {
      subject: "La factura {number} de {seller} está vencida",
      body: "Según nuestros registros, la factura {number} con fecha {issueDate}, por un importe total de {total}, vencía el {dueDate} y aún no ha sido pagada. Le rogamos que proceda al pago lo antes posible; la factura va adjunta. Si ya la ha abonado, no tenga en cuenta este aviso.",
    },
    overdueAgain: {
      subject: "Nuevo aviso: la factura {number} de {seller} sigue pendiente de pago",
      body: "La factura {number} con fecha {issueDate}, por un importe total de {total}, vencía el {dueDate} y sigue sin pagarse. Le rogamos que la abone cuanto antes o que nos responda indicando cuándo se realizará el pago; la factura va adjunta. Si ya la ha abonado, no tenga en cuenta este aviso.",
    },
  },
  de: {
    reminder: {
      subject: "Zahlungserinnerung: Rechnung {number} von {seller} ist am {dueDate} fällig",
      body: "wir möchten Sie freundlich daran erinnern, dass die Rechnung {number} vom {issueDate} über insgesamt {total} am {dueDate} fällig ist. Die Rechnung liegt bei; falls Sie bereits bezahlt haben, vielen Dank, und betrachten Sie diese Nachricht bitte als gegenstandslos.",
    },
    overdue: {
      subject: "Rechnung {number} von {seller} ist überfällig",
      body: "laut unseren Unterlagen war die Rechnung {number} vom {issueDate} über insgesamt {total} am {dueDate} fällig und ist noch nicht beglichen. Bitte veranlassen Sie die Zahlung baldmöglichst; die Rechnung liegt bei. Falls Sie bereits bezahlt haben, betrachten Sie diesen Hinweis bitte als gegenstandslos.",
    },
    overdueAgain: {
      subject: "Erneute Mahnung: Rechnung {number} von {seller} ist weiterhin unbezahlt",
      body: "die Rechnung {number} vom {issueDate} über insgesamt {total} war am {dueDate} fällig und ist weiterhin unbezahlt. Bitte begleichen Sie sie umgehend oder teilen Sie uns per Antwort mit, wann die Zahlung erfolgt; die Rechnung liegt bei. Falls Sie bereits bezahlt haben, betrachten Sie diesen Hinweis bitte als gegenstandslos.",
    },
  },
  zh: {
    reminder: {
      subject: "付款提醒：来自 {seller} 的发票 {number} 将于 {dueDate} 到期",
      body: "温馨提醒：发票 {number}（开票日期：{issueDate}），总金额为 {total}，将于 {dueDate} 到期。发票已随函附上；如您已付款，谢谢，请忽略此邮件。",
    },
    overdue: {
      subject: "来自 {seller} 的发票 {number} 已逾期",
      body: "根据我们的记录，发票 {number}（开票日期：{issueDate}），总金额为 {total}，付款期限为 {dueDate}，目前尚未付款。请尽快安排付款；发票已随函附上。如您已付款，请忽略此通知。",
    },
    overdueAgain: {
      subject: "再次通知：来自 {seller} 的发票 {number} 仍未付款",
      body: "发票 {number}（开票日期：{issueDate}），总金额为 {total}，付款期限为 {dueDate}，至今仍未付款。请尽快付款，或回复此邮件告知预计付款日期；发票已随函附上。如您已付款，请忽略此通知。",
    },
  },
  ja: {
    reminder: {
      subject: "お支払期限のお知らせ：請求書 {number}（{seller}）の期限は {dueDate} です",
      body: "請求書 {number}（発行日：{issueDate}、合計金額：{total}）のお支払期限は {dueDate} です。請求書を添付いたします。すでにお支払い済みの場合は、本メールを破棄してください。",
    },
    overdue: {
      subject: "請求書 {number}（{seller}）のお支払期限を過ぎております",
      body: "請求書 {number}（発行日：{issueDate}、合計金額：{total}）はお支払期限の {dueDate} を過ぎておりますが、まだご入金を確認できておりません。お早めにお手続きくださいますようお願い申し上げます。請求書を添付いたします。すでにお支払い済みの場合は、行き違いをご容赦ください。",
    },
    overdueAgain: {
      subject: "再通知：請求書 {number}（{seller}）が未払いのままです",
      body: "請求書 {number}（発行日：{issueDate}、合計金額：{total}）はお支払期限の {dueDate} を過ぎても未払いのままです。至急お支払いいただくか、お支払予定日をご返信にてお知らせください。請求書を添付いたします。すでにお支払い済みの場合は、行き違いをご容赦ください。",
    },
  },
  "pt-BR": {
    reminder: {
      subject: "Lembrete de pagamento: a fatura {number} de {seller} vence em {dueDate}",
      body: "Lembramos que a fatura {number}, emitida em {issueDate}, no valor total de {total}, vence em {dueDate}. A fatura segue em anexo; se você já pagou, obrigado, e desconsidere esta mensagem.",
    },
    overdue: {
      subject: "A fatura {number} de {seller} está vencida",
      body: "Segundo nossos registros, a fatura {number}, emitida em {issueDate}, no valor total de {total}, venceu em {dueDate} e ainda não foi paga. Pedimos que providencie o pagamento assim que possível; a fatura segue em anexo. Se você já pagou, desconsidere este aviso.",
    },
    overdueAgain: {
      subject: "Novo aviso: a fatura {number} de {seller} continua em aberto",
      body: "A fatura {number}, emitida em {issueDate}, no valor total de {total}, venceu em {dueDate} e continua sem pagamento. Pedimos que a pague o quanto antes ou responda informando quando o pagamento será feito; a fatura segue em anexo. Se você já pagou, desconsidere este aviso.",
    },
  },
};
