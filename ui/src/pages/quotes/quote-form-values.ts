import {
  CreateQuoteRequest,
  type Decoded,
  decodeFields,
  type QuoteJson,
  toInvoiceInput,
} from "@invoicing/core";
import {
  type InvoiceFormValues,
  invoiceBodyOf,
  invoiceFormOf,
} from "../invoices/invoice-form-values.ts";

const decodeRequest = decodeFields(CreateQuoteRequest);

/**
 * The quote request a form's values make: the invoice form's lines, discount and totals (the one
 * totals function), its due date as the quote's validity date, without the fields only an
 * invoice states.
 */
export const quoteBodyOf = (values: InvoiceFormValues): Record<string, unknown> => {
  const {
    dueDate,
    siret: _siret,
    vatNumber: _vatNumber,
    serviceDate: _serviceDate,
    servicePeriod: _servicePeriod,
    operationCategory: _category,
    deliveryAddress: _delivery,
    ...body
  } = invoiceBodyOf(values);
  return dueDate === undefined ? body : { ...body, validUntil: dueDate };
};

/** Checks the form by the server's own quote rules; answers the body or each field's i18n key. */
export const validateQuoteForm = (values: InvoiceFormValues): Decoded<CreateQuoteRequest> => {
  const decoded = decodeRequest(quoteBodyOf(values));
  if ("fields" in decoded) return decoded;
  const input = toInvoiceInput(
    { ...decoded.value, dueDate: decoded.value.validUntil },
    values.currency,
  );
  return input._tag === "Success" ? decoded : { fields: { ...input.failure.fields } };
};

/** Where a field's problem shows on the form: the validity date sits in the due date's place. */
export const formErrorsOf = (fields: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key === "validUntil" ? "dueDate" : key, value]),
  );

/** The form of an existing draft quote, to edit it. */
export const quoteFormOf = (quote: QuoteJson): InvoiceFormValues =>
  invoiceFormOf({
    ...quote,
    dueDate: quote.validUntil,
    status: "draft",
    invoiceNumber: null,
    siret: null,
    vatNumber: null,
    serviceDate: null,
    servicePeriod: null,
    operationCategory: null,
    deliveryAddress: null,
    paidAt: null,
    cancelledAt: null,
  });
