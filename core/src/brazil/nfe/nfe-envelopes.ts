import { NFE_NAMESPACE, NFE_VERSION } from "./nfe-xml.ts";

const DECLARATION = /^\s*<\?xml[^>]*\?>\s*/u;

/** The XML without its declaration, untouched otherwise (a signed NF-e must stay byte-exact). */
export const withoutXmlDeclaration = (xml: string): string => xml.replace(DECLARATION, "");

/**
 * A batch for NFeAutorizacao4: `<enviNFe versao="4.00"><idLote/><indSinc/><NFe/>…`. The signed
 * NF-e documents are inserted as they are; indSinc 1 asks for a synchronous answer (one NF-e).
 */
export const enviNfeXml = (
  signedNfes: ReadonlyArray<string>,
  lotId: string,
  synchronous: boolean,
): string =>
  `<enviNFe xmlns="${NFE_NAMESPACE}" versao="${NFE_VERSION}"><idLote>${lotId}</idLote>` +
  `<indSinc>${synchronous ? 1 : 0}</indSinc>${signedNfes.map(withoutXmlDeclaration).join("")}</enviNFe>`;

/**
 * The authorised NF-e as it is kept and handed to the recipient: `<nfeProc versao="4.00">` with
 * the signed NF-e (byte-exact) and SEFAZ's protNFe.
 */
export const nfeProcXml = (signedNfe: string, protNfe: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="${NFE_NAMESPACE}" versao="${NFE_VERSION}">` +
  `${withoutXmlDeclaration(signedNfe)}${withoutXmlDeclaration(protNfe)}</nfeProc>`;
