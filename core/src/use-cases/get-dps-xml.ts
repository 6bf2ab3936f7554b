import { Effect } from "effect";
import type { UserId } from "../users/user-id.ts";
import type { NfseXmlFile } from "./get-nfse-xml.ts";
import { issuedNfse } from "./issued-nfse.ts";

/** The signed DPS the invoice's NFS-e was issued from, byte for byte as sent, named after its Id. */
export const getDpsXml = (input: { readonly userId: UserId; readonly id: string }) =>
  issuedNfse(input).pipe(
    Effect.map((nfse): NfseXmlFile => ({ xml: nfse.dpsXml, fileName: `${nfse.dpsId}.xml` })),
  );
