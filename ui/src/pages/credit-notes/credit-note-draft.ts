import {
  type CreditedInvoice,
  type CreditedShare,
  type CreditNoteItemRequest,
  type CreditNoteJson,
  type Currency,
  creditNoteFigures,
  type Discount,
  type DiscountRequest,
  type InvoiceJson,
  linesLeft,
  toMinorUnits,
} from "@invoicing/core";

/** An amount the server sent in major units, in minor units (0 for one it could not have sent). */
export const minorUnitsOf = (amount: number, currency: Currency): number => {
  const converted = toMinorUnits(amount, currency);
  return converted._tag === "Success" ? converted.success : 0;
};

const discountOf = (discount: DiscountRequest | null, currency: Currency): Discount | null =>
  discount?.type === "amount"
    ? { type: "amount", value: minorUnitsOf(discount.value, currency) }
    : discount;

/** The invoice as the core's credit-note rule takes it, amounts in minor units. */
export const creditedInvoiceOf = (
  invoice: Pick<
    InvoiceJson,
    "id" | "currency" | "pricesIncludeTax" | "discount" | "items" | "prepaidAmount"
  >,
): CreditedInvoice => ({
  id: invoice.id,
  ...(invoice.prepaidAmount === undefined
    ? {}
    : { prepaidAmount: minorUnitsOf(invoice.prepaidAmount, invoice.currency) }),
  currency: invoice.currency,
  pricesIncludeTax: invoice.pricesIncludeTax,
  discount: discountOf(invoice.discount, invoice.currency),
  items: invoice.items.map((item) => ({
    ...item,
    unitPrice: minorUnitsOf(item.unitPrice, invoice.currency),
    discount: discountOf(item.discount, invoice.currency),
    taxAmount: minorUnitsOf(item.taxAmount, invoice.currency),
    total: minorUnitsOf(item.total, invoice.currency),
  })),
});

/** What the invoice's earlier credit notes took of each of its lines, in minor units. */
export const creditedSharesOf = (
  creditNotes: ReadonlyArray<Pick<CreditNoteJson, "currency" | "items">>,
): ReadonlyArray<CreditedShare> =>
  creditNotes.flatMap((creditNote) =>
    creditNote.items.map((item) => ({
      invoiceItemId: item.invoiceItemId,
      net: minorUnitsOf(item.total - item.taxAmount, creditNote.currency),
      taxAmount: minorUnitsOf(item.taxAmount, creditNote.currency),
    })),
  );

/** One line of the form: whether it is credited, and the amount before tax typed ("" for all). */
export interface LineChoice {
  readonly chosen: boolean;
  readonly amount: string;
}

/** The form of the credit-note screen. */
export interface CreditNoteDraft {
  readonly mode: "full" | "lines";
  readonly reason: string;
  readonly lines: Readonly<Record<string, LineChoice>>;
}

/** The lines the body asks for: none for a full credit, else each chosen line and its amount. */
export const requestedItems = (
  draft: CreditNoteDraft,
): ReadonlyArray<CreditNoteItemRequest> | undefined =>
  draft.mode === "full"
    ? undefined
    : Object.entries(draft.lines).flatMap(([itemId, line]) => {
        if (!line.chosen) return [];
        const typed = line.amount.trim();
        return [typed === "" ? { itemId } : { itemId, amount: Number(typed) }];
      });

/** What the screen shows of the draft: the credit note's total, or the key of what is wrong. */
export type DraftPreview =
  | { readonly status: "valid"; readonly total: number }
  | { readonly status: "invalid"; readonly key: string };

/**
 * The credit note the draft would create, priced by the core's own rule (`creditNoteFigures`),
 * the total in minor units; a partial credit with no line chosen asks for one.
 */
export const previewOf = (
  invoice: CreditedInvoice,
  credited: ReadonlyArray<CreditedShare>,
  draft: CreditNoteDraft,
): DraftPreview => {
  const requested = requestedItems(draft);
  if (requested !== undefined && requested.length === 0) {
    return { status: "invalid", key: "creditnotes.validation.chooseline" };
  }
  if (requested?.some((line) => line.amount !== undefined && !(line.amount > 0))) {
    return { status: "invalid", key: "creditnotes.validation.amountpositive" };
  }
  const figures = creditNoteFigures({
    invoice,
    credited,
    requested,
    itemIds: invoice.items.map((item) => item.id),
  });
  if (figures._tag === "Success") return { status: "valid", total: figures.success.total };
  const failure = figures.failure;
  return {
    status: "invalid",
    key:
      failure._tag === "ValidationFailed"
        ? (Object.values(failure.fields)[0] ?? "creditnotes.errors.create")
        : failure.key,
  };
};

/** What is left of each invoice line before tax, in minor units, by item id. */
export const netLeftByLine = (
  invoice: CreditedInvoice,
  credited: ReadonlyArray<CreditedShare>,
): ReadonlyMap<string, number> =>
  new Map(linesLeft(invoice, credited).map((line) => [line.item.id, line.net]));
