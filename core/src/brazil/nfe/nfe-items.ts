import type { InvoiceItem } from "../../invoices/invoice-item.ts";
import type { LineTotals } from "../../invoices/invoice-totals.ts";
import { taxRateTenths } from "../../invoices/tax-rate.ts";
import { divideRounded, toSafeNumber } from "../../money/rounding.ts";
import { toScaledInteger } from "../../money/scaled-integer.ts";
import { type CfopDestination, cfopFirstDigitFor } from "../cfop.ts";
import { nfeMoney, nfeUnitValue } from "./nfe-decimal.ts";
import type { Crt, NfeContribution, NfeIbsCbs, NfeIcms, NfeItem } from "./nfe-document.ts";
import type { NfeContributionRates } from "./nfe-options.ts";
import type { NfeProblems } from "./nfe-parties.ts";
import { nfeText } from "./nfe-text.ts";
import { nfeUnit } from "./nfe-unit.ts";

/** NF-e holds at most 990 items (det maxOccurs). */
export const NFE_MAX_ITEMS = 990;

/**
 * The 2026 test rates of the tax reform (NT 2025.002; LC 214/2025 art. 343–346), in hundredths of
 * a percent: CBS 0.9 %, IBS of the state 0.1 %, IBS of the municipality 0 %.
 */
export const IBS_CBS_2026_TEST_RATES = { cbs: 90, ibsUf: 10, ibsMun: 0 } as const;

/** CST 000 "tributação integral" with its class 000001, the plain taxed sale. */
const IBS_CBS_FULL = { cst: "000", classification: "000001" } as const;

const DESCRIPTION_MAX = 120;
const PERCENT_HUNDREDTHS_NUMBER = 10_000;
const PERCENT_HUNDREDTHS = BigInt(PERCENT_HUNDREDTHS_NUMBER);

/** The share `rate` (hundredths of a percent) of `base`, halves away from zero. */
export const percentOf = (base: number, rate: number): number =>
  toSafeNumber(divideRounded(BigInt(base) * BigInt(rate), PERCENT_HUNDREDTHS));

/** The settings' sale CFOP turned to the destination: 5xxx in the state, 6xxx to another one. */
export const cfopForDestination = (cfop: string, destination: CfopDestination): string =>
  `${cfopFirstDigitFor({ direction: "saida", destination })}${cfop.slice(1)}`;

/** What every item of one NF-e shares. */
export interface NfeItemContext {
  readonly crt: Crt;
  /** The item's CFOP, turned to the NF-e's destination. */
  readonly cfopOf: (item: InvoiceItem) => string;
  readonly ncmOf: (item: InvoiceItem) => string;
  /** Hundredths of a percent; normal regime only. */
  readonly contributionRates: { readonly pis: number; readonly cofins: number };
  readonly ibsCbs: boolean;
  /** The invoice's prices include tax, as Brazilian prices do. */
  readonly pricesIncludeTax: boolean;
}

const contribution = (base: number, rate: number): NfeContribution => ({
  kind: "Aliq",
  cst: "01",
  base,
  rate,
  amount: percentOf(base, rate),
});

const ZERO_CONTRIBUTION: NfeContribution = { kind: "Outr", cst: "49" };

// The taxed value of the reform excludes ICMS, PIS and COFINS (LC 214/2025 art. 12 §2).
const ibsCbs = (total: number, icms: number, pis: number, cofins: number): NfeIbsCbs => {
  const base = total - icms - pis - cofins;
  const rates = IBS_CBS_2026_TEST_RATES;
  return {
    ...IBS_CBS_FULL,
    base,
    ibsUfRate: rates.ibsUf,
    ibsUf: percentOf(base, rates.ibsUf),
    ibsMunRate: rates.ibsMun,
    ibsMun: percentOf(base, rates.ibsMun),
    cbsRate: rates.cbs,
    cbs: percentOf(base, rates.cbs),
  };
};

/**
 * One det, `line` its figures by invoiceTotals. Brazilian prices include ICMS, PIS and COFINS,
 * and the taxes are computed inside vProd less vDesc, so that vNF is the invoice's total: with
 * tax-inclusive prices vProd is quantity × unit price and vDesc the line's discount and share of
 * the invoice discount; with prices before tax vProd is the line's total (net and tax) and vDesc
 * its share of the invoice discount. Simples Nacional and MEI write CSOSN 102 (ICMS paid in the
 * monthly DAS, none shown) with PIS/COFINS CST 49 at zero; the normal regime writes ICMS CST 00
 * at the item's rate (CST 41 when 0 %), PIS/COFINS CST 01 and, if asked, IBS/CBS.
 */
export const nfeItem = (
  item: InvoiceItem,
  line: LineTotals | undefined,
  index: number,
  context: NfeItemContext,
): NfeItem => {
  const inclusive = context.pricesIncludeTax;
  const amount = line?.amount ?? 0;
  const invoiceDiscount = line?.invoiceDiscount ?? 0;
  const total = inclusive ? amount : (line?.total ?? 0);
  const discount = inclusive ? (line?.discount ?? 0) + invoiceDiscount : invoiceDiscount;
  const taxed = total - discount;
  const common = {
    number: index + 1,
    code: String(index + 1),
    description: nfeText(item.description, DESCRIPTION_MAX) || `Item ${index + 1}`,
    ncm: context.ncmOf(item),
    cfop: context.cfopOf(item),
    unit: nfeUnit(item.unitCode),
    quantity: item.quantity,
    unitValue:
      inclusive || total === amount ? nfeMoney(item.unitPrice) : nfeUnitValue(total, item.quantity),
    total,
    discount,
  };
  if (context.crt !== 3) {
    const icms: NfeIcms = { kind: "ICMSSN102", csosn: "102" };
    return { ...common, icms, pis: ZERO_CONTRIBUTION, cofins: ZERO_CONTRIBUTION, ibsCbs: null };
  }
  const rate = taxRateTenths(item.taxRate) * 10;
  const icms: NfeIcms =
    rate === 0
      ? { kind: "ICMS40", cst: "41" }
      : { kind: "ICMS00", base: taxed, rate, amount: percentOf(taxed, rate) };
  const pis = contribution(taxed, context.contributionRates.pis);
  const cofins = contribution(taxed, context.contributionRates.cofins);
  const icmsAmount = icms.kind === "ICMS00" ? icms.amount : 0;
  const amountOf = (c: NfeContribution): number => (c.kind === "Aliq" ? c.amount : 0);
  return {
    ...common,
    icms,
    pis,
    cofins,
    ibsCbs: context.ibsCbs ? ibsCbs(taxed, icmsAmount, amountOf(pis), amountOf(cofins)) : null,
  };
};

/** Simples Nacional and MEI sellers show no tax on top of their prices. */
export const itemTaxProblems = (
  problems: NfeProblems,
  items: ReadonlyArray<InvoiceItem>,
  crt: Crt,
): void => {
  if (crt === 3) return;
  items.forEach((item, index) => {
    if (item.taxRate !== 0) {
      problems[`items.${index}.taxRate`] = "brazil.nfe.simplesnacional.taxnotallowed";
    }
  });
};

/** PIS and COFINS rates in hundredths of a percent, or a problem when one has more decimals. */
export const contributionHundredths = (
  problems: NfeProblems,
  rates: NfeContributionRates,
): { readonly pis: number; readonly cofins: number } => {
  const hundredths = (rate: number, field: string): number => {
    const scaled = toScaledInteger(rate, 2);
    if (scaled === undefined || scaled < 0 || scaled >= PERCENT_HUNDREDTHS_NUMBER) {
      problems[field] = "brazil.nfe.contributionrate.invalid";
      return 0;
    }
    return scaled;
  };
  return {
    pis: hundredths(rates.pis, "contributionRates.pis"),
    cofins: hundredths(rates.cofins, "contributionRates.cofins"),
  };
};
