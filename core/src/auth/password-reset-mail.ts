import type { MailMessage } from "../email/mail-message.ts";
import type { Language } from "../users/language.ts";

/** The SPA page that takes a reset token, relative to the app's public address. */
export const RESET_PASSWORD_PATH = "/reset-password";

/** The link a reset mail carries: the SPA's reset page with the token in its query. */
export const resetPasswordLink = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/+$/u, "")}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;

interface Wording {
  readonly subject: string;
  readonly body: (name: string, link: string) => string;
}

const wordings: Record<Language, Wording> = {
  en: {
    subject: "Reset your password",
    body: (name, link) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your invoicing account. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
  },
  fr: {
    subject: "Réinitialisez votre mot de passe",
    body: (name, link) =>
      `Bonjour ${name},\n\nLa réinitialisation du mot de passe de votre compte de facturation a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n\n${link}\n\nLe lien ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n`,
  },
  es: {
    subject: "Restablece tu contraseña",
    body: (name, link) =>
      `Hola ${name}:\n\nSe ha solicitado restablecer la contraseña de tu cuenta de facturación. Para elegir una contraseña nueva, abre este enlace en el plazo de una hora:\n\n${link}\n\nEl enlace solo funciona una vez. Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.\n`,
  },
  de: {
    subject: "Passwort zurücksetzen",
    body: (name, link) =>
      `Hallo ${name},\n\nfür Ihr Rechnungskonto wurde das Zurücksetzen des Passworts angefordert. Um ein neues Passwort zu wählen, öffnen Sie innerhalb einer Stunde diesen Link:\n\n${link}\n\nDer Link funktioniert nur einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n`,
  },
  zh: {
    subject: "重置您的密码",
    body: (name, link) =>
      `${name}，您好：\n\n有人请求重置您的发票账户密码。请在一小时内打开以下链接设置新密码：\n\n${link}\n\n该链接仅可使用一次。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。\n`,
  },
  ja: {
    subject: "パスワードの再設定",
    body: (name, link) =>
      `${name} 様\n\n請求書アカウントのパスワード再設定が依頼されました。新しいパスワードを設定するには、1時間以内に次のリンクを開いてください。\n\n${link}\n\nこのリンクは一度だけ使えます。お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。\n`,
  },
  "pt-BR": {
    subject: "Redefina sua senha",
    body: (name, link) =>
      `Olá, ${name},\n\nRecebemos um pedido para redefinir a senha da sua conta de faturamento. Para escolher uma nova senha, abra este link em até uma hora:\n\n${link}\n\nO link só pode ser usado uma vez. Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.\n`,
  },
};

/**
 * The reset mail of an account, in its language (docs/PRODUCT-RULES.md#accounts: one hour, single
 * use).
 */
export const passwordResetMail = (recipient: {
  readonly email: string;
  readonly name: string;
  readonly language: Language;
  readonly link: string;
}): MailMessage => {
  const wording = wordings[recipient.language];
  return {
    to: recipient.email,
    subject: wording.subject,
    text: wording.body(recipient.name, recipient.link),
    attachments: [],
  };
};
