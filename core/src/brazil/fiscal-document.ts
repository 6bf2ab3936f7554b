import type { InvoiceItem } from "../invoices/invoice-item.ts";

/**
 * Which Brazilian fiscal document an invoice becomes (docs/BRAZIL.md): an NF-e for goods, an
 * NFS-e for services; "mixed" when it holds both, which neither document can carry whole.
 */
export type FiscalDocumentKind = "nfe" | "nfse" | "mixed";

/** What one invoice line sells. */
export type LineKind = "goods" | "service";

/**
 * A line picked from catalogue goods keeps the entry's NCM, so it is goods; a line picked from a
 * catalogue service keeps none, so it is a service. A line typed by hand sells what the seller
 * declared it sells: services once NFS-e settings were saved, goods otherwise.
 */
export const lineKind = (
  item: Pick<InvoiceItem, "catalogueItemId" | "ncm">,
  sellsServices: boolean,
): LineKind => {
  if (item.ncm !== null && item.ncm !== undefined) return "goods";
  if (item.catalogueItemId !== null && item.catalogueItemId !== undefined) return "service";
  return sellsServices ? "service" : "goods";
};

/**
 * The fiscal document of an invoice's lines: an NFS-e when every line is a service, an NF-e when
 * every line is goods (also when it has no lines: the NF-e then names what is missing), "mixed"
 * otherwise. `sellsServices` is whether the seller saved NFS-e settings.
 */
export const fiscalDocumentOf = (
  items: ReadonlyArray<Pick<InvoiceItem, "catalogueItemId" | "ncm">>,
  sellsServices: boolean,
): FiscalDocumentKind => {
  const kinds = new Set(items.map((item) => lineKind(item, sellsServices)));
  if (kinds.size > 1) return "mixed";
  return kinds.has("service") ? "nfse" : "nfe";
};
