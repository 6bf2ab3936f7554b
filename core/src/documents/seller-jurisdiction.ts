import type { Currency } from "../money/currency.ts";
import type { BrazilSettings } from "../settings/brazil-settings.ts";
import type { FranceSettings } from "../settings/france-settings.ts";

/** The tax system whose identity and mentions an invoice carries. */
export type SellerJurisdiction = "france" | "brazil";

/**
 * Which of the seller's settings govern an invoice: Brazil for a BRL invoice (only those become
 * NF-e, docs/PRODUCT-RULES.md#e-invoicing-brazil) or for a seller with Brazil settings only; France
 * for a seller with France settings otherwise; none for a seller with neither.
 */
export const sellerJurisdiction = (
  currency: Currency,
  france: FranceSettings | null,
  brazil: BrazilSettings | null,
): SellerJurisdiction | null => {
  if (brazil !== null && (currency === "BRL" || france === null)) return "brazil";
  return france === null ? null : "france";
};
