import type { NfeAccessKey } from "../access-key.ts";
import type { UfCode } from "../uf.ts";

/** A taxpayer number as NF-e writes it: a CNPJ (14 characters) or a CPF (11 digits). */
export interface NfeTaxpayerId {
  readonly kind: "cnpj" | "cpf";
  readonly value: string;
}

/** A Brazilian address in NF-e form (TEndereco / TEnderEmi), every text already NF-e safe. */
export interface NfeAddress {
  readonly street: string;
  readonly number: string;
  readonly complement: string | null;
  readonly district: string;
  /** IBGE code (cMun) and its official name (xMun). */
  readonly municipalityCode: string;
  readonly municipalityName: string;
  readonly uf: UfCode;
  /** 8 digits, or null where NF-e allows none (recipient). */
  readonly cep: string | null;
  /** 6 to 14 digits, or null. */
  readonly phone: string | null;
}

/** The NF-e regime code (CRT): 1 Simples Nacional, 3 normal regime, 4 MEI. */
export type Crt = 1 | 3 | 4;

/** The issuer (emit). */
export interface NfeIssuer {
  readonly id: NfeTaxpayerId;
  readonly name: string;
  readonly address: NfeAddress;
  /** The state registration: digits or ISENTO. */
  readonly ie: string;
  readonly im: string | null;
  readonly crt: Crt;
}

/** indIEDest: 1 ICMS taxpayer, 2 taxpayer exempt from registration, 9 not a taxpayer. */
export type IndIeDest = 1 | 2 | 9;

/** The recipient (dest). */
export interface NfeRecipient {
  readonly id: NfeTaxpayerId;
  /** xNome as written: the fixed homologation text in homologation (rejection 598). */
  readonly name: string;
  readonly address: NfeAddress;
  readonly indIEDest: IndIeDest;
  /** Digits, only with indIEDest 1. */
  readonly ie: string | null;
  readonly email: string | null;
}

/** ICMS of an item: CSOSN 102 (Simples/MEI), CST 00 (taxed, rate in hundredths of %) or 41. */
export type NfeIcms =
  | { readonly kind: "ICMSSN102"; readonly csosn: "102" }
  | {
      readonly kind: "ICMS00";
      readonly base: number;
      readonly rate: number;
      readonly amount: number;
    }
  | { readonly kind: "ICMS40"; readonly cst: "41" };

/** PIS or COFINS of an item: an ad valorem rate (CST 01) or "other operations" at zero (CST 49). */
export type NfeContribution =
  | {
      readonly kind: "Aliq";
      readonly cst: "01";
      readonly base: number;
      readonly rate: number;
      readonly amount: number;
    }
  | { readonly kind: "Outr"; readonly cst: "49" };

/** The IBS and CBS of an item (NT 2025.002), rates in hundredths of a percent. */
export interface NfeIbsCbs {
  readonly cst: string;
  readonly classification: string;
  readonly base: number;
  readonly ibsUfRate: number;
  readonly ibsUf: number;
  readonly ibsMunRate: number;
  readonly ibsMun: number;
  readonly cbsRate: number;
  readonly cbs: number;
}

/** One det: the product and its taxes; amounts in centavos. */
export interface NfeItem {
  readonly number: number;
  readonly code: string;
  readonly description: string;
  readonly ncm: string;
  readonly cfop: string;
  readonly unit: string;
  readonly quantity: number;
  /** vUnCom and vUnTrib, in reais with up to ten places. */
  readonly unitValue: string;
  /** vProd ≈ quantity × unitValue. */
  readonly total: number;
  /** vDesc: the line's discounts, taken off vProd. */
  readonly discount: number;
  readonly icms: NfeIcms;
  readonly pis: NfeContribution;
  readonly cofins: NfeContribution;
  readonly ibsCbs: NfeIbsCbs | null;
}

/** total/ICMSTot (and IBSCBSTot when items carry IBS/CBS); amounts in centavos. */
export interface NfeTotals {
  readonly icmsBase: number;
  readonly icms: number;
  readonly products: number;
  /** vDesc: the items' discounts. */
  readonly discount: number;
  readonly pis: number;
  readonly cofins: number;
  /** vNF: the products less the discounts, as Brazilian prices include ICMS, PIS and COFINS. */
  readonly invoice: number;
  readonly ibsCbs: {
    readonly base: number;
    readonly ibsUf: number;
    readonly ibsMun: number;
    readonly cbs: number;
  } | null;
}

/** cobr: the bill and its one instalment, for a sale paid later. */
export interface NfeBilling {
  readonly number: string;
  readonly amount: number;
  readonly dueDate: string;
}

/** pag/detPag. */
export interface NfePayment {
  /** 0 paid on issue (à vista), 1 later (a prazo). */
  readonly indPag: 0 | 1;
  readonly tPag: string;
  readonly amount: number;
}

/** The software house answering for the issuing software (infRespTec), required by some UFs. */
export interface NfeTechnicalResponsible {
  readonly cnpj: string;
  readonly contact: string;
  readonly email: string;
  readonly phone: string;
}

/** Everything an NF-e 4.00 model 55 says, computed and checked, ready to be written as XML. */
export interface NfeDocument {
  readonly accessKey: NfeAccessKey;
  readonly cUF: number;
  readonly cNF: string;
  readonly natOp: string;
  readonly serie: number;
  readonly nNF: number;
  /** Local date-time with its UTC offset (TDateTimeUTC). */
  readonly dhEmi: string;
  /** 1 internal, 2 interstate. */
  readonly idDest: 1 | 2;
  readonly cMunFG: string;
  readonly cDV: number;
  /** 1 production, 2 homologation. */
  readonly tpAmb: 1 | 2;
  /** 1 consumer final (recipient not an ICMS taxpayer), else 0. */
  readonly indFinal: 0 | 1;
  readonly verProc: string;
  readonly issuer: NfeIssuer;
  readonly recipient: NfeRecipient;
  readonly items: ReadonlyArray<NfeItem>;
  readonly totals: NfeTotals;
  readonly billing: NfeBilling | null;
  readonly payment: NfePayment;
  readonly additionalInfo: string | null;
  readonly technicalResponsible: NfeTechnicalResponsible | null;
}
