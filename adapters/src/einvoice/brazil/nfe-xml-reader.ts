import { DOMParser } from "@xmldom/xmldom";

const NFE = "http://www.portalfiscal.inf.br/nfe";
const DSIG = "http://www.w3.org/2000/09/xmldsig#";

/** Read access to the fields of an NF-e (or any NF-e namespace document), by local names. */
export interface NfeXmlReader {
  /** The text of the first `name` inside the first `parent`, "" when absent. */
  readonly text: (parent: string, name: string) => string;
  /** The texts of every `name` inside any `parent`, in document order. */
  readonly texts: (parent: string, name: string) => ReadonlyArray<string>;
  /** The 44 characters after "NFe" in infNFe's Id. */
  readonly accessKey: () => string;
  /** The signature's DigestValue (protNFe's digVal). */
  readonly digestValue: () => string;
}

const elements = (root: Document | Element, name: string): ReadonlyArray<Element> =>
  Array.from(root.getElementsByTagNameNS(NFE, name));

/** Parses NF-e XML for reading; a document that is not XML reads as empty. */
export const readNfeXml = (xml: string): NfeXmlReader => {
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: () => {}, fatalError: () => {} },
  }).parseFromString(xml, "text/xml");
  const text = (parent: string, name: string): string =>
    elements(doc, parent)
      .flatMap((element) => elements(element, name))[0]
      ?.textContent?.trim() ?? "";
  return {
    text,
    texts: (parent, name) =>
      elements(doc, parent).flatMap((element) =>
        elements(element, name).map((child) => child.textContent?.trim() ?? ""),
      ),
    accessKey: () => (elements(doc, "infNFe")[0]?.getAttribute("Id") ?? "").replace(/^NFe/u, ""),
    digestValue: () =>
      doc.getElementsByTagNameNS(DSIG, "DigestValue").item(0)?.textContent?.trim() ?? "",
  };
};
