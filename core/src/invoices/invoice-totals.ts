import type { Currency } from "../money/currency.ts";
import { divideRounded, toSafeNumber } from "../money/rounding.ts";
import { lineNetAmount } from "./line-net-amount.ts";
import { taxRateTenths } from "./tax-rate.ts";

/** What the totals need of an item: a whole quantity, a unit price in minor units, a rate in %. */
export interface TotalsItem {
  readonly quantity: number;
  readonly unitPrice: number;
  readonly taxRate: number;
}

/** One item's figures, in minor units; `taxAmount` is the item's share of its group's tax. */
export interface LineTotals {
  readonly net: number;
  readonly taxAmount: number;
  readonly total: number;
}

/** One VAT breakdown entry (BG-23): basis BT-116, rate BT-119, tax BT-117. */
export interface TaxSubtotal {
  readonly taxRate: number;
  readonly basis: number;
  readonly taxAmount: number;
}

/** Every figure of an invoice, in minor units of `currency`. */
export interface InvoiceTotals {
  readonly currency: Currency;
  /** In the order of the items given. */
  readonly lines: ReadonlyArray<LineTotals>;
  /** One entry per distinct rate, by ascending rate. */
  readonly taxBreakdown: ReadonlyArray<TaxSubtotal>;
  /** BT-106 = BT-109: the sum of line nets (no document allowances or charges). */
  readonly subtotal: number;
  /** BT-110: the sum of the groups' taxes. */
  readonly taxAmount: number;
  /** BT-112 = subtotal + taxAmount. */
  readonly total: number;
  /** BT-115 = total: nothing is prepaid (BT-113) and there is no rounding amount (BT-114). */
  readonly amountDue: number;
}

const PER_MILLE = 1000n;

interface Share {
  readonly index: number;
  readonly net: bigint;
  readonly floor: bigint;
  readonly remainder: bigint;
}

/** Larger remainder first; then larger net; then earlier line, so ties depend only on values. */
const byClaim = (a: Share, b: Share): number =>
  a.remainder !== b.remainder
    ? Number(b.remainder - a.remainder)
    : a.net !== b.net
      ? Number(b.net - a.net)
      : a.index - b.index;

/**
 * The invoice's figures under EN 16931: tax is computed once per rate group on the sum of its
 * line nets (BR-S-08, BR-CO-17), halves rounded away from zero. Each item shows a share of its
 * group's tax, the group tax split by the largest-remainder method, so that the items of a group
 * add up exactly to the group's tax and the item totals to the invoice total.
 */
export const invoiceTotals = (
  items: ReadonlyArray<TotalsItem>,
  currency: Currency,
): InvoiceTotals => {
  const nets = items.map((item) => BigInt(lineNetAmount(item.quantity, item.unitPrice)));
  const groups = new Map<number, Array<number>>();
  items.forEach((item, index) => {
    const tenths = taxRateTenths(item.taxRate);
    groups.set(tenths, [...(groups.get(tenths) ?? []), index]);
  });

  const lineTaxes = new Array<bigint>(items.length).fill(0n);
  const taxBreakdown = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tenths, indices]): TaxSubtotal => {
      const rate = BigInt(tenths);
      const shares = indices.map((index): Share => {
        const net = nets[index] ?? 0n;
        return { index, net, floor: (net * rate) / PER_MILLE, remainder: (net * rate) % PER_MILLE };
      });
      const basis = shares.reduce((sum, share) => sum + share.net, 0n);
      const tax = divideRounded(basis * rate, PER_MILLE);
      const leftover = tax - shares.reduce((sum, share) => sum + share.floor, 0n);
      shares.toSorted(byClaim).forEach((share, rank) => {
        lineTaxes[share.index] = share.floor + (BigInt(rank) < leftover ? 1n : 0n);
      });
      return { taxRate: tenths / 10, basis: toSafeNumber(basis), taxAmount: toSafeNumber(tax) };
    });

  const lines = nets.map((net, index): LineTotals => {
    const tax = lineTaxes[index] ?? 0n;
    return { net: toSafeNumber(net), taxAmount: toSafeNumber(tax), total: toSafeNumber(net + tax) };
  });
  const subtotal = toSafeNumber(nets.reduce((sum, net) => sum + net, 0n));
  const taxAmount = taxBreakdown.reduce((sum, group) => sum + group.taxAmount, 0);
  const total = subtotal + taxAmount;
  return { currency, lines, taxBreakdown, subtotal, taxAmount, total, amountDue: total };
};
