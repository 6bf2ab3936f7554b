import { Effect } from "effect";
import { DanfseRenderer } from "../ports/danfse-renderer.ts";
import type { UserId } from "../users/user-id.ts";
import { issuedNfse } from "./issued-nfse.ts";

/** A DANFSe to download: its PDF bytes and file name. */
export interface DanfseFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/**
 * The DANFSe of the invoice's NFS-e, printed from the NFS-e as the national system returned it;
 * stamped cancelled once its cancellation was registered.
 */
export const getDanfse = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const nfse = yield* issuedNfse(input);
    const bytes = yield* (yield* DanfseRenderer).renderDanfse({
      nfseXml: nfse.nfseXml,
      cancelled: nfse.cancelled,
    });
    return { bytes, fileName: `danfse-${nfse.accessKey}.pdf` } satisfies DanfseFile;
  });
