import {
  type CatalogueItemJson,
  CreateInvoiceRequest,
  type Currency,
  DEFAULT_UNIT_CODE,
  type Decoded,
  type DeliveryAddress,
  type Discount,
  type DiscountRequest,
  decodeFields,
  defaultInvoiceDates,
  discountProblems,
  fromMinorUnits,
  type InvoiceJson,
  type InvoiceTotals,
  type IsoDate,
  invoiceTotals,
  lineAmount,
  MAX_LINE_NET_MINOR_UNITS,
  MAX_QUANTITY,
  type OperationNature,
  QUANTITY_DECIMALS,
  taxRateTenths,
  toInvoiceInput,
  toMinorUnits,
  toScaledInteger,
  type UnitCode,
  type VatCategory,
} from "@invoicing/core";
import { numberOfInput } from "../../forms/number-of-input.ts";

/** How a discount is typed: none, a percentage or an amount, and the value's text. */
export type DiscountDraft = {
  readonly discountType: "none" | DiscountRequest["type"];
  readonly discountValue: string;
};

/** One item line as typed: the inputs' strings, and a key that survives removing other lines. */
export interface ItemDraft extends DiscountDraft {
  readonly key: number;
  readonly description: string;
  readonly quantity: string;
  readonly unitCode: UnitCode;
  readonly unitPrice: string;
  readonly taxRate: string;
  /** The line's VAT category, none for the rate's default, and its exemption reason as typed. */
  readonly vatCategory: VatCategory | null;
  readonly vatExemptionReason: string;
  /** The catalogue entry the line was picked from, null for a line typed by hand. */
  readonly catalogueItemId: string | null;
}

/** Whether the invoice states when the service was done: not at all, on a day, over a period. */
export type ServiceKind = "none" | "date" | "period";

/** The invoice form's values, as its inputs hold them. */
export type InvoiceFormValues = {
  readonly clientId: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly currency: Currency;
  readonly notes: string;
  readonly siret: string;
  readonly vatNumber: string;
  readonly pricesIncludeTax: boolean;
  readonly serviceKind: ServiceKind;
  readonly serviceDate: string;
  readonly serviceStart: string;
  readonly serviceEnd: string;
  /** BT-23, "" for the seller's default. */
  readonly operationCategory: OperationNature | "";
  /** Kept as the invoice has it: the form does not edit it yet. */
  readonly deliveryAddress: DeliveryAddress | null;
  readonly items: ReadonlyArray<ItemDraft>;
} & DiscountDraft;

let nextKey = 1;

/**
 * A new item line with the defaults: quantity 1 piece, unit price 0, no discount, and the
 * tax rate given (the settings' default VAT rate, else 0: docs/PRODUCT-RULES.md#lines).
 */
export const newItem = (taxRate = "0"): ItemDraft => ({
  key: nextKey++,
  description: "",
  quantity: "1",
  unitCode: DEFAULT_UNIT_CODE,
  unitPrice: "0",
  discountType: "none",
  discountValue: "",
  taxRate,
  vatCategory: null,
  vatExemptionReason: "",
  catalogueItemId: null,
});

/**
 * The form of a new invoice: issued today, due in 30 days, a draft in the user's currency, prices
 * without tax, its first line at the given default tax rate.
 */
export const newInvoiceForm = (
  today: IsoDate,
  currency: Currency,
  clientId: string,
  defaultTaxRate = "0",
): InvoiceFormValues => ({
  clientId,
  ...defaultInvoiceDates(today),
  currency,
  notes: "",
  siret: "",
  vatNumber: "",
  pricesIncludeTax: false,
  discountType: "none",
  discountValue: "",
  serviceKind: "none",
  serviceDate: "",
  serviceStart: "",
  serviceEnd: "",
  operationCategory: "",
  deliveryAddress: null,
  items: [newItem(defaultTaxRate)],
});

const discountDraftOf = (discount: DiscountRequest | null): DiscountDraft =>
  discount === null
    ? { discountType: "none", discountValue: "" }
    : { discountType: discount.type, discountValue: String(discount.value) };

/** The form of an existing invoice, to edit it. */
export const invoiceFormOf = (invoice: InvoiceJson): InvoiceFormValues => ({
  clientId: invoice.clientId,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  currency: invoice.currency,
  notes: invoice.notes,
  siret: invoice.siret ?? "",
  vatNumber: invoice.vatNumber ?? "",
  pricesIncludeTax: invoice.pricesIncludeTax,
  ...discountDraftOf(invoice.discount),
  serviceKind:
    invoice.serviceDate !== null ? "date" : invoice.servicePeriod !== null ? "period" : "none",
  serviceDate: invoice.serviceDate ?? "",
  serviceStart: invoice.servicePeriod?.start ?? "",
  serviceEnd: invoice.servicePeriod?.end ?? "",
  operationCategory: invoice.operationCategory ?? "",
  deliveryAddress: invoice.deliveryAddress,
  items: invoice.items.map((item) => ({
    key: nextKey++,
    description: item.description,
    quantity: String(item.quantity),
    unitCode: item.unitCode,
    unitPrice: String(item.unitPrice),
    ...discountDraftOf(item.discount),
    taxRate: String(item.taxRate),
    vatCategory: item.vatCategory,
    vatExemptionReason: item.vatExemptionReason ?? "",
    catalogueItemId: item.catalogueItemId ?? null,
  })),
});

/**
 * A line filled from a catalogue entry: its name, unit, price and tax rate, and the entry it came
 * from, whose NCM the NF-e takes (docs/PRODUCT-RULES.md#catalogue). The quantity and discount stay.
 */
export const pickCatalogueItem = (item: ItemDraft, entry: CatalogueItemJson): ItemDraft => ({
  ...item,
  description: entry.name,
  unitCode: entry.unitCode,
  unitPrice: String(entry.unitPrice),
  taxRate: String(entry.taxRate),
  catalogueItemId: entry.id,
});

/** A discount as the body sends it, or null for none. */
const discountRequestOf = (draft: DiscountDraft): DiscountRequest | null =>
  draft.discountType === "none"
    ? null
    : { type: draft.discountType, value: numberOfInput(draft.discountValue) };

/** A typed discount as the totals take it (minor units), or null while it is not valid. */
const discountOf = (draft: DiscountDraft, currency: Currency): Discount | null => {
  const discount = discountRequestOf(draft);
  if (discount === null || discount.value <= 0) return null;
  if (discount.type === "percent") {
    const valid = discount.value <= 100 && toScaledInteger(discount.value, 2) !== undefined;
    return valid ? discount : null;
  }
  const amount = toMinorUnits(discount.value, currency);
  return amount._tag === "Success" ? { type: "amount", value: amount.success } : null;
};

const validQuantity = (quantity: number): boolean =>
  quantity > 0 &&
  quantity <= MAX_QUANTITY &&
  toScaledInteger(quantity, QUANTITY_DECIMALS) !== undefined;

/**
 * The figures of one line as the totals function takes them, or nothing for a line still being
 * typed (five decimals of a quantity, a negative price, a rate above 100, a discount above the
 * line): the live totals never fail while the form shows the problem on submit.
 */
const totalsItemOf = (item: ItemDraft, currency: Currency) => {
  const quantity = numberOfInput(item.quantity);
  const price = toMinorUnits(numberOfInput(item.unitPrice), currency);
  const unitPrice = price._tag === "Success" && price.success >= 0 ? price.success : 0;
  const fits =
    validQuantity(quantity) && lineAmount(quantity, unitPrice) <= MAX_LINE_NET_MINOR_UNITS;
  const rate = numberOfInput(item.taxRate);
  let validRate = 0;
  try {
    taxRateTenths(rate);
    validRate = rate;
  } catch {
    // An out-of-range rate counts as 0 until the user corrects it.
  }
  if (!fits) return { quantity: 1, unitPrice: 0, taxRate: 0, discount: null };
  const discount = discountOf(item, currency);
  const line = { quantity, unitPrice, taxRate: validRate, discount, vatCategory: item.vatCategory };
  return Object.keys(discountProblems([line], null)).length === 0
    ? line
    : { ...line, discount: null };
};

/** The invoice's figures as typed so far, in minor units, by the core's one totals function. */
export const liveTotals = (values: InvoiceFormValues): InvoiceTotals => {
  const items = values.items.map((item) => totalsItemOf(item, values.currency));
  const typed = discountOf(values, values.currency);
  const discount = Object.keys(discountProblems(items, typed)).length === 0 ? typed : null;
  return invoiceTotals(items, values.currency, {
    pricesIncludeTax: values.pricesIncludeTax,
    discount,
  });
};

/**
 * The request body the form's values make: numbers parsed, totals computed as the server computes
 * them (docs/PRODUCT-RULES.md#totals: computed on the client and sent), an empty date or client
 * left out so that the schema names it as missing.
 */
export const invoiceBodyOf = (values: InvoiceFormValues): Record<string, unknown> => {
  const totals = liveTotals(values);
  const major = (minor: number) => fromMinorUnits(minor, values.currency);
  const present = (name: string, value: string) => (value === "" ? {} : { [name]: value });
  return {
    ...present("clientId", values.clientId),
    ...present("issueDate", values.issueDate),
    ...present("dueDate", values.dueDate),
    currency: values.currency,
    notes: values.notes,
    siret: values.siret,
    vatNumber: values.vatNumber,
    pricesIncludeTax: values.pricesIncludeTax,
    discount: discountRequestOf(values),
    serviceDate: values.serviceKind === "date" ? values.serviceDate : null,
    servicePeriod:
      values.serviceKind === "period"
        ? { ...present("start", values.serviceStart), ...present("end", values.serviceEnd) }
        : null,
    operationCategory: values.operationCategory === "" ? null : values.operationCategory,
    deliveryAddress: values.deliveryAddress,
    items: values.items.map((item, index) => {
      const line = totals.lines[index];
      return {
        description: item.description,
        quantity: numberOfInput(item.quantity),
        unitCode: item.unitCode,
        unitPrice: numberOfInput(item.unitPrice),
        discount: discountRequestOf(item),
        taxRate: numberOfInput(item.taxRate),
        catalogueItemId: item.catalogueItemId,
        vatCategory: item.vatCategory,
        vatExemptionReason: item.vatExemptionReason,
        ...(line ? { taxAmount: major(line.taxAmount), total: major(line.total) } : {}),
      };
    }),
    subtotal: major(totals.subtotal),
    taxAmount: major(totals.taxAmount),
    total: major(totals.total),
  };
};

const decodeRequest = decodeFields(CreateInvoiceRequest);

/**
 * Checks the form by the server's own rules: the request schema (with its i18n keys,
 * docs/PRODUCT-RULES.md#lines), then the currency's decimals and the line limit. Answers the body
 * to send, or each field's i18n key.
 */
export const validateInvoiceForm = (values: InvoiceFormValues): Decoded<CreateInvoiceRequest> => {
  const decoded = decodeRequest(invoiceBodyOf(values));
  if ("fields" in decoded) return decoded;
  const input = toInvoiceInput(decoded.value, values.currency);
  return input._tag === "Success" ? decoded : { fields: { ...input.failure.fields } };
};
