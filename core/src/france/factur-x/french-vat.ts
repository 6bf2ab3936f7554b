import type { InvoiceLabels } from "../../documents/invoice-labels.ts";
import { taxRateTenths } from "../../invoices/tax-rate.ts";
import { VATEX_CODES, type VatCategory } from "../../vat/vat-category.ts";

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

/** BT-120 and BT-121 of a VAT breakdown row; both null for S and Z. */
export interface VatExemption {
  readonly reason: string | null;
  readonly code: string | null;
}

/**
 * Why a category charges no VAT (BT-120, in the document's language, the words the PDF prints)
 * and its VATEX code (BT-121): the franchise's text and code for E under the franchise, else E's
 * own reason as the line states it; a fixed mention and code for AE, K, G and O.
 */
export const vatExemptionOf = (
  category: VatCategory,
  lineReason: string | null,
  franchise: boolean,
  labels: InvoiceLabels,
): VatExemption => {
  switch (category) {
    case "E":
      return franchise && lineReason === null
        ? { reason: FRANCHISE_EXEMPTION_REASON, code: FRANCHISE_EXEMPTION_CODE }
        : { reason: lineReason, code: null };
    case "AE":
      return { reason: labels.vatReverseCharge, code: VATEX_CODES.AE ?? null };
    case "K":
      return { reason: labels.vatIntraEuSupply, code: VATEX_CODES.K ?? null };
    case "G":
      return { reason: labels.vatExport, code: VATEX_CODES.G ?? null };
    case "O":
      return { reason: labels.vatOutOfScope, code: VATEX_CODES.O ?? null };
    default:
      return { reason: null, code: null };
  }
};
