import { taxRateTenths } from "../../invoices/tax-rate.ts";

/**
 * The VAT rates, in tenths of a percent, a French e-invoice may carry (BR-FR-16): 20, 10, 5.5 and
 * 2.1, 0, and the Corsican, overseas and former rates the rule lists (its 1.75 and 1.05 have two
 * decimals, which an invoice's rates never have).
 */
const FRENCH_RATES_TENTHS = new Set([0, 9, 21, 55, 70, 85, 92, 96, 100, 130, 196, 200, 206]);

/** Whether a rate in percent is one the French rules accept on an e-invoice. */
export const isFrenchVatRate = (rate: number): boolean =>
  FRENCH_RATES_TENTHS.has(taxRateTenths(rate));

/** BT-120 of the VAT franchise of small businesses, the mention CGI art. 293 B requires. */
export const FRANCHISE_EXEMPTION_REASON = "TVA non applicable, art. 293 B du CGI";

/** BT-121 of the VAT franchise (VATEX code list, French extension). */
export const FRANCHISE_EXEMPTION_CODE = "VATEX-FR-FRANCHISE";

/**
 * The VAT category of a rate (UNTDID 5305): S standard when VAT is charged; a rate of 0 is the
 * franchise's E exemption for a seller without a VAT number, a Z zero rate for one with.
 */
export const vatCategoryOf = (rate: number, franchise: boolean): string => {
  if (rate > 0) return "S";
  return franchise ? "E" : "Z";
};
