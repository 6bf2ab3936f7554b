import { create } from "xmlbuilder2";
import { currencyDecimals } from "../../money/currency.ts";
import type {
  CiiAddress,
  CiiAllowance,
  CiiContact,
  CiiInvoice,
  CiiLine,
  CiiNote,
  CiiParty,
  CiiPeriod,
  CiiVat,
  CiiVatBreakdown,
} from "./cii-invoice.ts";
import { ciiAmount, ciiDate, ciiPercent, xmlText } from "./cii-values.ts";

/** The namespaces of a UN/CEFACT Cross Industry Invoice (D16B, as Factur-X 1.09 restricts it). */
export const CII_NAMESPACES = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
} as const;

type XmlNode = { readonly [name: string]: XmlValue };
type XmlValue = string | XmlNode | ReadonlyArray<string | XmlNode>;

// Optional elements are spread in, so that absent ones leave no empty tag behind.
const optional = (name: string, value: XmlValue | null | undefined): XmlNode =>
  value === null || value === undefined ? {} : { [name]: value };

const text = (value: string): string => xmlText(value);

const withScheme = (scheme: string, value: string): XmlNode => ({
  "@schemeID": scheme,
  "#": text(value),
});

const dateTime = (date: string): XmlNode => ({
  "udt:DateTimeString": { "@format": "102", "#": ciiDate(date) },
});

const note = (value: CiiNote): XmlNode => ({
  "ram:Content": text(value.content),
  ...optional("ram:SubjectCode", value.subject),
});

const contact = (value: CiiContact): XmlNode => ({
  ...optional("ram:PersonName", value.name === null ? null : text(value.name)),
  ...optional(
    "ram:TelephoneUniversalCommunication",
    value.phone === null ? null : { "ram:CompleteNumber": text(value.phone) },
  ),
  ...optional(
    "ram:EmailURIUniversalCommunication",
    value.email === null ? null : { "ram:URIID": text(value.email) },
  ),
});

const [lineOne, lineTwo, lineThree] = ["ram:LineOne", "ram:LineTwo", "ram:LineThree"] as const;

const address = (value: CiiAddress): XmlNode => {
  const [first, second, ...rest] = value.lines.map(text);
  return {
    ...optional("ram:PostcodeCode", value.postcode === null ? null : text(value.postcode)),
    ...optional(lineOne, first),
    ...optional(lineTwo, second),
    ...optional(lineThree, rest.length === 0 ? null : rest.join(", ")),
    ...optional("ram:CityName", value.city === null ? null : text(value.city)),
    "ram:CountryID": value.country,
  };
};

const party = (value: CiiParty): XmlNode => {
  const registrations = [
    ...(value.vatNumber === null ? [] : [{ "ram:ID": withScheme("VA", value.vatNumber) }]),
    ...(value.taxRegistration === null
      ? []
      : [{ "ram:ID": withScheme("FC", value.taxRegistration) }]),
  ];
  return {
    ...optional("ram:GlobalID", value.siret === null ? null : withScheme("0009", value.siret)),
    "ram:Name": text(value.name),
    ...optional(
      "ram:Description",
      value.legalInformation === null ? null : text(value.legalInformation),
    ),
    ...optional(
      "ram:SpecifiedLegalOrganization",
      value.siren === null ? null : { "ram:ID": withScheme("0002", value.siren) },
    ),
    ...optional("ram:DefinedTradeContact", value.contact === null ? null : contact(value.contact)),
    "ram:PostalTradeAddress": address(value.address),
    ...optional(
      "ram:URIUniversalCommunication",
      value.electronicAddress === null
        ? null
        : {
            "ram:URIID": withScheme(value.electronicAddress.scheme, value.electronicAddress.value),
          },
    ),
    ...optional("ram:SpecifiedTaxRegistration", registrations.length === 0 ? null : registrations),
  };
};

// UNTDID 5189 code 95: "Discount", the reason of every allowance we write (BR-33, BR-42).
const DISCOUNT_REASON_CODE = "95";

// A line or allowance out of the scope of VAT states no rate (BR-O-05, BR-O-06).
const tradeTax = (vat: CiiVat): XmlNode => ({
  "ram:TypeCode": "VAT",
  "ram:CategoryCode": vat.category,
  ...optional("ram:RateApplicablePercent", vat.category === "O" ? null : ciiPercent(vat.rate)),
});

const allowanceCharge = (amount: number, decimals: number): XmlNode => ({
  "ram:ChargeIndicator": { "udt:Indicator": "false" },
  "ram:ActualAmount": ciiAmount(amount, decimals),
  "ram:ReasonCode": DISCOUNT_REASON_CODE,
});

const documentAllowance = (value: CiiAllowance, decimals: number): XmlNode => ({
  ...allowanceCharge(value.amount, decimals),
  "ram:CategoryTradeTax": tradeTax(value.vat),
});

const period = (value: CiiPeriod): XmlNode => ({
  "ram:StartDateTime": dateTime(value.start),
  "ram:EndDateTime": dateTime(value.end),
});

const line = (value: CiiLine, decimals: number): XmlNode => ({
  "ram:AssociatedDocumentLineDocument": { "ram:LineID": text(value.id) },
  "ram:SpecifiedTradeProduct": { "ram:Name": text(value.name) },
  "ram:SpecifiedLineTradeAgreement": {
    "ram:NetPriceProductTradePrice": { "ram:ChargeAmount": ciiAmount(value.unitPrice, decimals) },
  },
  "ram:SpecifiedLineTradeDelivery": {
    "ram:BilledQuantity": { "@unitCode": value.unitCode, "#": String(value.quantity) },
  },
  "ram:SpecifiedLineTradeSettlement": {
    "ram:ApplicableTradeTax": tradeTax(value.vat),
    ...optional(
      "ram:SpecifiedTradeAllowanceCharge",
      value.allowance === 0 ? null : allowanceCharge(value.allowance, decimals),
    ),
    "ram:SpecifiedTradeSettlementLineMonetarySummation": {
      "ram:LineTotalAmount": ciiAmount(value.net, decimals),
    },
  },
});

const vatBreakdown = (value: CiiVatBreakdown, decimals: number): XmlNode => ({
  "ram:CalculatedAmount": ciiAmount(value.tax, decimals),
  "ram:TypeCode": "VAT",
  ...optional(
    "ram:ExemptionReason",
    value.exemptionReason === null ? null : text(value.exemptionReason),
  ),
  "ram:BasisAmount": ciiAmount(value.basis, decimals),
  "ram:CategoryCode": value.category,
  ...optional("ram:ExemptionReasonCode", value.exemptionCode),
  ...optional("ram:DueDateTypeCode", value.dueDateTypeCode),
  "ram:RateApplicablePercent": ciiPercent(value.rate),
});

const settlement = (invoice: CiiInvoice): XmlNode => {
  const decimals = currencyDecimals(invoice.currency);
  const { totals, taxCurrency, paymentTerms } = invoice;
  const taxTotals = [
    { "@currencyID": invoice.currency, "#": ciiAmount(totals.taxTotal, decimals) },
    ...(taxCurrency === null
      ? []
      : [{ "@currencyID": taxCurrency.currency, "#": ciiAmount(taxCurrency.taxTotal, 2) }]),
  ];
  const hasTerms = paymentTerms.description !== null || paymentTerms.dueDate !== null;
  return {
    ...optional("ram:TaxCurrencyCode", taxCurrency?.currency),
    "ram:InvoiceCurrencyCode": invoice.currency,
    "ram:ApplicableTradeTax": invoice.vatBreakdown.map((row) => vatBreakdown(row, decimals)),
    ...optional(
      "ram:BillingSpecifiedPeriod",
      invoice.servicePeriod === null ? null : period(invoice.servicePeriod),
    ),
    ...optional(
      "ram:SpecifiedTradeAllowanceCharge",
      invoice.allowances.length === 0
        ? null
        : invoice.allowances.map((allowance) => documentAllowance(allowance, decimals)),
    ),
    ...optional(
      "ram:SpecifiedTradePaymentTerms",
      hasTerms
        ? {
            ...optional(
              "ram:Description",
              paymentTerms.description === null ? null : text(paymentTerms.description),
            ),
            ...optional(
              "ram:DueDateDateTime",
              paymentTerms.dueDate === null ? null : dateTime(paymentTerms.dueDate),
            ),
          }
        : null,
    ),
    "ram:SpecifiedTradeSettlementHeaderMonetarySummation": {
      "ram:LineTotalAmount": ciiAmount(totals.lineTotal, decimals),
      ...optional(
        "ram:AllowanceTotalAmount",
        totals.allowanceTotal === 0 ? null : ciiAmount(totals.allowanceTotal, decimals),
      ),
      "ram:TaxBasisTotalAmount": ciiAmount(totals.taxBasis, decimals),
      "ram:TaxTotalAmount": taxTotals,
      "ram:GrandTotalAmount": ciiAmount(totals.grandTotal, decimals),
      ...optional(
        "ram:TotalPrepaidAmount",
        totals.prepaid === 0 ? null : ciiAmount(totals.prepaid, decimals),
      ),
      "ram:DuePayableAmount": ciiAmount(totals.duePayable, decimals),
    },
    ...optional(
      "ram:InvoiceReferencedDocument",
      invoice.precedingInvoice === null
        ? null
        : {
            "ram:IssuerAssignedID": text(invoice.precedingInvoice.number),
            "ram:FormattedIssueDateTime": {
              "qdt:DateTimeString": {
                "@format": "102",
                "#": ciiDate(invoice.precedingInvoice.issueDate),
              },
            },
          },
    ),
  };
};

/**
 * The Factur-X XML of an invoice: a UN/CEFACT Cross Industry Invoice in the order the Factur-X
 * XSD demands, UTF-8, indented. It writes the data as given and checks nothing: the builder
 * (`buildFacturXInvoice`) decides what a valid invoice holds.
 */
export const ciiXml = (invoice: CiiInvoice): string => {
  const decimals = currencyDecimals(invoice.currency);
  const root: XmlNode = {
    "rsm:CrossIndustryInvoice": {
      "@xmlns:rsm": CII_NAMESPACES.rsm,
      "@xmlns:ram": CII_NAMESPACES.ram,
      "@xmlns:qdt": CII_NAMESPACES.qdt,
      "@xmlns:udt": CII_NAMESPACES.udt,
      "rsm:ExchangedDocumentContext": {
        "ram:BusinessProcessSpecifiedDocumentContextParameter": {
          "ram:ID": text(invoice.billingMode),
        },
        "ram:GuidelineSpecifiedDocumentContextParameter": { "ram:ID": text(invoice.guideline) },
      },
      "rsm:ExchangedDocument": {
        "ram:ID": text(invoice.number),
        "ram:TypeCode": invoice.typeCode,
        "ram:IssueDateTime": dateTime(invoice.issueDate),
        ...optional(
          "ram:IncludedNote",
          invoice.notes.length === 0 ? null : invoice.notes.map(note),
        ),
      },
      "rsm:SupplyChainTradeTransaction": {
        ...optional(
          "ram:IncludedSupplyChainTradeLineItem",
          invoice.lines.length === 0 ? null : invoice.lines.map((item) => line(item, decimals)),
        ),
        "ram:ApplicableHeaderTradeAgreement": {
          "ram:SellerTradeParty": party(invoice.seller),
          "ram:BuyerTradeParty": party(invoice.buyer),
        },
        "ram:ApplicableHeaderTradeDelivery": {
          ...optional(
            "ram:ShipToTradeParty",
            invoice.shipTo === null
              ? null
              : {
                  ...optional(
                    "ram:Name",
                    invoice.shipTo.name === null ? null : text(invoice.shipTo.name),
                  ),
                  "ram:PostalTradeAddress": address(invoice.shipTo.address),
                },
          ),
          ...optional(
            "ram:ActualDeliverySupplyChainEvent",
            invoice.deliveryDate === null
              ? null
              : { "ram:OccurrenceDateTime": dateTime(invoice.deliveryDate) },
          ),
        },
        "ram:ApplicableHeaderTradeSettlement": settlement(invoice),
      },
    },
  };
  return create({ version: "1.0", encoding: "UTF-8" }, root).end({ prettyPrint: true });
};
