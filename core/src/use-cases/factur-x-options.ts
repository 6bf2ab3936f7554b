import type { FacturXOptions } from "../france/factur-x/invoice-pdf.ts";
import { DEFAULT_OPERATION_NATURE } from "../france/factur-x/operation-nature.ts";

/**
 * How a seller's invoices become Factur-X while the France settings ask for neither the nature
 * of the operation nor a euro rate: services, and no rate (so a non-euro invoice with VAT is
 * refused rather than stated in euros at a guessed rate).
 */
export const SELLER_FACTUR_X_OPTIONS: FacturXOptions = {
  nature: DEFAULT_OPERATION_NATURE,
  euroRate: null,
};
