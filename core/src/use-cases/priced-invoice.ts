import { Result } from "effect";
import type { CatalogueItem } from "../catalogue/catalogue-item.ts";
import { linkCatalogueLines, pickedCatalogueIds } from "../catalogue/catalogue-lines.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { type InvoiceInput, toInvoiceInput } from "../invoices/invoice-input.ts";
import type { CreateInvoiceRequest } from "../invoices/invoice-request.ts";
import { type InvoiceTotals, invoiceTotals } from "../invoices/invoice-totals.ts";
import type { InvoiceTotalsMismatch } from "../invoices/invoice-totals-mismatch.ts";
import { checkSubmittedTotals } from "../invoices/submitted-totals.ts";
import type { Currency } from "../money/currency.ts";
import { CatalogueItemRepository } from "../ports/catalogue-item-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The fields of an invoice that its request sets, with the totals computed here. */
export type PricedFields = Pick<
  Invoice,
  | "clientId"
  | "issueDate"
  | "dueDate"
  | "notes"
  | "status"
  | "siret"
  | "vatNumber"
  | "currency"
  | "pricesIncludeTax"
  | "discount"
  | "serviceDate"
  | "servicePeriod"
  | "operationCategory"
  | "deliveryAddress"
  | "subtotal"
  | "taxAmount"
  | "total"
  | "items"
>;

const toFields = (
  input: InvoiceInput,
  totals: InvoiceTotals,
  itemIds: ReadonlyArray<string>,
): PricedFields => ({
  clientId: input.clientId,
  issueDate: input.issueDate,
  dueDate: input.dueDate,
  notes: input.notes,
  status: input.status,
  siret: input.siret,
  vatNumber: input.vatNumber,
  currency: input.currency,
  pricesIncludeTax: input.pricesIncludeTax,
  discount: input.discount,
  serviceDate: input.serviceDate,
  servicePeriod: input.servicePeriod,
  operationCategory: input.operationCategory,
  deliveryAddress: input.deliveryAddress,
  subtotal: totals.subtotal,
  taxAmount: totals.taxAmount,
  total: totals.total,
  items: input.items.map((item, index) => ({
    ...item,
    id: itemIds[index] ?? "",
    taxAmount: totals.lines[index]?.taxAmount ?? 0,
    total: totals.lines[index]?.total ?? 0,
  })),
});

/**
 * An invoice request in core terms with the totals of `invoiceTotals`
 * (docs/PRODUCT-RULES.md#totals): amounts must fit the currency (ValidationFailed) and totals the
 * request gave must equal the computed ones (InvoiceTotalsMismatch). `itemIds` names the items, one
 * id per item in order. Lines picked from the catalogue keep their entry's NCM; an entry not among
 * `catalogue` (the user's entries the request names) is a ValidationFailed.
 */
export const priceInvoice = (
  request: CreateInvoiceRequest,
  fallbackCurrency: Currency,
  itemIds: ReadonlyArray<string>,
  catalogue: ReadonlyArray<CatalogueItem>,
): Result.Result<PricedFields, ValidationFailed | InvoiceTotalsMismatch> =>
  Result.flatMap(toInvoiceInput(request, fallbackCurrency), (input) => {
    const totals = invoiceTotals(input.items, input.currency, input);
    return Result.flatMap(checkSubmittedTotals(input.submitted, totals), () => {
      const fields = toFields(input, totals, itemIds);
      return Result.map(linkCatalogueLines(fields.items, catalogue), (items) => ({
        ...fields,
        items,
      }));
    });
  });

/** The user's catalogue entries an invoice request's lines were picked from. */
export const pickedCatalogue = (userId: UserId, request: CreateInvoiceRequest) =>
  CatalogueItemRepository.use((catalogue) =>
    catalogue.find(userId, pickedCatalogueIds(request.items)),
  );

/** The failure of an invoice naming a client the user does not have: pick a client. */
export const clientNotSelected = new ValidationFailed({
  fields: { clientId: "invoiceform.validation.selectclient" },
});
