import { DOMParser } from "@xmldom/xmldom";
import { SignedXml } from "xml-crypto";

const DSIG = "http://www.w3.org/2000/09/xmldsig#";
const NFE = "http://www.portalfiscal.inf.br/nfe";

/** Whether an NF-e's signature holds, and why not. */
export type NfeSignatureCheck =
  | { readonly valid: true; readonly certificateBase64: string }
  | { readonly valid: false; readonly reason: "missing" | "prefixed" | "reference" | "digest" };

const text = (element: Element | undefined, name: string): string =>
  element?.getElementsByTagNameNS(DSIG, name).item(0)?.textContent?.trim() ?? "";

/**
 * Verifies an enveloped XMLDSig with the certificate it carries: one Signature, unprefixed, whose
 * one Reference points at the Id of the element `signedElement` of `namespace`, and whose digest
 * and signature value match the document as received. Trust in the certificate is a separate question.
 */
export const verifyEnvelopedSignature = (
  xml: string,
  namespace: string,
  signedElement: string,
): NfeSignatureCheck => {
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const signatures = doc.getElementsByTagNameNS(DSIG, "Signature");
  const signature = signatures.item(0) ?? undefined;
  if (signature === undefined || signatures.length !== 1)
    return { valid: false, reason: "missing" };
  if (signature.prefix !== null && signature.prefix !== "")
    return { valid: false, reason: "prefixed" };
  const signed = doc.getElementsByTagNameNS(namespace, signedElement).item(0);
  const references = signature.getElementsByTagNameNS(DSIG, "Reference");
  if (
    signed === null ||
    references.length !== 1 ||
    references.item(0)?.getAttribute("URI") !== `#${signed.getAttribute("Id")}`
  ) {
    return { valid: false, reason: "reference" };
  }
  const certificateBase64 = text(signature, "X509Certificate");
  if (certificateBase64 === "") return { valid: false, reason: "missing" };
  const verifier = new SignedXml({
    publicCert: `-----BEGIN CERTIFICATE-----\n${certificateBase64}\n-----END CERTIFICATE-----`,
  });
  try {
    verifier.loadSignature(signature);
    return verifier.checkSignature(xml)
      ? { valid: true, certificateBase64 }
      : { valid: false, reason: "digest" };
  } catch {
    return { valid: false, reason: "digest" };
  }
};

/**
 * Verifies an NF-e's XMLDSig (`verifyEnvelopedSignature`) over infNFe, or an event's infEvento or
 * infInut.
 */
export const verifyNfeSignature = (
  xml: string,
  signedElement: "infNFe" | "infEvento" | "infInut" = "infNFe",
): NfeSignatureCheck => verifyEnvelopedSignature(xml, NFE, signedElement);
