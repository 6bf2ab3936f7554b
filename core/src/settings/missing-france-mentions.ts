import type { FranceSettings } from "./france-settings.ts";

/** A mention French invoices need that the seller's settings do not give yet. */
export type MissingFranceMention = "siret" | "vatNumber" | "legalForm" | "registry" | "address";

/**
 * What a French seller's invoices still lack (docs/PRODUCT-RULES.md#france-mentions): without
 * settings, every identity mention (its invoices then carry only what the profile gives); with
 * them, the VAT number (unless under the franchise), the legal form and the trade register
 * (unless a sole trader) and a complete address.
 */
export const missingFranceMentions = (
  settings: FranceSettings | null,
): ReadonlyArray<MissingFranceMention> => {
  if (settings === null) return ["siret", "vatNumber", "legalForm", "registry", "address"];
  const missing: Array<MissingFranceMention> = [];
  if (settings.vatNumber === null && !settings.vatFranchise) missing.push("vatNumber");
  if (settings.legalForm === null && !settings.soleTrader) missing.push("legalForm");
  if (settings.registry === null && !settings.soleTrader) missing.push("registry");
  if ([settings.address, settings.city, settings.postalCode].includes(null))
    missing.push("address");
  return missing;
};
