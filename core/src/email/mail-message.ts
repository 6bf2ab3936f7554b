/** A file attached to an e-mail, such as the invoice PDF. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

import type { UserId } from "../users/user-id.ts";

/** An e-mail ready for a transport: already rendered in the recipient's language. */
export interface MailMessage {
  /**
   * The account the message is sent for. The outbox files it under that account, whose owner
   * alone lists it; a message without one is filed apart and listed to nobody.
   */
  readonly owner?: UserId;
  readonly to: string;
  /**
   * The user who sends the invoice, so the client's answer reaches them
   * (docs/PRODUCT-RULES.md#email).
   */
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments: ReadonlyArray<MailAttachment>;
}
