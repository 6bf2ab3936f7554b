import { Effect } from "effect";
import type { UserId } from "../users/user-id.ts";
import { issuedNfse } from "./issued-nfse.ts";

/** An NFS-e document to download: its XML text and file name. */
export interface NfseXmlFile {
  readonly xml: string;
  readonly fileName: string;
}

/** The invoice's NFS-e as the national system returned it, byte for byte, named after its access key. */
export const getNfseXml = (input: { readonly userId: UserId; readonly id: string }) =>
  issuedNfse(input).pipe(
    Effect.map(
      (nfse): NfseXmlFile => ({ xml: nfse.nfseXml, fileName: `${nfse.accessKey}-nfse.xml` }),
    ),
  );
