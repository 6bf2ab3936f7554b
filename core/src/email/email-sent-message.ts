import type { Language } from "../users/language.ts";

const delivered: Readonly<Record<Language, string>> = {
  en: "Email sent successfully!",
  fr: "E-mail envoyé avec succès !",
  es: "¡Correo enviado correctamente!",
  de: "E-Mail erfolgreich gesendet!",
  zh: "邮件发送成功！",
  ja: "メールを送信しました。",
  "pt-BR": "E-mail enviado com sucesso!",
};

const savedToOutbox: Readonly<Record<Language, string>> = {
  en: "No mail service is configured, so the message was saved to the outbox.",
  fr: "Aucun service d’e-mail n’est configuré : le message a été enregistré dans la boîte d’envoi.",
  es: "No hay ningún servicio de correo configurado, así que el mensaje se guardó en la bandeja de salida.",
  de: "Es ist kein E-Mail-Dienst eingerichtet, daher wurde die Nachricht im Postausgang gespeichert.",
  zh: "未配置邮件服务，邮件已保存到发件箱。",
  ja: "メールサービスが設定されていないため、メッセージは送信トレイに保存されました。",
  "pt-BR":
    "Nenhum serviço de e-mail está configurado, então a mensagem foi guardada na caixa de saída.",
};

/** The `message` of a successful send, in the user's language; it says when the outbox took it. */
export const emailSentMessage = (language: Language, outbox: boolean): string =>
  (outbox ? savedToOutbox : delivered)[language];
