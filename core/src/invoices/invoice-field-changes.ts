import { Schema } from "effect";
import type { Invoice } from "./invoice.ts";
import type { InvoiceItem } from "./invoice-item.ts";

/** A field's value as a history line keeps it: text, a number (amounts in minor units) or none. */
export const FieldValue = Schema.Union([Schema.String, Schema.Number, Schema.Null]);
export type FieldValue = typeof FieldValue.Type;

/**
 * One field an edit changed: its dotted path (`dueDate`, `items.1.quantity`; `items` alone when
 * lines were added or removed, its values the line counts), with its value before and after.
 */
export const FieldChange = Schema.Struct({
  field: Schema.String,
  before: FieldValue,
  after: FieldValue,
});
export type FieldChange = typeof FieldChange.Type;

/**
 * Each field of an invoice, as legal content (docs/PRODUCT-RULES.md#lifecycle: parties and
 * identifiers, lines, units, prices, discounts, tax, totals, currency, issue and service dates,
 * number, mentions) or as its life around it (identity, status, stamps). The due date is legal
 * content: it is printed on the face of the invoice and sets the late-payment terms. A new field
 * must be placed here before the code compiles.
 */
const invoiceFieldKinds: Readonly<Record<keyof Invoice, "legal" | "life">> = {
  id: "life",
  userId: "life",
  invoiceNumber: "legal",
  clientId: "legal",
  issueDate: "legal",
  dueDate: "legal",
  notes: "legal",
  status: "life",
  siret: "legal",
  vatNumber: "legal",
  currency: "legal",
  subtotal: "legal",
  taxAmount: "legal",
  prepaidAmount: "legal",
  total: "legal",
  items: "legal",
  discount: "legal",
  pricesIncludeTax: "legal",
  serviceDate: "legal",
  servicePeriod: "legal",
  operationCategory: "legal",
  deliveryAddress: "legal",
  sentAt: "life",
  paidAt: "life",
  cancelledAt: "life",
  createdAt: "life",
  updatedAt: "life",
};

/**
 * Every field of a line but its id, which a rewrite of the lines renews, and its link to the
 * catalogue, which follows the line's content rather than being content of its own.
 */
const itemFields: Readonly<
  Record<Exclude<keyof InvoiceItem, "id" | "catalogueItemId" | "ncm" | "cfop">, true>
> = {
  description: true,
  quantity: true,
  unitPrice: true,
  taxRate: true,
  taxAmount: true,
  total: true,
  unitCode: true,
  discount: true,
  vatCategory: true,
  vatExemptionReason: true,
};

const legalFields = (Object.keys(invoiceFieldKinds) as Array<keyof Invoice>).filter(
  (field) => field !== "items" && invoiceFieldKinds[field] === "legal",
);

// Objects (a discount, a service period) as JSON with their keys in order, so that the same value
// read back from the database and decoded from a body compares equal.
const sortedKeys = (value: unknown): unknown =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
      )
    : value;

const asValue = (value: unknown): FieldValue =>
  value === null || value === undefined || typeof value === "string" || typeof value === "number"
    ? (value ?? null)
    : JSON.stringify(sortedKeys(value));

const itemChanges = (
  before: ReadonlyArray<InvoiceItem>,
  after: ReadonlyArray<InvoiceItem>,
): FieldChange[] => {
  const count: FieldChange[] =
    before.length === after.length
      ? []
      : [{ field: "items", before: before.length, after: after.length }];
  const shared = Math.min(before.length, after.length);
  const keys = Object.keys(itemFields) as Array<keyof typeof itemFields>;
  return [
    ...count,
    ...before.slice(0, shared).flatMap((line, index) =>
      keys.flatMap((key) => {
        const was = asValue(line[key]);
        const is = asValue(after[index]?.[key]);
        return was === is ? [] : [{ field: `items.${index}.${key}`, before: was, after: is }];
      }),
    ),
  ];
};

/** The legal content that differs between two versions of an invoice, field by field. */
export const invoiceFieldChanges = (
  before: Invoice,
  after: Invoice,
): ReadonlyArray<FieldChange> => [
  ...legalFields.flatMap((field) => {
    const was = asValue(before[field]);
    const is = asValue(after[field]);
    return was === is ? [] : [{ field, before: was, after: is }];
  }),
  ...itemChanges(before.items, after.items),
];
