import { Effect, Option } from "effect";
import type { MailAttachment } from "../email/mail-message.ts";
import { utf8Bytes } from "../email/utf8-bytes.ts";
import { DanfseRenderer } from "../ports/danfse-renderer.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import { NfseRepository } from "../ports/nfse-repository.ts";
import { DanfeRenderer } from "../ports/pdf-renderer.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * What the buyer's e-mail of an invoice carries besides its PDF once its Brazilian fiscal document
 * stands (docs/PRODUCT-RULES.md#nf-e-events, docs/BRAZIL.md): the authorised NF-e's XML (nfeProc,
 * as kept) and its DANFE, or the issued NFS-e's XML (as the national system returned it) and its
 * DANFSe. Nothing for an invoice with neither; a cancelled NFS-e is not sent.
 */
export const nfeMailAttachments = (userId: UserId, invoiceId: string) =>
  Effect.gen(function* () {
    const found = yield* (yield* NfeSubmissionRepository).authorized(userId, invoiceId);
    if (Option.isSome(found)) {
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
    }
    const issued = yield* (yield* NfseRepository).issued(userId, invoiceId);
    if (Option.isNone(issued) || issued.value.cancelled) return [] as ReadonlyArray<MailAttachment>;
    const nfse = issued.value;
    const danfse = yield* (yield* DanfseRenderer).renderDanfse({ nfseXml: nfse.nfseXml });
    return [
      {
        filename: `${nfse.accessKey}-nfse.xml`,
        contentType: "application/xml",
        content: utf8Bytes(nfse.nfseXml),
      },
      { filename: `danfse-${nfse.accessKey}.pdf`, contentType: "application/pdf", content: danfse },
    ] satisfies ReadonlyArray<MailAttachment>;
  });
