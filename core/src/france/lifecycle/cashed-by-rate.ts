import type { InvoiceTotals } from "../../invoices/invoice-totals.ts";
import { apportion } from "../../money/apportion.ts";
import type { CdarCashed } from "./cdar-message.ts";

/**
 * What a payment of `amount` (minor units, VAT included) cashes at each VAT rate of an invoice,
 * for 212 Encaissée: shared in proportion to each rate's total VAT included, the parts adding up
 * to the amount exactly.
 */
export const cashedByRate = (totals: InvoiceTotals, amount: number): ReadonlyArray<CdarCashed> => {
  const groups = totals.taxBreakdown.filter((group) => group.basis + group.taxAmount > 0);
  if (groups.length === 0) return [];
  const parts = apportion(
    BigInt(amount),
    groups.map((group) => BigInt(group.basis + group.taxAmount)),
  );
  return groups.map((group, index) => ({
    amount: Number(parts[index] ?? 0n),
    currency: totals.currency,
    rate: group.taxRate,
  }));
};
