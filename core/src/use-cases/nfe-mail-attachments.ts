import { Effect, Option } from "effect";
import type { MailAttachment } from "../email/mail-message.ts";
import { utf8Bytes } from "../email/utf8-bytes.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import { DanfeRenderer } from "../ports/pdf-renderer.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * What the buyer's e-mail of an invoice carries besides its PDF once SEFAZ authorised its NF-e
 * (docs/PRODUCT-RULES.md#nf-e-events): the authorised XML (nfeProc, as kept) and the DANFE.
 * Nothing for an invoice without an authorised NF-e.
 */
export const nfeMailAttachments = (userId: UserId, invoiceId: string) =>
  Effect.gen(function* () {
    const found = yield* (yield* NfeSubmissionRepository).authorized(userId, invoiceId);
    if (Option.isNone(found)) return [] as ReadonlyArray<MailAttachment>;
    const nfe = found.value;
    const danfe = yield* (yield* DanfeRenderer).renderDanfe({
      nfeXml: nfe.nfeProcXml,
      accessKey: nfe.accessKey,
      protocol: nfe.protocol,
    });
    return [
      {
        filename: `${nfe.accessKey}-procNFe.xml`,
        contentType: "application/xml",
        content: utf8Bytes(nfe.nfeProcXml),
      },
      { filename: `danfe-${nfe.accessKey}.pdf`, contentType: "application/pdf", content: danfe },
    ] satisfies ReadonlyArray<MailAttachment>;
  });
