import { Result } from "effect";
import type { IsoDate } from "../calendar/iso-date.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import type { OperationNature } from "../france/factur-x/operation-nature.ts";
import type { Siret } from "../france/siret.ts";
import type { FrenchVatNumber } from "../france/vat-number.ts";
import type { Currency } from "../money/currency.ts";
import { toMinorUnits } from "../money/minor-units.ts";
import { type VatCategory, vatCategoryProblems } from "../vat/vat-category.ts";
import type { DeliveryAddress } from "./delivery-address.ts";
import type { Discount, DiscountRequest } from "./discount.ts";
import { discountProblems } from "./discount-fit.ts";
import { MAX_LINE_NET_MINOR_UNITS } from "./invoice-limits.ts";
import type { CreateInvoiceRequest } from "./invoice-request.ts";
import { defaultInvoiceStatus, type InvoiceStatus } from "./invoice-status.ts";
import { lineAmount } from "./line-amount.ts";
import type { ServicePeriod } from "./service-period.ts";
import { DEFAULT_UNIT_CODE, type UnitCode } from "./unit-code.ts";

const blankAsNull = (text: string | null | undefined): string | null =>
  text === null || text === undefined || text.trim() === "" ? null : text.trim();

/** An item as the core computes with it: unit price and discount amount in minor units. */
export interface InvoiceItemInput {
  readonly description: string;
  readonly quantity: number;
  readonly unitCode: UnitCode;
  readonly unitPrice: number;
  readonly discount: Discount | null;
  readonly taxRate: number;
  readonly vatCategory: VatCategory | null;
  readonly vatExemptionReason: string | null;
  /** The catalogue entry the line was picked from. */
  readonly catalogueItemId: string | null;
}

/** The figures a body sent, in minor units (undefined where it sent none). */
export interface SubmittedTotals {
  readonly subtotal: number | undefined;
  readonly taxAmount: number | undefined;
  readonly total: number | undefined;
  readonly items: ReadonlyArray<{
    readonly taxAmount: number | undefined;
    readonly total: number | undefined;
  }>;
}

/** A decoded invoice body in core terms: currency settled, amounts in minor units. */
export interface InvoiceInput {
  readonly clientId: string;
  readonly issueDate: IsoDate;
  readonly dueDate: IsoDate;
  readonly notes: string;
  readonly status: InvoiceStatus;
  readonly siret: Siret | null;
  readonly vatNumber: FrenchVatNumber | null;
  readonly currency: Currency;
  readonly pricesIncludeTax: boolean;
  readonly discount: Discount | null;
  readonly serviceDate: IsoDate | null;
  readonly servicePeriod: ServicePeriod | null;
  readonly operationCategory: OperationNature | null;
  readonly deliveryAddress: DeliveryAddress | null;
  readonly items: ReadonlyArray<InvoiceItemInput>;
  readonly submitted: SubmittedTotals;
}

/**
 * Turns a decoded body into core terms. The currency is the body's, else `fallbackCurrency` (the
 * user's on create, the invoice's on edit); every amount must fit that currency's decimals, and
 * no line may exceed the line limit, no discount may take off more than there is. Problems come
 * back as one ValidationFailed naming each field.
 */
export const toInvoiceInput = (
  request: CreateInvoiceRequest,
  fallbackCurrency: Currency,
): Result.Result<InvoiceInput, ValidationFailed> => {
  const currency = request.currency ?? fallbackCurrency;
  const fields: Record<string, string> = {};
  const minor = (amount: number, field: string): number => {
    const converted = toMinorUnits(amount, currency);
    if (Result.isSuccess(converted)) return converted.success;
    fields[field] = converted.failure;
    return 0;
  };
  const optionalMinor = (amount: number | undefined, field: string) =>
    amount === undefined ? undefined : minor(amount, field);
  const discountOf = (discount: DiscountRequest | null | undefined, field: string) =>
    discount === null || discount === undefined
      ? null
      : discount.type === "percent"
        ? discount
        : { type: discount.type, value: minor(discount.value, `${field}.value`) };

  const items = request.items.map((item, index): InvoiceItemInput => {
    const unitPrice = minor(item.unitPrice, `items.${index}.unitPrice`);
    if (lineAmount(item.quantity, unitPrice) > MAX_LINE_NET_MINOR_UNITS) {
      fields[`items.${index}.unitPrice`] = "invoiceform.validation.linetoolarge";
    }
    return {
      description: item.description,
      quantity: item.quantity,
      unitCode: item.unitCode ?? DEFAULT_UNIT_CODE,
      unitPrice,
      discount: discountOf(item.discount, `items.${index}.discount`),
      taxRate: item.taxRate,
      vatCategory: item.vatCategory ?? null,
      vatExemptionReason: blankAsNull(item.vatExemptionReason),
      catalogueItemId: item.catalogueItemId ?? null,
    };
  });
  items.forEach((item, index) => {
    for (const [field, key] of Object.entries(vatCategoryProblems(item))) {
      fields[`items.${index}.${field}`] = key;
    }
  });
  const submitted: SubmittedTotals = {
    subtotal: optionalMinor(request.subtotal, "subtotal"),
    taxAmount: optionalMinor(request.taxAmount, "taxAmount"),
    total: optionalMinor(request.total, "total"),
    items: request.items.map((item, index) => ({
      taxAmount: optionalMinor(item.taxAmount, `items.${index}.taxAmount`),
      total: optionalMinor(item.total, `items.${index}.total`),
    })),
  };

  const discount = discountOf(request.discount, "discount");
  if (Object.keys(fields).length === 0) Object.assign(fields, discountProblems(items, discount));
  if (Object.keys(fields).length > 0) return Result.fail(new ValidationFailed({ fields }));
  return Result.succeed({
    clientId: request.clientId,
    issueDate: request.issueDate,
    dueDate: request.dueDate,
    notes: request.notes ?? "",
    status: request.status ?? defaultInvoiceStatus,
    siret: request.siret ?? null,
    vatNumber: request.vatNumber ?? null,
    currency,
    pricesIncludeTax: request.pricesIncludeTax ?? false,
    discount,
    serviceDate: request.serviceDate ?? null,
    servicePeriod: request.servicePeriod ?? null,
    operationCategory: request.operationCategory ?? null,
    deliveryAddress: request.deliveryAddress ?? null,
    items,
    submitted,
  });
};
