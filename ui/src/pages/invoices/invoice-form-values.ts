import {
  CreateInvoiceRequest,
  type Currency,
  type Decoded,
  decodeFields,
  defaultInvoiceDates,
  fromMinorUnits,
  type InvoiceJson,
  type InvoiceTotals,
  type IsoDate,
  invoiceTotals,
  MAX_LINE_NET_MINOR_UNITS,
  MAX_QUANTITY,
  taxRateTenths,
  toInvoiceInput,
  toMinorUnits,
} from "@invoicing/core";

/** One item line as typed: the inputs' strings, and a key that survives removing other lines. */
export interface ItemDraft {
  readonly key: number;
  readonly description: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly taxRate: string;
}

/** The invoice form's values, as its inputs hold them. */
export type InvoiceFormValues = {
  readonly clientId: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly currency: Currency;
  readonly notes: string;
  readonly siret: string;
  readonly vatNumber: string;
  readonly items: ReadonlyArray<ItemDraft>;
};

let nextKey = 1;

/** A new item line with the spec's defaults: quantity 1, unit price 0, tax rate 0 (spec §9). */
export const newItem = (): ItemDraft => ({
  key: nextKey++,
  description: "",
  quantity: "1",
  unitPrice: "0",
  taxRate: "0",
});

/** The form of a new invoice: issued today, due in 30 days, a draft in the user's currency. */
export const newInvoiceForm = (
  today: IsoDate,
  currency: Currency,
  clientId: string,
): InvoiceFormValues => ({
  clientId,
  ...defaultInvoiceDates(today),
  currency,
  notes: "",
  siret: "",
  vatNumber: "",
  items: [newItem()],
});

/** The form of an existing invoice, to edit it. */
export const invoiceFormOf = (invoice: InvoiceJson): InvoiceFormValues => ({
  clientId: invoice.clientId,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  currency: invoice.currency,
  notes: invoice.notes,
  siret: invoice.siret ?? "",
  vatNumber: invoice.vatNumber ?? "",
  items: invoice.items.map((item) => ({
    key: nextKey++,
    description: item.description,
    quantity: String(item.quantity),
    unitPrice: String(item.unitPrice),
    taxRate: String(item.taxRate),
  })),
});

/** A number input's value; an emptied input reads as 0, which the rules then judge. */
const numberOf = (text: string): number => Number(text.trim() === "" ? "0" : text);

/**
 * The figures of one line as the totals function takes them, or zeros for a line still being
 * typed (a fraction of a quantity, a negative price, a rate above 100): the live totals never
 * fail while the form shows the problem on submit.
 */
const totalsItemOf = (item: ItemDraft, currency: Currency) => {
  const quantity = numberOf(item.quantity);
  const price = toMinorUnits(numberOf(item.unitPrice), currency);
  const unitPrice = price._tag === "Success" && price.success >= 0 ? price.success : 0;
  const wholeQuantity = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY;
  const fits = wholeQuantity && quantity * unitPrice <= MAX_LINE_NET_MINOR_UNITS;
  const rate = numberOf(item.taxRate);
  let validRate = 0;
  try {
    taxRateTenths(rate);
    validRate = rate;
  } catch {
    // An out-of-range rate counts as 0 until the user corrects it.
  }
  return fits
    ? { quantity, unitPrice, taxRate: validRate }
    : { quantity: 0, unitPrice: 0, taxRate: 0 };
};

/** The invoice's figures as typed so far, in minor units, by the core's one totals function. */
export const liveTotals = (values: InvoiceFormValues): InvoiceTotals =>
  invoiceTotals(
    values.items.map((item) => totalsItemOf(item, values.currency)),
    values.currency,
  );

/**
 * The request body the form's values make: numbers parsed, totals computed as the server computes
 * them (spec §5: computed on the client and sent), an empty date or client left out so that the
 * schema names it as missing.
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
    items: values.items.map((item, index) => {
      const line = totals.lines[index];
      return {
        description: item.description,
        quantity: numberOf(item.quantity),
        unitPrice: numberOf(item.unitPrice),
        taxRate: numberOf(item.taxRate),
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
 * Checks the form by the server's own rules: the request schema (spec §5's keys), then the
 * currency's decimals and the line limit. Answers the body to send, or each field's i18n key.
 */
export const validateInvoiceForm = (values: InvoiceFormValues): Decoded<CreateInvoiceRequest> => {
  const decoded = decodeRequest(invoiceBodyOf(values));
  if ("fields" in decoded) return decoded;
  const input = toInvoiceInput(decoded.value, values.currency);
  return input._tag === "Success" ? decoded : { fields: { ...input.failure.fields } };
};
