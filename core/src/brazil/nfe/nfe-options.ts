import type { InvoiceDocument } from "../../documents/invoice-document.ts";
import type { NfeEnvironment } from "../../settings/brazil-settings.ts";
import type { NfeTechnicalResponsible } from "./nfe-document.ts";

/**
 * Payment means (tPag) the product offers: 15 boleto bancário (the default: a Brazilian business
 * invoice is usually paid by boleto), 16 bank deposit, 17 PIX, 18 bank transfer, 90 no payment.
 */
export const NFE_PAYMENT_MEANS = ["15", "16", "17", "18", "90"] as const;
export type NfePaymentMeans = (typeof NFE_PAYMENT_MEANS)[number];

/** PIS and COFINS rates of the normal regime, in percent. */
export interface NfeContributionRates {
  readonly pis: number;
  readonly cofins: number;
}

/**
 * PIS 0.65 % and COFINS 3 %: the cumulative regime of companies taxed on presumed profit (Lei
 * 9.718/98), the usual normal regime of small companies. Companies on real profit pass 1.65/7.6.
 */
export const CUMULATIVE_CONTRIBUTION_RATES: NfeContributionRates = { pis: 0.65, cofins: 3 };

/** What NF-e needs beyond the invoice document. */
export interface NfeBuildInput {
  /** The invoice document (`buildInvoiceDocument`): invoice, client and the seller's Brazil settings. */
  readonly document: InvoiceDocument;
  /** When the NF-e is issued (dhEmi, and the key's year and month), from the Clock. */
  readonly issuedAt: Date;
  /**
   * nNF: the number of its own série per issuer and environment (`NfeNumbering`,
   * docs/PRODUCT-RULES.md#nf-e-numbering), never the invoice number.
   */
  readonly nNF: number;
  /** Eight random digits (see `drawCnf`). */
  readonly cNF: string;
  /** Série, 0–889; the settings' `nfeSerie` when not given. */
  readonly serie?: number;
  /** The SEFAZ environment; the settings' default when not given. */
  readonly environment?: NfeEnvironment;
  /** NCM per item id, where the seller gave one. */
  readonly itemNcm?: Readonly<Record<string, string>>;
  /** NCM of the items without one; DEFAULT_NCM ("00") when not given. */
  readonly defaultNcm?: string;
  readonly paymentMeans?: NfePaymentMeans;
  /** Normal regime only; CUMULATIVE_CONTRIBUTION_RATES when not given. */
  readonly contributionRates?: NfeContributionRates;
  /** Normal regime only: write the IBS/CBS groups (NT 2025.002) at the 2026 test rates; true when not given. */
  readonly ibsCbs?: boolean;
  readonly technicalResponsible?: NfeTechnicalResponsible;
  /** verProc, the issuing software and its version, at most 20 characters. */
  readonly applicationVersion?: string;
}
