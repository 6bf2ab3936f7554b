import type { NfeCertificate } from "./nfe-certificate.ts";
import { signOver } from "./sign-nfe.ts";

const INF_DPS = "//*[local-name(.)='infDPS']";
const INF_PED_REG = "//*[local-name(.)='infPedReg']";

/**
 * Signs a DPS as the NFS-e brief advises: enveloped XMLDSig of infDPS (Reference "#DPS…"),
 * inclusive C14N, RSA-SHA1 and SHA-1 as in NF-e and as the Sefin accepted in the published
 * production note, the certificate in KeyInfo, the Signature right after infDPS. Keep the
 * returned text byte for byte (rejection E0714 otherwise).
 */
export const signDps = (unsignedXml: string, certificate: NfeCertificate): string =>
  signOver(unsignedXml, certificate, INF_DPS);

/** Signs an NFS-e event request (`pedRegEvento`) over infPedReg, the same way as the DPS. */
export const signNfseEvent = (unsignedXml: string, certificate: NfeCertificate): string =>
  signOver(unsignedXml, certificate, INF_PED_REG);
