import { PayLinkVault } from "@invoicing/core";
import { Layer } from "effect";
import { openBytes, sealBytes } from "../einvoice/brazil/certificate-vault.ts";

/**
 * `PayLinkVault` with the server's certificate key: a pay link's token sealed as NF-e certificates
 * and PA credentials are (AES-256-GCM, bound to the seller's id), opened into
 * `<appUrl>/pay/<token>`. Without a key nothing is sealed, so no e-mail can carry a link.
 */
export const PayLinkVaultLive = (key: Uint8Array | null, appUrl: string) =>
  Layer.succeed(PayLinkVault, {
    seal: (owner, token) =>
      key === null ? null : sealBytes(new TextEncoder().encode(token), key, owner),
    addressOf: (owner, sealedToken) => {
      const token = key === null ? null : openBytes(sealedToken, key, owner);
      return token === null ? null : `${appUrl.replace(/\/+$/u, "")}/pay/${token.toString("utf8")}`;
    },
  });
