import type { Currency } from "../../money/currency.ts";

/**
 * The content of a Factur-X EN 16931 invoice as plain data, one field per business term it
 * writes. `buildFacturXInvoice` fills it from an invoice document and refuses what the rules
 * forbid; `ciiXml` writes any value of it, valid or not, so that the sandbox can also show how a
 * platform answers a broken invoice. Amounts are integer minor units of `currency`.
 */
export interface CiiInvoice {
  /** BT-23, the French billing framework ("cadre de facturation"): S1, B1, M1… */
  readonly billingMode: string;
  /** BT-24, the profile's guideline (`urn:cen.eu:en16931:2017`). */
  readonly guideline: string;
  /** BT-1. */
  readonly number: string;
  /** BT-3, UNTDID 1001 (380: commercial invoice, 381: credit note). */
  readonly typeCode: string;
  /** BG-3, the invoice a credit note corrects: BT-25 its number, BT-26 its issue date. */
  readonly precedingInvoice: CiiPrecedingInvoice | null;
  /** BT-2, `YYYY-MM-DD`. */
  readonly issueDate: string;
  /**
   * BT-72, the date of the sale or service: an invoice that states none is dated by its issue
   * date (or its service period's end), so the builder gives that, which also keeps BG-13 from
   * being an empty element.
   */
  readonly deliveryDate: string | null;
  /** BG-13 ship-to party: BT-70 name and BG-15 address, when the goods go elsewhere. */
  readonly shipTo: CiiShipTo | null;
  /** BG-14, the invoicing period: BT-73 start, BT-74 end. */
  readonly servicePeriod: CiiPeriod | null;
  /** BG-1. */
  readonly notes: ReadonlyArray<CiiNote>;
  readonly seller: CiiParty;
  readonly buyer: CiiParty;
  /** BT-5. */
  readonly currency: Currency;
  /** BT-6 and BT-111: the VAT accounting currency and the VAT total in it (euro cents). */
  readonly taxCurrency: CiiTaxCurrency | null;
  readonly lines: ReadonlyArray<CiiLine>;
  /** BG-20: the invoice discount, one allowance per VAT rate. */
  readonly allowances: ReadonlyArray<CiiAllowance>;
  /** BG-23. */
  readonly vatBreakdown: ReadonlyArray<CiiVatBreakdown>;
  readonly paymentTerms: CiiPaymentTerms;
  readonly totals: CiiTotals;
}

/** BG-3: a preceding invoice's number (BT-25) and issue date (BT-26, `YYYY-MM-DD`). */
export interface CiiPrecedingInvoice {
  readonly number: string;
  readonly issueDate: string;
}

/** Where the goods are delivered (BT-70, BG-15). */
export interface CiiShipTo {
  readonly name: string | null;
  readonly address: CiiAddress;
}

/** A period of days, both included, `YYYY-MM-DD`. */
export interface CiiPeriod {
  readonly start: string;
  readonly end: string;
}

/** A document level allowance (BG-20): BT-92 amount, BT-98 reason code 95, BT-95/BT-96. */
export interface CiiAllowance {
  readonly amount: number;
  readonly vat: CiiVat;
}

/** An invoice note (BT-22) and its UNTDID 4451 subject (BT-21): PMT, PMD, AAB, BAR… */
export interface CiiNote {
  readonly subject: string | null;
  readonly content: string;
}

/** A party's electronic address (BT-34, BT-49) and its scheme: `EM` e-mail, `0225` French directory. */
export interface CiiElectronicAddress {
  readonly scheme: string;
  readonly value: string;
}

/** A postal address: up to three lines, and an ISO 3166-1 alpha-2 country. */
export interface CiiAddress {
  readonly lines: ReadonlyArray<string>;
  readonly postcode: string | null;
  readonly city: string | null;
  readonly country: string;
}

/** A contact person and their phone and e-mail (BG-6, BG-9). */
export interface CiiContact {
  readonly name: string | null;
  readonly phone: string | null;
  readonly email: string | null;
}

/** The seller (BG-4) or the buyer (BG-7). */
export interface CiiParty {
  /** BT-27, BT-44. */
  readonly name: string;
  /** BT-33 (seller only): additional legal information (legal form, capital, register). */
  readonly legalInformation: string | null;
  /** BT-30, BT-47: the legal registration, scheme 0002. */
  readonly siren: string | null;
  /** BT-29, BT-46: the establishment, scheme 0009. */
  readonly siret: string | null;
  /** BT-31, BT-48: scheme VA. */
  readonly vatNumber: string | null;
  /** BT-32 (seller only): a tax registration other than VAT, scheme FC. */
  readonly taxRegistration: string | null;
  readonly contact: CiiContact | null;
  readonly address: CiiAddress;
  readonly electronicAddress: CiiElectronicAddress | null;
}

/** A VAT category (UNTDID 5305: S standard, Z zero rated, E exempt) and a rate in percent. */
export interface CiiVat {
  readonly category: string;
  readonly rate: number;
}

/** An invoice line (BG-25). */
export interface CiiLine {
  /** BT-126. */
  readonly id: string;
  /** BT-153. */
  readonly name: string;
  /** BT-129, up to four decimals. */
  readonly quantity: number;
  /** BT-130, UN/ECE Rec. 20. */
  readonly unitCode: string;
  /** BT-146, without tax. */
  readonly unitPrice: number;
  /** BT-136, the line discount without tax (BG-27, reason code 95); 0 when there is none. */
  readonly allowance: number;
  /** BT-131. */
  readonly net: number;
  readonly vat: CiiVat;
}

/** A VAT breakdown row (BG-23). */
export interface CiiVatBreakdown extends CiiVat {
  /** BT-116. */
  readonly basis: number;
  /** BT-117. */
  readonly tax: number;
  /** BT-120. */
  readonly exemptionReason: string | null;
  /** BT-121 (VATEX). */
  readonly exemptionCode: string | null;
  /** BT-8: 5 when the seller opted for VAT on debits. */
  readonly dueDateTypeCode: string | null;
}

/** BT-6 and BT-111. */
export interface CiiTaxCurrency {
  readonly currency: string;
  /** In minor units of `currency`. */
  readonly taxTotal: number;
}

/** BT-20 and BT-9. */
export interface CiiPaymentTerms {
  readonly description: string | null;
  readonly dueDate: string | null;
}

/** BG-22. */
export interface CiiTotals {
  /** BT-106. */
  readonly lineTotal: number;
  /** BT-107. */
  readonly allowanceTotal: number;
  /** BT-109. */
  readonly taxBasis: number;
  /** BT-110. */
  readonly taxTotal: number;
  /** BT-112. */
  readonly grandTotal: number;
  /** BT-113: what deposit invoices already invoiced (a quote's final invoice); 0 otherwise. */
  readonly prepaid: number;
  /** BT-115 = BT-112 − BT-113. */
  readonly duePayable: number;
}
