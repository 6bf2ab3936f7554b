import type { UnitCode } from "../invoices/unit-code.ts";

/** Each UN/ECE Rec. 20 unit's short name, printed after a quantity: `unitHUR` is "h". */
export type UnitLabels = { readonly [Code in UnitCode as `unit${Code}`]: string };

/**
 * The words of an invoice document (PDF, print, e-mail) in one language. `{name}` marks a
 * placeholder that `fillLabel` replaces. Legal mentions quote the article they rest on.
 */
export interface InvoiceLabels extends UnitLabels {
  readonly documentTitle: string;
  /** What joins a label and its value: ": ", " : " in French, "：" in Chinese and Japanese. */
  readonly separator: string;
  readonly invoiceNumber: string;
  /** A credit note's title, in place of `documentTitle`. */
  readonly creditNoteTitle: string;
  /** A credit note's number label, in place of `invoiceNumber`. */
  readonly creditNoteNumber: string;
  /** The row of a credit note naming the invoice it corrects. */
  readonly creditedInvoice: string;
  /** Placeholders `{number}` and `{date}`: the corrected invoice's number and issue date. */
  readonly creditedInvoiceValue: string;
  /** A credit note's reason, in place of `notes`. */
  readonly creditReason: string;
  /** A quote's title, in place of `documentTitle` (docs/QUOTES.md). */
  readonly quoteTitle: string;
  /** A quote's number label, in place of `invoiceNumber`. */
  readonly quoteNumber: string;
  /** The last day a quote can be accepted, in place of `dueDate`. */
  readonly validUntil: string;
  /** A deposit invoice's line; placeholders `{percent}` and `{number}`: the share and the quote. */
  readonly depositLine: string;
  /** What deposit invoices already invoiced of a final invoice (BT-113), deducted from its total. */
  readonly prepaidAmount: string;
  /** What is left to pay of a final invoice after its deposits (BT-115). */
  readonly amountDue: string;
  /**
   * Shown in place of the number of a draft, which has none yet (docs/PRODUCT-RULES.md#numbering).
   */
  readonly draft: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly seller: string;
  readonly billTo: string;
  readonly description: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly taxRate: string;
  /** A line's net amount, before tax. */
  readonly lineAmount: string;
  readonly taxSummary: string;
  readonly taxBasis: string;
  readonly taxAmount: string;
  readonly subtotal: string;
  readonly totalTax: string;
  readonly total: string;
  readonly notes: string;
  readonly paymentTerms: string;
  /** Placeholders `{days}` and `{date}`. */
  readonly paymentDueWithin: string;
  readonly paymentDueOnReceipt: string;
  /** Placeholders `{page}` and `{pages}`. */
  readonly pageOf: string;
  readonly watermarkDraft: string;
  /** A line's discount, printed under its description. */
  readonly discount: string;
  /** The invoice discount (EN 16931 document allowances), in the summary. */
  readonly invoiceDiscount: string;
  /** The sum of the line amounts before the invoice discount. */
  readonly linesTotal: string;
  readonly serviceDate: string;
  readonly servicePeriod: string;
  /** Said where unit prices include tax. */
  readonly pricesIncludeTax: string;

  readonly email: string;
  readonly phone: string;
  readonly siren: string;
  readonly siret: string;
  readonly vatNumber: string;
  readonly cnpj: string;
  readonly cpf: string;
  readonly inscricaoEstadual: string;
  readonly inscricaoMunicipal: string;
  /** France, VAT franchise of micro-entrepreneurs (CGI art. 293 B). */
  readonly legalVatFranchise: string;
  /** France, late-payment penalties (Code de commerce art. L441-10). */
  readonly legalLatePenalties: string;
  /** France, the €40 fixed recovery fee (Code de commerce art. D441-5). */
  readonly legalRecoveryFee: string;
  /** France, the early-payment discount conditions the Code de commerce asks for. */
  readonly legalNoEarlyPaymentDiscount: string;
  /** Brazil: the fiscal document is the NF-e, not this invoice. */
  readonly legalNotFiscalDocument: string;
  /** France, reverse charge (AE): the mention and BT-120. */
  readonly vatReverseCharge: string;
  /** France, intra-EU supply (K). */
  readonly vatIntraEuSupply: string;
  /** France, export outside the EU (G). */
  readonly vatExport: string;
  /** France, out of the scope of VAT (O). */
  readonly vatOutOfScope: string;
  /** France, an exemption (E) and the reason its lines state. */
  readonly vatExemptReason: string;
  /** France, the option for VAT on debits (BT-8 = 5). */
  readonly legalVatOnDebits: string;
  /** France, the PMT note for a private buyer, who owes no €40 fee. */
  readonly legalRecoveryFeeNotApplicable: string;
  /** The operation category (BT-23). */
  readonly operationCategory: string;
  readonly operationGoods: string;
  readonly operationServices: string;
  readonly operationMixed: string;
  /** The delivery address (BG-15). */
  readonly deliveryAddress: string;
  /** France, the seller's share capital. */
  readonly shareCapital: string;
}
