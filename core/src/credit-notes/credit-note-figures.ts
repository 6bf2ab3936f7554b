import { Result } from "effect";
import { ValidationFailed } from "../errors/validation-failed.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { InvoiceItem } from "../invoices/invoice-item.ts";
import { invoiceTotals } from "../invoices/invoice-totals.ts";
import { lineNetAmount } from "../invoices/line-net-amount.ts";
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
  readonly net: number;
  readonly taxAmount: number;
}

const itemNet = (item: InvoiceItem): number => item.total - item.taxAmount;

/** Each invoice line with the net and the tax the earlier credit notes left of it. */
export const linesLeft = (
  items: ReadonlyArray<InvoiceItem>,
  credited: ReadonlyArray<CreditedShare>,
): ReadonlyArray<LineLeft> =>
  items.map((item) => {
    const taken = credited.filter((share) => share.invoiceItemId === item.id);
    return {
      item,
      net: itemNet(item) - taken.reduce((sum, share) => sum + share.net, 0),
      taxAmount: item.taxAmount - taken.reduce((sum, share) => sum + share.taxAmount, 0),
    };
  });

/** What is left of an invoice after its credit notes, in minor units: its total less theirs. */
export const amountLeft = (
  items: ReadonlyArray<InvoiceItem>,
  credited: ReadonlyArray<CreditedShare>,
): number => linesLeft(items, credited).reduce((sum, line) => sum + line.net + line.taxAmount, 0);

/** The net to credit on each wanted line (minor units, "rest" for all that is left), by item id. */
const wantedAmounts = (
  invoice: Pick<Invoice, "currency" | "items">,
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

/** A credited line: the invoice line as it stands when credited whole, else one unit of `net`. */
const creditedLine = (line: LineLeft, net: number) =>
  net === itemNet(line.item) && lineNetAmount(line.item.quantity, line.item.unitPrice) === net
    ? { quantity: line.item.quantity, unitPrice: line.item.unitPrice }
    : { quantity: 1, unitPrice: net };

/**
 * The lines and totals of a credit note on `invoice` (decisions §9), given what earlier credit
 * notes took (`credited`) and the lines asked for (none: all that is left). Lines are priced by
 * `invoiceTotals`, the invoice's own rule; a line that takes all that is left of its invoice line
 * takes exactly the tax left on it, so the credit notes of a fully credited line add up to that
 * line, to the cent, and those of an invoice to its total. A credit note never takes more than is
 * left, net or tax, of any line (CreditNoteExceedsInvoice), so the credit notes of an invoice never
 * add up to more than its total. `itemIds` names the new lines, one per invoice line at least.
 */
export const creditNoteFigures = (input: {
  readonly invoice: Pick<Invoice, "id" | "currency" | "items">;
  readonly credited: ReadonlyArray<CreditedShare>;
  readonly requested: ReadonlyArray<CreditNoteItemRequest> | undefined;
  readonly itemIds: ReadonlyArray<string>;
}): Result.Result<CreditNoteFigures, CreditNoteExceedsInvoice | ValidationFailed> => {
  const left = linesLeft(input.invoice.items, input.credited);
  const wanted = wantedAmounts(input.invoice, left, input.requested);
  if (Result.isFailure(wanted)) return Result.fail(wanted.failure);
  const exceeds = Result.fail(new CreditNoteExceedsInvoice({ invoiceId: input.invoice.id }));
  const chosen = left.flatMap((line) => {
    const amount = wanted.success.get(line.item.id);
    return amount === undefined ? [] : [{ line, net: amount === "rest" ? line.net : amount }];
  });
  if (chosen.length === 0 || chosen.some(({ line, net }) => net <= 0 || net > line.net)) {
    return exceeds;
  }
  const priced = chosen.map(({ line, net }) => ({
    ...creditedLine(line, net),
    taxRate: line.item.taxRate,
  }));
  const shares = invoiceTotals(priced, input.invoice.currency).lines;
  const items = chosen.map(({ line, net }, index): CreditNoteItem => {
    const taxAmount = net === line.net ? line.taxAmount : (shares[index]?.taxAmount ?? 0);
    return {
      ...creditedLine(line, net),
      id: input.itemIds[index] ?? "",
      invoiceItemId: line.item.id,
      description: line.item.description,
      taxRate: line.item.taxRate,
      taxAmount,
      total: net + taxAmount,
    };
  });
  if (chosen.some(({ line }, index) => (items[index]?.taxAmount ?? 0) > line.taxAmount)) {
    return exceeds;
  }
  const subtotal = chosen.reduce((sum, { net }) => sum + net, 0);
  const taxAmount = items.reduce((sum, item) => sum + item.taxAmount, 0);
  const creditedNow = new Map(chosen.map(({ line, net }) => [line.item.id, net]));
  const exhausts = left.every((line) => line.net === (creditedNow.get(line.item.id) ?? 0));
  return Result.succeed({ items, subtotal, taxAmount, total: subtotal + taxAmount, exhausts });
};
