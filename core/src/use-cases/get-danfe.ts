import { Effect } from "effect";
import { NfeEventRepository } from "../ports/nfe-event-repository.ts";
import { DanfeRenderer } from "../ports/pdf-renderer.ts";
import type { UserId } from "../users/user-id.ts";
import { authorizedNfe } from "./authorized-nfe.ts";

/** A DANFE to download: its PDF bytes and file name. */
export interface DanfeFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/**
 * The DANFE of an invoice's authorised NF-e: its blocks,
 * the access key with its barcode and the protocol; "SEM VALOR FISCAL" in homologation; marked
 * cancelled once SEFAZ registered its cancellation (docs/PRODUCT-RULES.md#nf-e-events).
 */
export const getDanfe = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const nfe = yield* authorizedNfe(input);
    const events = yield* (yield* NfeEventRepository).registered(input.userId, nfe.accessKey);
    const bytes = yield* (yield* DanfeRenderer).renderDanfe({
      nfeXml: nfe.nfeProcXml,
      accessKey: nfe.accessKey,
      protocol: nfe.protocol,
      cancelled: events.some((event) => event.kind === "cancellation"),
    });
    return { bytes, fileName: `danfe-${nfe.accessKey}.pdf` } satisfies DanfeFile;
  });
