import { Schema } from "effect";
import type { UnitCode } from "../invoices/unit-code.ts";
import type { Currency } from "../money/currency.ts";

/** What a catalogue entry sells: goods (an NF-e with its NCM) or a service (an NFS-e). */
export const CATALOGUE_ITEM_KINDS = ["goods", "service"] as const;
export const CatalogueItemKind = Schema.Literals(CATALOGUE_ITEM_KINDS).annotate({
  message: "catalogue.validation.kind",
});
export type CatalogueItemKind = typeof CatalogueItemKind.Type;

/**
 * A product or service of a user's catalogue (docs/PRODUCT-RULES.md#catalogue), price in minor
 * units of its currency. Goods carry their NCM and may carry a CFOP; services their national
 * service code (cTribNac, LC 116/2003) and ISS rate in percent. The other kind's fields are null.
 */
export interface CatalogueItem {
  readonly id: string;
  readonly name: string;
  readonly kind: CatalogueItemKind;
  readonly unitCode: UnitCode;
  readonly unitPrice: number;
  readonly currency: Currency;
  readonly taxRate: number;
  readonly ncm: string | null;
  readonly cfop: string | null;
  readonly serviceCode: string | null;
  readonly issRate: number | null;
}

/** A catalogue entry's fields, before it has an id. */
export type CatalogueItemFields = Omit<CatalogueItem, "id">;
