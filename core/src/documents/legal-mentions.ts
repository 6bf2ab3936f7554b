import type { BrazilSettings } from "../settings/brazil-settings.ts";
import type { FranceSettings } from "../settings/france-settings.ts";
import type { InvoiceLabels } from "./invoice-labels.ts";
import type { SellerJurisdiction } from "./seller-jurisdiction.ts";

/** What decides an invoice's legal mentions. */
export interface LegalMentionsInput {
  readonly jurisdiction: SellerJurisdiction | null;
  readonly france: FranceSettings | null;
  readonly brazil: BrazilSettings | null;
  /** The seller's VAT number as the invoice prints it. */
  readonly vatNumber: string | null;
  /** The invoice's total tax, in minor units. */
  readonly taxAmount: number;
  readonly labels: InvoiceLabels;
}

/**
 * The legal mentions the seller's country asks of an invoice, in the document's language. A
 * seller established in France: the VAT franchise text when it has no VAT number and charges no
 * VAT (CGI art. 293 B), the late-payment penalties, the €40 recovery fee and the early-payment
 * discount conditions (Code de commerce L441-9, L441-10, D441-5); its SIREN and SIRET are printed
 * with its identity. A seller established in Brazil: this invoice is not the fiscal document.
 */
export const legalMentions = (input: LegalMentionsInput): ReadonlyArray<string> => {
  const { labels } = input;
  if (input.jurisdiction === "france" && input.france?.country === "France") {
    const franchise = input.vatNumber === null && input.taxAmount === 0;
    return [
      ...(franchise ? [labels.legalVatFranchise] : []),
      labels.legalLatePenalties,
      labels.legalRecoveryFee,
      labels.legalNoEarlyPaymentDiscount,
    ];
  }
  if (input.jurisdiction === "brazil" && input.brazil?.country === "Brazil") {
    return [labels.legalNotFiscalDocument];
  }
  return [];
};
