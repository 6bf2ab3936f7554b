import type { CdarParty } from "@invoicing/core";
import { DOMParser } from "@xmldom/xmldom";

const QUIET = { warning: () => {}, error: () => {}, fatalError: () => {} };

/** What a platform reads from a deposited CII invoice to write the statuses about it. */
export interface InvoiceFacts {
  readonly number: string;
  readonly typeCode: string;
  readonly issueDate: string;
  readonly seller: CdarParty;
  readonly buyer: CdarParty;
}

const first = (parent: Element | undefined, name: string): Element | undefined =>
  parent === undefined
    ? undefined
    : (Array.from(parent.getElementsByTagNameNS("*", name))[0] as Element | undefined);

const direct = (parent: Element | undefined, name: string): Element | undefined =>
  parent === undefined
    ? undefined
    : (Array.from(parent.childNodes as NodeListOf<ChildNode>).find(
        (node: ChildNode) => node.nodeType === 1 && (node as Element).localName === name,
      ) as Element | undefined);

const textOf = (element: Element | undefined): string => element?.textContent?.trim() ?? "";

const party = (element: Element | undefined): CdarParty => {
  const siren = textOf(direct(first(element, "SpecifiedLegalOrganization"), "ID"));
  const address = textOf(direct(direct(element, "URIUniversalCommunication"), "URIID"));
  return { siren, name: textOf(direct(element, "Name")), address: address || siren };
};

/**
 * The invoice number, type, date and parties of a CII invoice (a Factur-X's XML), as far as it
 * carries them: a part it lacks is empty, and the statuses about it say so.
 */
export const invoiceFacts = (xml: string): InvoiceFacts => {
  const root = new DOMParser({ errorHandler: QUIET }).parseFromString(xml, "text/xml")
    .documentElement as Element | null;
  const document = direct(root ?? undefined, "ExchangedDocument");
  const agreement = first(root ?? undefined, "ApplicableHeaderTradeAgreement");
  const date = textOf(first(direct(document, "IssueDateTime"), "DateTimeString"));
  return {
    number: textOf(direct(document, "ID")),
    typeCode: textOf(direct(document, "TypeCode")) || "380",
    issueDate: /^\d{8}$/u.test(date)
      ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`
      : "2000-01-01",
    seller: party(direct(agreement, "SellerTradeParty")),
    buyer: party(direct(agreement, "BuyerTradeParty")),
  };
};
