import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";
import { OperationNature } from "../france/factur-x/operation-nature.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { keyedCheck } from "../validation/keyed-rule.ts";
import { VatCategory, VatExemptionReason } from "../vat/vat-category.ts";
import { DeliveryAddress } from "./delivery-address.ts";
import { DiscountRequest } from "./discount.ts";
import { ClientId, InvoiceNotes, ItemDescription, nonNegativeRule } from "./invoice-fields.ts";
import { MAX_INVOICE_ITEMS } from "./invoice-limits.ts";
import { InvoiceStatus } from "./invoice-status.ts";
import { ItemQuantity } from "./item-quantity.ts";
import { SiretInput, VatNumberInput } from "./optional-identifiers.ts";
import { ServicePeriod } from "./service-period.ts";
import { TaxRate } from "./tax-rate.ts";
import { UnitCode } from "./unit-code.ts";

/**
 * One item of an invoice body; amounts in major units, totals optional (checked if sent). The
 * unit defaults to C62 (a piece), the discount to none; a line picked from the catalogue names its
 * entry.
 */
export const InvoiceItemRequest = Schema.Struct({
  description: ItemDescription,
  quantity: ItemQuantity,
  unitCode: Schema.optionalKey(UnitCode),
  discount: Schema.optionalKey(Schema.NullOr(DiscountRequest)),
  unitPrice: JsonAmount.pipe(
    Schema.check(keyedCheck(nonNegativeRule("invoiceform.validation.unitpricemin"))),
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.unitpricemin" }),
  ),
  taxRate: TaxRate.pipe(
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.taxraterange" }),
  ),
  vatCategory: Schema.optionalKey(Schema.NullOr(VatCategory)),
  vatExemptionReason: Schema.optionalKey(Schema.NullOr(VatExemptionReason)),
  taxAmount: Schema.optionalKey(JsonAmount),
  total: Schema.optionalKey(JsonAmount),
  catalogueItemId: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type InvoiceItemRequest = typeof InvoiceItemRequest.Type;

/** Checks an invoice's lines: at least one, at most `MAX_INVOICE_ITEMS`. */
export const invoiceItemsRule = (items: ReadonlyArray<unknown>): string | undefined => {
  if (items.length === 0) return "invoiceform.validation.atleastoneitem";
  return items.length > MAX_INVOICE_ITEMS ? "invoiceform.validation.toomanyitems" : undefined;
};

/**
 * A new invoice, or an edit of one that restates the whole invoice (docs/PRODUCT-RULES.md#api).
 * Amounts are major units; `currency` defaults to the user's (on
 * create) or the invoice's (on edit), `status` to draft; subtotal, taxAmount and total, when sent,
 * must equal the server's. Prices exclude tax unless `pricesIncludeTax`; an invoice states a
 * service date or a service period, not both.
 */
export const CreateInvoiceRequest = Schema.Struct({
  clientId: ClientId,
  issueDate: IsoDate.pipe(
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.issuedaterequired" }),
  ),
  dueDate: IsoDate.pipe(
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.duedaterequired" }),
  ),
  notes: Schema.optionalKey(InvoiceNotes),
  status: Schema.optionalKey(InvoiceStatus),
  siret: Schema.optionalKey(SiretInput),
  vatNumber: Schema.optionalKey(VatNumberInput),
  currency: Schema.optionalKey(Currency),
  pricesIncludeTax: Schema.optionalKey(Schema.Boolean),
  discount: Schema.optionalKey(Schema.NullOr(DiscountRequest)),
  serviceDate: Schema.optionalKey(Schema.NullOr(IsoDate)),
  servicePeriod: Schema.optionalKey(Schema.NullOr(ServicePeriod)),
  operationCategory: Schema.optionalKey(Schema.NullOr(OperationNature)),
  deliveryAddress: Schema.optionalKey(Schema.NullOr(DeliveryAddress)),
  subtotal: Schema.optionalKey(JsonAmount),
  taxAmount: Schema.optionalKey(JsonAmount),
  total: Schema.optionalKey(JsonAmount),
  items: Schema.Array(InvoiceItemRequest).pipe(
    Schema.check(keyedCheck(invoiceItemsRule)),
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.atleastoneitem" }),
  ),
}).pipe(
  Schema.check(
    Schema.makeFilter((body) =>
      body.dueDate < body.issueDate
        ? { path: ["dueDate"], issue: "invoiceform.validation.duedatebeforeissuedate" }
        : undefined,
    ),
  ),
  Schema.check(
    Schema.makeFilter((body) =>
      body.serviceDate != null && body.servicePeriod != null
        ? { path: ["servicePeriod"], issue: "invoiceform.validation.servicedateorperiod" }
        : undefined,
    ),
  ),
);
export type CreateInvoiceRequest = typeof CreateInvoiceRequest.Type;

/** An edit of an invoice: the whole invoice again, as on create. */
export const UpdateInvoiceRequest = CreateInvoiceRequest;
export type UpdateInvoiceRequest = CreateInvoiceRequest;

/**
 * A status change of an invoice (docs/PRODUCT-RULES.md#api: `{status}`).
 */
export const InvoiceStatusRequest = Schema.Struct({ status: InvoiceStatus });
export type InvoiceStatusRequest = typeof InvoiceStatusRequest.Type;

/**
 * Whether a change sent for an invoice is a status change: an object whose only key is `status`.
 * Deciding by shape, not by which schema decodes, keeps a broken edit from passing as a status
 * change once its other fields are dropped.
 */
export const isStatusChangeBody = (body: unknown): boolean =>
  typeof body === "object" &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length === 1 &&
  "status" in body;
