import { apportion } from "../money/apportion.ts";
import type { Currency } from "../money/currency.ts";
import { divideRounded, toSafeNumber } from "../money/rounding.ts";
import type { VatCategory } from "../vat/vat-category.ts";
import { type Discount, discountOf } from "./discount.ts";
import { lineAmount } from "./line-amount.ts";
import { taxRateTenths } from "./tax-rate.ts";

/**
 * What the totals need of an item: a quantity (up to four decimals), a unit price in minor units
 * (tax included when the invoice's prices include tax), a rate in %, and its discount if any.
 */
export interface TotalsItem {
  readonly quantity: number;
  readonly unitPrice: number;
  readonly taxRate: number;
  readonly discount?: Discount | null;
  /** The line's VAT category, when it states one: lines group by rate and category. */
  readonly vatCategory?: VatCategory | null;
  /** The line's tax in minor units, read only where the options say the taxes are stated. */
  readonly taxAmount?: number;
}

/** What the totals need of the invoice besides its items. */
export interface TotalsOptions {
  /** Unit prices and discounts include tax (B2C habit, Brazilian prices carrying ICMS). */
  readonly pricesIncludeTax?: boolean;
  /** The invoice discount (EN 16931 document allowance, BG-20), shared among the rates. */
  readonly discount?: Discount | null;
  /**
   * Each item states its tax (`taxAmount`), as a credit note's lines do: the tax left on the
   * invoice line they credit. Each rate's tax is then the sum of its items' taxes, within the one
   * unit EN 16931 tolerates from its basis × rate (BR-CO-17), so that the credit note's documents
   * state the total it stored. Only with net prices.
   */
  readonly statedTaxes?: boolean;
}

/** One item's figures, in minor units. */
export interface LineTotals {
  /** Quantity × unit price, in the invoice's price terms (tax included or not). */
  readonly amount: number;
  /** What the line discount takes off `amount`, in the same terms. */
  readonly discount: number;
  /** The line's share of the invoice discount, in the invoice's price terms. */
  readonly invoiceDiscount: number;
  /** The line discount without tax (BT-136). */
  readonly allowance: number;
  /** BT-131, the line's net amount without tax, after its discount. */
  readonly net: number;
  /** The item's share of its rate group's tax. */
  readonly taxAmount: number;
  /** net + taxAmount. */
  readonly total: number;
}

/** One VAT breakdown entry (BG-23) and the invoice discount it carries (BG-20). */
export interface TaxSubtotal {
  readonly taxRate: number;
  /** The category its lines state (null: the rate's default). */
  readonly vatCategory: VatCategory | null;
  /** The sum of the group's line nets. */
  readonly lineNet: number;
  /** BT-92: the invoice discount's share of this rate, without tax (0 when there is none). */
  readonly allowance: number;
  /** BT-116 = lineNet − allowance. */
  readonly basis: number;
  /** BT-117. */
  readonly taxAmount: number;
}

/** Every figure of an invoice, in minor units of `currency`. */
export interface InvoiceTotals {
  readonly currency: Currency;
  readonly pricesIncludeTax: boolean;
  /** In the order of the items given. */
  readonly lines: ReadonlyArray<LineTotals>;
  /** One entry per distinct rate and category, by ascending rate. */
  readonly taxBreakdown: ReadonlyArray<TaxSubtotal>;
  /** BT-106: the sum of line nets. */
  readonly lineTotal: number;
  /** BT-107: the invoice discount without tax. */
  readonly allowanceTotal: number;
  /** BT-109 = lineTotal − allowanceTotal: the amount without tax. */
  readonly subtotal: number;
  /** BT-110: the sum of the groups' taxes. */
  readonly taxAmount: number;
  /** BT-112 = subtotal + taxAmount. */
  readonly total: number;
  /** BT-115 = total: nothing is prepaid (BT-113) and there is no rounding amount (BT-114). */
  readonly amountDue: number;
}

const PER_MILLE = 1000n;

/** A valid discount's amount; an amount above its base is a broken precondition. */
const discounted = (discount: Discount | null | undefined, base: bigint): bigint => {
  const amount = discountOf(discount, base);
  if (amount === undefined) throw new RangeError(`a discount exceeds its base ${base}`);
  return amount;
};

/** An item's stated tax; an item without one is a broken precondition. */
const statedTax = (item: TotalsItem | undefined): bigint => {
  if (item?.taxAmount === undefined) throw new RangeError("an item states no tax");
  return BigInt(item.taxAmount);
};

interface Group {
  readonly tenths: bigint;
  readonly category: VatCategory | null;
  readonly indices: ReadonlyArray<number>;
  /** The sum of the group's line amounts after line discounts, in price terms. */
  readonly amount: bigint;
}

/**
 * The invoice's figures under EN 16931. Each line's amount is quantity × price rounded to the
 * minor unit, less its discount; the invoice discount is taken per rate group (a percentage of
 * each group, or an amount shared in proportion to the groups). Tax is computed once per group
 * (BR-S-08, BR-CO-17), halves away from zero: on the group's net basis, or, when prices include
 * tax, extracted from the group's tax-inclusive amount so that the invoice total is exactly what
 * the prices add up to; the line nets are then that amount less its tax, shared among the lines.
 * Each item shows a share of its group's tax by the largest-remainder method, so that the items
 * of a group add up exactly to the group's tax. With `statedTaxes` (a credit note), each item
 * keeps the tax it states and its group's tax is their sum.
 */
export const invoiceTotals = (
  items: ReadonlyArray<TotalsItem>,
  currency: Currency,
  options: TotalsOptions = {},
): InvoiceTotals => {
  const inclusive = options.pricesIncludeTax === true;
  const stated = options.statedTaxes === true;
  if (stated && inclusive) throw new RangeError("stated taxes go with net prices");
  const amounts = items.map((item) => BigInt(lineAmount(item.quantity, item.unitPrice)));
  const lineDiscounts = items.map((item, index) => discounted(item.discount, amounts[index] ?? 0n));
  const afterDiscount = amounts.map((amount, index) => amount - (lineDiscounts[index] ?? 0n));

  const byRate = new Map<string, Array<number>>();
  // A line at a positive rate is S whether it says so or not: one group, one breakdown row.
  const categoryOf = (item: TotalsItem | undefined): VatCategory | null =>
    item?.vatCategory === "S" ? null : (item?.vatCategory ?? null);
  const keyOf = (item: TotalsItem): string =>
    `${taxRateTenths(item.taxRate)}|${categoryOf(item) ?? ""}`;
  items.forEach((item, index) => {
    byRate.set(keyOf(item), [...(byRate.get(keyOf(item)) ?? []), index]);
  });
  const groups = [...byRate.values()]
    .map((indices): Group => {
      const first = items[indices[0] ?? 0];
      return {
        tenths: BigInt(taxRateTenths(first?.taxRate ?? 0)),
        category: categoryOf(first),
        indices,
        amount: indices.reduce((sum, index) => sum + (afterDiscount[index] ?? 0n), 0n),
      };
    })
    .sort((a, b) =>
      a.tenths !== b.tenths
        ? a.tenths < b.tenths
          ? -1
          : 1
        : (a.category ?? "").localeCompare(b.category ?? ""),
    );
  const invoiceDiscount = options.discount;
  const groupDiscounts =
    invoiceDiscount?.type === "amount"
      ? apportion(
          discounted(
            invoiceDiscount,
            groups.reduce((sum, group) => sum + group.amount, 0n),
          ),
          groups.map((group) => group.amount),
        )
      : groups.map((group) => discounted(invoiceDiscount, group.amount));

  const nets = [...afterDiscount];
  const allowances = [...lineDiscounts];
  const lineTaxes = new Array<bigint>(items.length).fill(0n);
  const invoiceDiscountShares = new Array<bigint>(items.length).fill(0n);
  const taxBreakdown = groups.map((group, groupIndex): TaxSubtotal => {
    const { tenths, indices } = group;
    const groupDiscount = groupDiscounts[groupIndex] ?? 0n;
    const payable = group.amount - groupDiscount;
    const weights = indices.map((index) => afterDiscount[index] ?? 0n);
    const statedTaxes = stated ? indices.map((index) => statedTax(items[index])) : null;
    const tax =
      statedTaxes !== null
        ? statedTaxes.reduce((sum, share) => sum + share, 0n)
        : inclusive
          ? divideRounded(payable * tenths, PER_MILLE + tenths)
          : divideRounded(payable * tenths, PER_MILLE);
    const basis = inclusive ? payable - tax : payable;
    const allowance = inclusive
      ? divideRounded(groupDiscount * PER_MILLE, PER_MILLE + tenths)
      : groupDiscount;
    if (inclusive) {
      const taxInLines = apportion(group.amount - basis - allowance, weights);
      indices.forEach((index, position) => {
        nets[index] = (afterDiscount[index] ?? 0n) - (taxInLines[position] ?? 0n);
        allowances[index] = divideRounded(
          (lineDiscounts[index] ?? 0n) * PER_MILLE,
          PER_MILLE + tenths,
        );
      });
    }
    (statedTaxes ?? apportion(tax, weights)).forEach((share, position) => {
      lineTaxes[indices[position] ?? 0] = share;
    });
    apportion(groupDiscount, weights).forEach((share, position) => {
      invoiceDiscountShares[indices[position] ?? 0] = share;
    });
    return {
      taxRate: Number(tenths) / 10,
      vatCategory: group.category,
      lineNet: toSafeNumber(basis + allowance),
      allowance: toSafeNumber(allowance),
      basis: toSafeNumber(basis),
      taxAmount: toSafeNumber(tax),
    };
  });

  const lines = nets.map((net, index): LineTotals => {
    const tax = lineTaxes[index] ?? 0n;
    return {
      amount: toSafeNumber(amounts[index] ?? 0n),
      discount: toSafeNumber(lineDiscounts[index] ?? 0n),
      invoiceDiscount: toSafeNumber(invoiceDiscountShares[index] ?? 0n),
      allowance: toSafeNumber(allowances[index] ?? 0n),
      net: toSafeNumber(net),
      taxAmount: toSafeNumber(tax),
      total: toSafeNumber(net + tax),
    };
  });
  const lineTotal = taxBreakdown.reduce((sum, group) => sum + group.lineNet, 0);
  const allowanceTotal = taxBreakdown.reduce((sum, group) => sum + group.allowance, 0);
  const subtotal = lineTotal - allowanceTotal;
  const taxAmount = taxBreakdown.reduce((sum, group) => sum + group.taxAmount, 0);
  const total = subtotal + taxAmount;
  return {
    currency,
    pricesIncludeTax: inclusive,
    lines,
    taxBreakdown,
    lineTotal,
    allowanceTotal,
    subtotal,
    taxAmount,
    total,
    amountDue: total,
  };
};
