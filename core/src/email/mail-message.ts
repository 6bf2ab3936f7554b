/** A file attached to an e-mail, such as the invoice PDF. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/** An e-mail ready for a transport: already rendered in the recipient's language. */
export interface MailMessage {
  readonly to: string;
  /** The user who sends the invoice, so the client's answer reaches them (decisions §7). */
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments: ReadonlyArray<MailAttachment>;
}
