import { SignedXml } from "xml-crypto";
import type { NfeCertificate } from "./nfe-certificate.ts";

// Fixed by xmldsig-core-schema_v1.01.xsd of the NF-e package: anything else is rejected.
const C14N = "http://www.w3.org/TR/2001/REC-xml-c14n-20010315";
const ENVELOPED = "http://www.w3.org/2000/09/xmldsig#enveloped-signature";
const RSA_SHA1 = "http://www.w3.org/2000/09/xmldsig#rsa-sha1";
const SHA1 = "http://www.w3.org/2000/09/xmldsig#sha1";
const INF_NFE = "//*[local-name(.)='infNFe']";
const EVENT_INFO = "//*[local-name(.)='infEvento' or local-name(.)='infInut']";

/**
 * Enveloped XMLDSig of the element `xpath` selects, as NF-e and NFS-e documents take it: Reference
 * "#" + its Id, inclusive C14N, RSA-SHA1 and SHA-1, the enveloped and C14N transforms, the
 * certificate in KeyInfo, an unprefixed Signature right after the element.
 */
export const signOver = (
  unsignedXml: string,
  certificate: NfeCertificate,
  xpath: string,
): string => {
  const signer = new SignedXml({
    privateKey: certificate.privateKeyPem,
    publicCert: certificate.certificatePem,
    canonicalizationAlgorithm: C14N,
    signatureAlgorithm: RSA_SHA1,
  });
  signer.addReference({ xpath, transforms: [ENVELOPED, C14N], digestAlgorithm: SHA1 });
  signer.computeSignature(unsignedXml, { location: { reference: xpath, action: "after" } });
  return signer.getSignedXml();
};

/**
 * Signs an NF-e as the layout demands: enveloped XMLDSig of infNFe (Reference URI "#NFe{key}"
 * taken from its Id), inclusive C14N, RSA-SHA1 and SHA-1, exactly the enveloped and C14N
 * transforms, the certificate in KeyInfo, an unprefixed Signature right after infNFe. The
 * returned text must be kept byte for byte: any reformatting breaks the digest (rejection 297).
 */
export const signNfe = (unsignedXml: string, certificate: NfeCertificate): string =>
  signOver(unsignedXml, certificate, INF_NFE);

/**
 * Signs an NF-e event (`evento`, over infEvento with Reference "#ID{tpEvento}{key}{nSeq}") or a
 * voiding request (`inutNFe`, over infInut) the same way as the NF-e: the event schemas import the
 * same xmldsig-core-schema_v1.01.xsd.
 */
export const signNfeEvent = (unsignedXml: string, certificate: NfeCertificate): string =>
  signOver(unsignedXml, certificate, EVENT_INFO);
