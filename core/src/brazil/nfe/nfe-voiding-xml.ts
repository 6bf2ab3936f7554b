import { create } from "xmlbuilder2";
import { withoutXmlDeclaration } from "./nfe-envelopes.ts";
import { NFE_MODEL } from "./nfe-from-invoice.ts";
import { NFE_NAMESPACE, NFE_VERSION } from "./nfe-xml.ts";

/** A range of unused NF-e numbers to void (inutilização). */
export interface NfeVoidingInput {
  readonly tpAmb: 1 | 2;
  /** The IBGE code of the issuer's UF. */
  readonly cUF: number;
  /** The two last digits of the year the request is made. */
  readonly year: number;
  readonly issuer: string;
  readonly serie: number;
  readonly from: number;
  readonly to: number;
  /** The justification, checked by `eventText` (15 to 255 characters). */
  readonly justification: string;
}

const digits = (value: number, length: number): string => String(value).padStart(length, "0");

/**
 * The Id of an inutilização: "ID", cUF (2), year (2), CNPJ (14), model (2), série (3), first and
 * last number (9 each): 41 characters after "ID".
 */
export const nfeVoidingId = (input: NfeVoidingInput): string =>
  `ID${digits(input.cUF, 2)}${digits(input.year, 2)}${input.issuer}${NFE_MODEL}` +
  `${digits(input.serie, 3)}${digits(input.from, 9)}${digits(input.to, 9)}`;

/** The unsigned `<inutNFe versao="4.00">`, ready to be signed over its infInut Id. */
export const nfeVoidingXml = (input: NfeVoidingInput): string => {
  const root = create().ele(NFE_NAMESPACE, "inutNFe", { versao: NFE_VERSION });
  const info = root.ele("infInut", { Id: nfeVoidingId(input) });
  info.ele("tpAmb").txt(String(input.tpAmb));
  info.ele("xServ").txt("INUTILIZAR");
  info.ele("cUF").txt(digits(input.cUF, 2));
  info.ele("ano").txt(digits(input.year, 2));
  info.ele("CNPJ").txt(input.issuer);
  info.ele("mod").txt(String(NFE_MODEL));
  info.ele("serie").txt(String(input.serie));
  info.ele("nNFIni").txt(String(input.from));
  info.ele("nNFFin").txt(String(input.to));
  info.ele("xJust").txt(input.justification);
  return root.end({ headless: true });
};

/** The homologated voiding as it is kept: `<ProcInutNFe>` with the signed request and retInutNFe. */
export const procInutXml = (signedRequest: string, retInut: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><ProcInutNFe xmlns="${NFE_NAMESPACE}" versao="${NFE_VERSION}">` +
  `${withoutXmlDeclaration(signedRequest)}${withoutXmlDeclaration(retInut)}</ProcInutNFe>`;
