import type { FailedRule, ReceivedContent, ReceivedParty } from "@invoicing/core";
import { minorUnitsOfDecimal } from "@invoicing/core";
import { at, childrenNamed, textOf } from "./xml-elements.ts";

/** What a reader made of a file: the content, or the rules it could not read past. */
export type ContentReading =
  | { readonly content: ReceivedContent }
  | { readonly unreadable: ReadonlyArray<FailedRule> };

const unreadable = (term: string, text: string): FailedRule => ({
  id: term,
  flag: "fatal",
  text,
  location: term,
});

/** Reads terms into amounts and dates, noting each one it cannot read. */
export class TermReader {
  readonly problems: FailedRule[] = [];
  currency = "EUR";

  /** A `YYYYMMDD` (CII format 102) or `YYYY-MM-DD` date. */
  date(term: string, value: string | null, required: boolean): string | null {
    if (value === null) {
      if (required) this.problems.push(unreadable(term, `${term} is missing.`));
      return null;
    }
    const match = /^(\d{4})-?(\d{2})-?(\d{2})$/u.exec(value);
    const date = match === null ? null : `${match[1]}-${match[2]}-${match[3]}`;
    if (date === null || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
      this.problems.push(unreadable(term, `${term} is not a date: ${value}`));
      return null;
    }
    return date;
  }

  /** An amount in minor units of the invoice currency; 0 when absent and optional. */
  amount(term: string, value: string | null, required = false): number {
    if (value === null) {
      if (required) this.problems.push(unreadable(term, `${term} is missing.`));
      return 0;
    }
    const minor = minorUnitsOfDecimal(value, this.currency);
    if (minor === undefined) {
      this.problems.push(unreadable(term, `${term} is not an amount: ${value}`));
      return 0;
    }
    return minor;
  }

  /** BT-5, an ISO 4217 code. */
  currencyOf(value: string | null): void {
    if (value !== null && /^[A-Z]{3}$/u.test(value)) {
      this.currency = value;
    } else {
      this.problems.push(
        unreadable("BT-5", `The invoice currency ${value ?? "(none)"} is not an ISO 4217 code.`),
      );
    }
  }

  /** The content when every term was read. */
  result(content: () => ReceivedContent): ContentReading {
    if (this.problems.length > 0) return { unreadable: this.problems };
    return { content: content() };
  }
}

/** A rate in percent, null when absent or not a number. */
export const percentOf = (value: string | null): number | null => {
  const rate = value === null ? Number.NaN : Number(value);
  return Number.isFinite(rate) ? rate : null;
};

const ciiParty = (party: Element | undefined): ReceivedParty => {
  const legal = at(party, "SpecifiedLegalOrganization", "ID");
  const vat = childrenNamed(party, "SpecifiedTaxRegistration")
    .map((registration) => at(registration, "ID"))
    .find((id) => id?.getAttribute("schemeID") === "VA");
  return {
    name: textOf(at(party, "Name")) ?? "",
    siren: legal?.getAttribute("schemeID") === "0002" ? textOf(legal) : null,
    vatNumber: textOf(vat),
    electronicAddress: textOf(at(party, "URIUniversalCommunication", "URIID")),
    country: textOf(at(party, "PostalTradeAddress", "CountryID")),
  };
};

/** The amount of a summation term in the invoice currency (BT-110 may repeat in BT-6's). */
const inCurrency = (parent: Element | undefined, name: string, currency: string): string | null => {
  const all = childrenNamed(parent, name);
  const found =
    all.find((element) => element.getAttribute("currencyID") === currency) ??
    all.find((element) => !element.hasAttribute("currencyID"));
  return textOf(found);
};

/**
 * The content of a CII D16B invoice (the XML of a Factur-X): parties, number, dates, lines, VAT
 * breakdown, totals in minor units; or the terms it could not read.
 */
export const readCiiInvoice = (root: Element, syntax: "CII" | "Factur-X"): ContentReading => {
  const terms = new TermReader();
  const document = at(root, "ExchangedDocument");
  const transaction = at(root, "SupplyChainTradeTransaction");
  const agreement = at(transaction, "ApplicableHeaderTradeAgreement");
  const settlement = at(transaction, "ApplicableHeaderTradeSettlement");
  const currencyCode = textOf(at(settlement, "InvoiceCurrencyCode"));
  terms.currencyOf(currencyCode);
  const issueDate = terms.date(
    "BT-2",
    textOf(at(document, "IssueDateTime", "DateTimeString")),
    true,
  );
  const paymentTerms = at(settlement, "SpecifiedTradePaymentTerms");
  const dueDate = terms.date(
    "BT-9",
    textOf(at(paymentTerms, "DueDateDateTime", "DateTimeString")),
    false,
  );
  const lines = childrenNamed(transaction, "IncludedSupplyChainTradeLineItem").map((item) => {
    const lineSettlement = at(item, "SpecifiedLineTradeSettlement");
    const quantity = at(item, "SpecifiedLineTradeDelivery", "BilledQuantity");
    return {
      id: textOf(at(item, "AssociatedDocumentLineDocument", "LineID")) ?? "",
      name: textOf(at(item, "SpecifiedTradeProduct", "Name")) ?? "",
      quantity: textOf(quantity) ?? "0",
      unitCode: quantity?.getAttribute("unitCode") || null,
      netAmount: terms.amount(
        "BT-131",
        textOf(
          at(lineSettlement, "SpecifiedTradeSettlementLineMonetarySummation", "LineTotalAmount"),
        ),
        true,
      ),
      vatCategory: textOf(at(lineSettlement, "ApplicableTradeTax", "CategoryCode")) ?? "",
      vatRate: percentOf(textOf(at(lineSettlement, "ApplicableTradeTax", "RateApplicablePercent"))),
    };
  });
  const vatBreakdown = childrenNamed(settlement, "ApplicableTradeTax").map((tax) => ({
    category: textOf(at(tax, "CategoryCode")) ?? "",
    rate: percentOf(textOf(at(tax, "RateApplicablePercent"))),
    taxableAmount: terms.amount("BT-116", textOf(at(tax, "BasisAmount")), true),
    taxAmount: terms.amount("BT-117", textOf(at(tax, "CalculatedAmount")), true),
  }));
  const sums = at(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  const sum = (name: string) => inCurrency(sums, name, currencyCode ?? "");
  const totals = {
    lineTotal: terms.amount("BT-106", sum("LineTotalAmount"), true),
    allowances: terms.amount("BT-107", sum("AllowanceTotalAmount")),
    charges: terms.amount("BT-108", sum("ChargeTotalAmount")),
    totalWithoutTax: terms.amount("BT-109", sum("TaxBasisTotalAmount"), true),
    totalTax: terms.amount("BT-110", sum("TaxTotalAmount")),
    total: terms.amount("BT-112", sum("GrandTotalAmount"), true),
    prepaid: terms.amount("BT-113", sum("TotalPrepaidAmount")),
    rounding: terms.amount("BT-114", sum("RoundingAmount")),
    amountDue: terms.amount("BT-115", sum("DuePayableAmount"), true),
  };
  return terms.result(() => ({
    syntax,
    typeCode: textOf(at(document, "TypeCode")) ?? "380",
    number: textOf(at(document, "ID")) ?? "",
    issueDate: issueDate ?? "",
    dueDate,
    currency: terms.currency,
    supplier: ciiParty(at(agreement, "SellerTradeParty")),
    buyer: ciiParty(at(agreement, "BuyerTradeParty")),
    lines,
    vatBreakdown,
    totals,
    paymentTerms: textOf(at(paymentTerms, "Description")),
  }));
};
