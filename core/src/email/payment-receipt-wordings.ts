import type { Language } from "../users/language.ts";

/**
 * A card payment's receipts in one language, with `{name}` placeholders: `{client}`, `{seller}`,
 * `{number}`, `{amount}`, `{date}`, `{balance}`. The client's is framed by the invoice e-mail's
 * greeting and closing; the seller's is a short note to themselves.
 */
export interface PaymentReceiptWording {
  readonly clientSubject: string;
  readonly clientBody: string;
  readonly sellerSubject: string;
  readonly sellerBody: string;
}

/** The payment receipts in the seven languages of the interface. */
export const paymentReceiptWordings: Readonly<Record<Language, PaymentReceiptWording>> = {
  en: {
    clientSubject: "Receipt: your payment of {amount} for invoice {number} from {seller}",
    clientBody:
      "We have received your card payment of {amount} on {date} for invoice {number}. Balance still due: {balance}. Thank you! Please keep this e-mail as your receipt.",
    sellerSubject: "Payment received: {amount} from {client} for invoice {number}",
    sellerBody:
      "{client} paid {amount} by card on {date} for invoice {number}. The payment is recorded on the invoice; balance still due: {balance}.",
  },
  fr: {
    clientSubject: "Reçu : votre paiement de {amount} pour la facture {number} de {seller}",
    clientBody:
      "Nous avons bien reçu votre paiement par carte de {amount} le {date} pour la facture {number}. Reste à payer : {balance}. Merci ! Conservez ce message, il vous tient lieu de reçu.",
    sellerSubject: "Paiement reçu : {amount} de {client} pour la facture {number}",
    sellerBody:
      "{client} a payé {amount} par carte le {date} pour la facture {number}. Le paiement est enregistré sur la facture ; reste à payer : {balance}.",
  },
  es: {
    clientSubject: "Recibo: su pago de {amount} de la factura {number} de {seller}",
    clientBody:
      "Hemos recibido su pago con tarjeta de {amount} el {date} de la factura {number}. Saldo pendiente: {balance}. ¡Gracias! Conserve este correo como recibo.",
    sellerSubject: "Pago recibido: {amount} de {client} por la factura {number}",
    sellerBody:
      "{client} pagó {amount} con tarjeta el {date} por la factura {number}. El pago está registrado en la factura; saldo pendiente: {balance}.",
  },
  de: {
    clientSubject: "Quittung: Ihre Zahlung von {amount} für Rechnung {number} von {seller}",
    clientBody:
      "wir haben Ihre Kartenzahlung über {amount} am {date} für die Rechnung {number} erhalten. Offener Betrag: {balance}. Vielen Dank! Bitte bewahren Sie diese E-Mail als Quittung auf.",
    sellerSubject: "Zahlung erhalten: {amount} von {client} für Rechnung {number}",
    sellerBody:
      "{client} hat am {date} {amount} per Karte für die Rechnung {number} bezahlt. Die Zahlung ist bei der Rechnung erfasst; offener Betrag: {balance}.",
  },
  ja: {
    clientSubject: "領収書：{seller} の請求書 {number} へのお支払い {amount}",
    clientBody:
      "{date} に請求書 {number} へのカードでのお支払い {amount} を受領いたしました。残額：{balance}。ありがとうございました。このメールを領収書として保管してください。",
    sellerSubject: "入金のお知らせ：{client} から請求書 {number} に {amount}",
    sellerBody:
      "{client} が {date} に請求書 {number} をカードで {amount} 支払いました。支払いは請求書に記録されています。残額：{balance}。",
  },
  zh: {
    clientSubject: "收据：您为 {seller} 的发票 {number} 支付了 {amount}",
    clientBody:
      "我们已于 {date} 收到您为发票 {number} 以银行卡支付的 {amount}。剩余应付：{balance}。谢谢！请保留此邮件作为收据。",
    sellerSubject: "已收款：{client} 为发票 {number} 支付 {amount}",
    sellerBody:
      "{client} 于 {date} 以银行卡为发票 {number} 支付了 {amount}。该付款已记入发票；剩余应付：{balance}。",
  },
  "pt-BR": {
    clientSubject: "Recibo: seu pagamento de {amount} da fatura {number} de {seller}",
    clientBody:
      "Recebemos seu pagamento com cartão de {amount} em {date} referente à fatura {number}. Saldo a pagar: {balance}. Obrigado! Guarde este e-mail como recibo.",
    sellerSubject: "Pagamento recebido: {amount} de {client} pela fatura {number}",
    sellerBody:
      "{client} pagou {amount} com cartão em {date} pela fatura {number}. O pagamento foi registrado na fatura; saldo a pagar: {balance}.",
  },
};
