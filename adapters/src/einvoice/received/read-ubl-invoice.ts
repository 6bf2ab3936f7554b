import type { ReceivedParty } from "@invoicing/core";
import { type ContentReading, percentOf, TermReader } from "./read-cii-invoice.ts";
import { at, childrenNamed, textOf } from "./xml-elements.ts";

/** The namespaces of the UBL 2.1 Invoice and CreditNote messages. */
export const UBL_NAMESPACES = {
  Invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  CreditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
} as const;

const ublParty = (party: Element | undefined): ReceivedParty => {
  const legal = at(party, "PartyLegalEntity", "CompanyID");
  const vat = childrenNamed(party, "PartyTaxScheme").find(
    (scheme) => textOf(at(scheme, "TaxScheme", "ID")) === "VAT",
  );
  return {
    name:
      textOf(at(party, "PartyLegalEntity", "RegistrationName")) ??
      textOf(at(party, "PartyName", "Name")) ??
      "",
    siren: legal?.getAttribute("schemeID") === "0002" ? textOf(legal) : null,
    vatNumber: textOf(at(vat, "CompanyID")),
    electronicAddress: textOf(at(party, "EndpointID")),
    country: textOf(at(party, "PostalAddress", "Country", "IdentificationCode")),
  };
};

/**
 * The content of a UBL 2.1 Invoice or CreditNote (EN 16931 binding): parties, number, dates,
 * lines, VAT breakdown, totals in minor units; or the terms it could not read.
 */
export const readUblInvoice = (root: Element): ContentReading => {
  const terms = new TermReader();
  const creditNote = root.localName === "CreditNote";
  const currencyCode = textOf(at(root, "DocumentCurrencyCode"));
  terms.currencyOf(currencyCode);
  const issueDate = terms.date("BT-2", textOf(at(root, "IssueDate")), true);
  const dueDate = terms.date(
    "BT-9",
    textOf(at(root, "DueDate")) ?? textOf(at(root, "PaymentMeans", "PaymentDueDate")),
    false,
  );
  const lines = childrenNamed(root, creditNote ? "CreditNoteLine" : "InvoiceLine").map((line) => {
    const quantity = at(line, creditNote ? "CreditedQuantity" : "InvoicedQuantity");
    const category = at(line, "Item", "ClassifiedTaxCategory");
    return {
      id: textOf(at(line, "ID")) ?? "",
      name: textOf(at(line, "Item", "Name")) ?? "",
      quantity: textOf(quantity) ?? "0",
      unitCode: quantity?.getAttribute("unitCode") || null,
      netAmount: terms.amount("BT-131", textOf(at(line, "LineExtensionAmount")), true),
      vatCategory: textOf(at(category, "ID")) ?? "",
      vatRate: percentOf(textOf(at(category, "Percent"))),
    };
  });
  // BT-110 is the TaxTotal in the invoice currency; another may state BT-111 in the VAT currency.
  const taxTotal =
    childrenNamed(root, "TaxTotal").find(
      (total) => at(total, "TaxAmount")?.getAttribute("currencyID") === currencyCode,
    ) ?? childrenNamed(root, "TaxTotal")[0];
  const vatBreakdown = childrenNamed(taxTotal, "TaxSubtotal").map((subtotal) => ({
    category: textOf(at(subtotal, "TaxCategory", "ID")) ?? "",
    rate: percentOf(textOf(at(subtotal, "TaxCategory", "Percent"))),
    taxableAmount: terms.amount("BT-116", textOf(at(subtotal, "TaxableAmount")), true),
    taxAmount: terms.amount("BT-117", textOf(at(subtotal, "TaxAmount")), true),
  }));
  const sums = at(root, "LegalMonetaryTotal");
  const sum = (name: string) => textOf(at(sums, name));
  const totals = {
    lineTotal: terms.amount("BT-106", sum("LineExtensionAmount"), true),
    allowances: terms.amount("BT-107", sum("AllowanceTotalAmount")),
    charges: terms.amount("BT-108", sum("ChargeTotalAmount")),
    totalWithoutTax: terms.amount("BT-109", sum("TaxExclusiveAmount"), true),
    totalTax: terms.amount("BT-110", textOf(at(taxTotal, "TaxAmount"))),
    total: terms.amount("BT-112", sum("TaxInclusiveAmount"), true),
    prepaid: terms.amount("BT-113", sum("PrepaidAmount")),
    rounding: terms.amount("BT-114", sum("PayableRoundingAmount")),
    amountDue: terms.amount("BT-115", sum("PayableAmount"), true),
  };
  return terms.result(() => ({
    syntax: "UBL",
    typeCode:
      textOf(at(root, creditNote ? "CreditNoteTypeCode" : "InvoiceTypeCode")) ??
      (creditNote ? "381" : "380"),
    number: textOf(at(root, "ID")) ?? "",
    issueDate: issueDate ?? "",
    dueDate,
    currency: terms.currency,
    supplier: ublParty(at(root, "AccountingSupplierParty", "Party")),
    buyer: ublParty(at(root, "AccountingCustomerParty", "Party")),
    lines,
    vatBreakdown,
    totals,
    paymentTerms: textOf(at(root, "PaymentTerms", "Note")),
  }));
};
