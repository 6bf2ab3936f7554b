import { Result } from "effect";
import { ValidationFailed } from "../errors/validation-failed.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { InvoiceItem } from "../invoices/invoice-item.ts";
import { invoiceTotals } from "../invoices/invoice-totals.ts";
import { apportion } from "../money/apportion.ts";
import { toMinorUnits } from "../money/minor-units.ts";
import type { CreditNoteItem } from "./credit-note.ts";
import { CreditNoteExceedsInvoice } from "./credit-note-errors.ts";
import type { CreditNoteItemRequest } from "./credit-note-request.ts";

/** What an earlier credit note took of one invoice line, in minor units. */
export interface CreditedShare {
  readonly invoiceItemId: string;
  readonly net: number;
  readonly taxAmount: number;
}

/** A credit note's lines and totals, in minor units of the invoice's currency. */
export interface CreditNoteFigures {
  readonly items: ReadonlyArray<CreditNoteItem>;
  readonly subtotal: number;
  readonly taxAmount: number;
  readonly total: number;
  /** Nothing is left of the invoice once this credit note is issued: it cancels the invoice. */
  readonly exhausts: boolean;
}

/** What is left of one invoice line after the earlier credit notes. */
interface LineLeft {
  readonly item: InvoiceItem;
  /** The line's whole payable net: after its discount and its share of the invoice discount. */
  readonly payable: number;
  /** Whether the line, credited whole, is priced as it stands (no invoice discount, net prices). */
  readonly asItStands: boolean;
  readonly net: number;
  readonly taxAmount: number;
}

/** What a credit note needs of its invoice. */
export type CreditedInvoice = Pick<
  Invoice,
  "id" | "currency" | "items" | "pricesIncludeTax" | "discount" | "prepaidAmount"
>;

/**
 * Each invoice line with the net and the tax the earlier credit notes left of it. A line's
 * payable net is its net (BT-131) less its share of its rate's invoice discount (BT-92), so the
 * lines' payable nets and taxes add up to the invoice's total, as `invoiceTotals` computes it.
 */
export const linesLeft = (
  invoice: CreditedInvoice,
  credited: ReadonlyArray<CreditedShare>,
): ReadonlyArray<LineLeft> => {
  const totals = invoiceTotals(invoice.items, invoice.currency, {
    pricesIncludeTax: invoice.pricesIncludeTax,
    discount: invoice.discount,
  });
  const allowances = new Array<bigint>(invoice.items.length).fill(0n);
  for (const group of totals.taxBreakdown) {
    const indices = invoice.items.flatMap((item, index) =>
      item.taxRate === group.taxRate ? [index] : [],
    );
    const weights = indices.map((index) => {
      const line = totals.lines[index];
      return BigInt((line?.amount ?? 0) - (line?.discount ?? 0));
    });
    apportion(BigInt(group.allowance), weights).forEach((share, position) => {
      allowances[indices[position] ?? 0] = share;
    });
  }
  return invoice.items.map((item, index) => {
    const taken = credited.filter((share) => share.invoiceItemId === item.id);
    const payable = (totals.lines[index]?.net ?? 0) - Number(allowances[index] ?? 0n);
    return {
      item,
      payable,
      asItStands: !invoice.pricesIncludeTax && allowances[index] === 0n,
      net: payable - taken.reduce((sum, share) => sum + share.net, 0),
      taxAmount:
        (totals.lines[index]?.taxAmount ?? 0) -
        taken.reduce((sum, share) => sum + share.taxAmount, 0),
    };
  });
};

const sumLeft = (left: ReadonlyArray<LineLeft>): number =>
  left.reduce((sum, line) => sum + line.net + line.taxAmount, 0);

/**
 * What is left to credit of an invoice after its credit notes, in minor units: what it asks to be
 * paid (`payableTotal`: its total less the deposits a final invoice deducts) less their totals.
 * The same figure the balance starts from, so credit notes never take back a deposit twice.
 */
export const amountLeft = (
  invoice: CreditedInvoice,
  credited: ReadonlyArray<CreditedShare>,
): number => sumLeft(linesLeft(invoice, credited)) - (invoice.prepaidAmount ?? 0);

interface Chosen {
  readonly line: LineLeft;
  readonly net: number;
  /** The tax the credited line states, when it is not priced by the rule (see `payableRest`). */
  readonly taxAmount?: number;
}

/**
 * All that is left to credit of an invoice that deducts deposits: its lines' rests in order until
 * the payable amount left is reached, the last of them in part. That part states the tax that
 * makes it end exactly there (within a minor unit of its rate's), so the credit note exhausts the
 * invoice to the cent.
 */
const payableRest = (left: ReadonlyArray<LineLeft>, payableLeft: number): ReadonlyArray<Chosen> => {
  const chosen: Array<Chosen> = [];
  let target = payableLeft;
  for (const line of left) {
    const rest = line.net + line.taxAmount;
    if (target <= 0 || line.net <= 0 || rest <= 0) continue;
    if (rest <= target) {
      chosen.push({ line, net: line.net });
      target -= rest;
    } else {
      const net = Math.round((target * line.net) / rest);
      chosen.push({ line, net, taxAmount: target - net });
      target = 0;
    }
  }
  return chosen;
};

/** The net to credit on each wanted line (minor units, "rest" for all that is left), by item id. */
const wantedAmounts = (
  invoice: CreditedInvoice,
  left: ReadonlyArray<LineLeft>,
  requested: ReadonlyArray<CreditNoteItemRequest> | undefined,
): Result.Result<ReadonlyMap<string, number | "rest">, ValidationFailed> => {
  if (requested === undefined || requested.length === 0) {
    return Result.succeed(
      new Map(left.filter((line) => line.net > 0).map((line) => [line.item.id, "rest" as const])),
    );
  }
  const fields: Record<string, string> = {};
  const wanted = new Map<string, number | "rest">();
  requested.forEach((line, index) => {
    if (!invoice.items.some((item) => item.id === line.itemId)) {
      fields[`items.${index}.itemId`] = "creditnotes.validation.unknownitem";
    } else if (requested.findIndex((other) => other.itemId === line.itemId) !== index) {
      fields[`items.${index}.itemId`] = "creditnotes.validation.duplicateitem";
    }
    const amount =
      line.amount === undefined
        ? Result.succeed<number | "rest">("rest")
        : toMinorUnits(line.amount, invoice.currency);
    if (Result.isFailure(amount)) fields[`items.${index}.amount`] = amount.failure;
    else wanted.set(line.itemId, amount.success);
  });
  return Object.keys(fields).length > 0
    ? Result.fail(new ValidationFailed({ fields }))
    : Result.succeed(wanted);
};

/**
 * A credited line, without tax: the invoice line as it stands when credited whole and priced the
 * same on its own, else one unit (C62) of `net`.
 */
const creditedLine = (line: LineLeft, net: number) =>
  line.asItStands && net === line.payable
    ? {
        quantity: line.item.quantity,
        unitCode: line.item.unitCode,
        unitPrice: line.item.unitPrice,
        discount: line.item.discount,
      }
    : { quantity: 1, unitCode: "C62" as const, unitPrice: net, discount: null };

/**
 * The lines and totals of a credit note on `invoice` (docs/PRODUCT-RULES.md#credit-notes), given
 * what earlier credit notes took (`credited`) and the lines asked for (none: all that is left).
 * Lines are priced by `invoiceTotals`, the invoice's own rule; a line that takes all that is left
 * of its invoice line takes exactly the tax left on it, so the credit notes of a fully credited
 * line add up to that line, to the cent, and those of an invoice to its total. The totals are
 * `invoiceTotals` of the lines with their taxes stated, as the credit note's documents compute
 * them, so that the stored total is the PDF's and the Factur-X BT-112. A credit note never takes
 * more than is left, net or tax, of any line (CreditNoteExceedsInvoice), so the credit notes of an
 * invoice never add up to more than its total. Nor do they take more than the invoice asks to be
 * paid (`amountLeft`): a final invoice's deducted deposits are not credited again, and the credit
 * note that reaches that amount exhausts it; asked for all that is left, such an invoice's credit
 * note takes exactly that amount (`payableRest`). `itemIds` names the new lines, one per invoice
 * line at least.
 */
export const creditNoteFigures = (input: {
  readonly invoice: CreditedInvoice;
  readonly credited: ReadonlyArray<CreditedShare>;
  readonly requested: ReadonlyArray<CreditNoteItemRequest> | undefined;
  readonly itemIds: ReadonlyArray<string>;
}): Result.Result<CreditNoteFigures, CreditNoteExceedsInvoice | ValidationFailed> => {
  const left = linesLeft(input.invoice, input.credited);
  const wanted = wantedAmounts(input.invoice, left, input.requested);
  if (Result.isFailure(wanted)) return Result.fail(wanted.failure);
  const exceeds = Result.fail(new CreditNoteExceedsInvoice({ invoiceId: input.invoice.id }));
  const prepaid = input.invoice.prepaidAmount ?? 0;
  const payableLeft = sumLeft(left) - prepaid;
  const wholeRest = input.requested === undefined || input.requested.length === 0;
  const chosen: ReadonlyArray<Chosen> =
    prepaid > 0 && wholeRest
      ? payableRest(left, payableLeft)
      : left.flatMap((line) => {
          const amount = wanted.success.get(line.item.id);
          return amount === undefined ? [] : [{ line, net: amount === "rest" ? line.net : amount }];
        });
  if (chosen.length === 0 || chosen.some(({ line, net }) => net <= 0 || net > line.net)) {
    return exceeds;
  }
  const priced = chosen.map(({ line, net }) => ({
    ...creditedLine(line, net),
    taxRate: line.item.taxRate,
    vatCategory: line.item.vatCategory,
  }));
  const shares = invoiceTotals(priced, input.invoice.currency).lines;
  const items = chosen.map(({ line, net, taxAmount: stated }, index): CreditNoteItem => {
    const taxAmount =
      stated ?? (net === line.net ? line.taxAmount : (shares[index]?.taxAmount ?? 0));
    return {
      ...creditedLine(line, net),
      id: input.itemIds[index] ?? "",
      invoiceItemId: line.item.id,
      description: line.item.description,
      taxRate: line.item.taxRate,
      vatCategory: line.item.vatCategory,
      vatExemptionReason: line.item.vatExemptionReason,
      taxAmount,
      total: net + taxAmount,
    };
  });
  if (chosen.some(({ line }, index) => (items[index]?.taxAmount ?? 0) > line.taxAmount)) {
    return exceeds;
  }
  const { subtotal, taxAmount, total } = invoiceTotals(items, input.invoice.currency, {
    statedTaxes: true,
  });
  if (total > payableLeft) return exceeds;
  const creditedNow = new Map(chosen.map(({ line, net }) => [line.item.id, net]));
  const exhausts =
    total === payableLeft ||
    left.every((line) => line.net === (creditedNow.get(line.item.id) ?? 0));
  return Result.succeed({ items, subtotal, taxAmount, total, exhausts });
};
