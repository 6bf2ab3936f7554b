import { Effect } from "effect";
import type { UserId } from "../users/user-id.ts";
import { authorizedNfe } from "./authorized-nfe.ts";

/** An authorised NF-e to download: its nfeProc text and file name. */
export interface NfeXmlFile {
  readonly xml: string;
  readonly fileName: string;
}

/**
 * The authorised NF-e of an invoice as SEFAZ's nfeProc (the signed NF-e with its protocol), as
 * kept byte for byte, named after its access key.
 */
export const getNfeXml = (input: { readonly userId: UserId; readonly id: string }) =>
  authorizedNfe(input).pipe(
    Effect.map(
      (nfe): NfeXmlFile => ({ xml: nfe.nfeProcXml, fileName: `${nfe.accessKey}-procNFe.xml` }),
    ),
  );
