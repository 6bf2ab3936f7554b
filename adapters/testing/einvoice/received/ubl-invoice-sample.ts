/** A line of a sample UBL invoice: quantity, unit price in cents, VAT rate in percent. */
export interface UblSampleLine {
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly rate: number;
}

/** What a sample UBL 2.1 invoice states; EUR, one document-level allowance at most. */
export interface UblSample {
  readonly number: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly creditNote: boolean;
  readonly supplier: { readonly name: string; readonly siren: string; readonly vatNumber: string };
  readonly buyer: { readonly name: string; readonly siren: string };
  readonly lines: ReadonlyArray<UblSampleLine>;
  /** A document-level allowance at the first line's rate, in cents. */
  readonly allowanceCents: number;
  /** Added to BT-112 after the totals are worked out, to make an invoice that breaks BR-CO-15. */
  readonly totalSkewCents: number;
}

/** The totals a sample invoice states, in cents. */
export interface UblSampleTotals {
  readonly lineTotal: number;
  readonly totalWithoutTax: number;
  readonly totalTax: number;
  readonly total: number;
}

const amount = (cents: number): string => (cents / 100).toFixed(2);

const xmlEscaped = (text: string): string =>
  text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;");

/** A supplier's invoice to a French buyer with two rates, the kind the product receives. */
export const DEFAULT_UBL_SAMPLE: UblSample = {
  number: "FAC-2026-0042",
  issueDate: "2026-11-02",
  dueDate: "2026-12-02",
  creditNote: false,
  supplier: { name: "Papeterie Dupont SARL", siren: "732829320", vatNumber: "FR44732829320" },
  buyer: { name: "Atelier Martin", siren: "552100554" },
  lines: [
    { name: "Ramettes A4 80 g", quantity: 12, unitPriceCents: 459, rate: 20 },
    { name: "Livres de comptes", quantity: 3, unitPriceCents: 1_250, rate: 5.5 },
  ],
  allowanceCents: 500,
  totalSkewCents: 0,
};

const roundedTax = (base: number, rate: number): number => Math.round((base * rate) / 100);

/** The totals of a sample, worked out line by line and per rate (BR-CO-10 to BR-CO-15). */
export const ublSampleTotals = (sample: UblSample): UblSampleTotals => {
  const bases = new Map<number, number>();
  for (const line of sample.lines) {
    const net = line.quantity * line.unitPriceCents;
    bases.set(line.rate, (bases.get(line.rate) ?? 0) + net);
  }
  const lineTotal = [...bases.values()].reduce((a, b) => a + b, 0);
  const firstRate = sample.lines[0]?.rate ?? 0;
  bases.set(firstRate, (bases.get(firstRate) ?? 0) - sample.allowanceCents);
  const totalTax = [...bases].reduce((sum, [rate, base]) => sum + roundedTax(base, rate), 0);
  const totalWithoutTax = lineTotal - sample.allowanceCents;
  return { lineTotal, totalWithoutTax, totalTax, total: totalWithoutTax + totalTax };
};

const party = (
  role: "AccountingSupplierParty" | "AccountingCustomerParty",
  name: string,
  siren: string,
  vatNumber: string | null,
): string => `  <cac:${role}>
    <cac:Party>
      <cbc:EndpointID schemeID="0225">${siren}</cbc:EndpointID>
      <cac:PartyName><cbc:Name>${xmlEscaped(name)}</cbc:Name></cac:PartyName>
      <cac:PostalAddress>
        <cbc:StreetName>1 rue de la Paix</cbc:StreetName>
        <cbc:CityName>Paris</cbc:CityName>
        <cbc:PostalZone>75002</cbc:PostalZone>
        <cac:Country><cbc:IdentificationCode>FR</cbc:IdentificationCode></cac:Country>
      </cac:PostalAddress>${
        vatNumber === null
          ? ""
          : `
      <cac:PartyTaxScheme>
        <cbc:CompanyID>${vatNumber}</cbc:CompanyID>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:PartyTaxScheme>`
      }
      <cac:PartyLegalEntity>
        <cbc:RegistrationName>${xmlEscaped(name)}</cbc:RegistrationName>
        <cbc:CompanyID schemeID="0002">${siren}</cbc:CompanyID>
      </cac:PartyLegalEntity>
    </cac:Party>
  </cac:${role}>
`;

/**
 * A UBL 2.1 Invoice (or CreditNote) as a supplier's software writes it under EN 16931: parties
 * with SIREN (scheme 0002) and routing address (0225), lines, a document allowance, the VAT
 * breakdown per rate and the totals, amounts with two decimals.
 */
export const ublInvoiceXml = (overrides: Partial<UblSample> = {}): string => {
  const sample = { ...DEFAULT_UBL_SAMPLE, ...overrides };
  const totals = ublSampleTotals(sample);
  const root = sample.creditNote ? "CreditNote" : "Invoice";
  const lineName = sample.creditNote ? "CreditNoteLine" : "InvoiceLine";
  const quantityName = sample.creditNote ? "CreditedQuantity" : "InvoicedQuantity";
  const bases = new Map<number, number>();
  for (const line of sample.lines) {
    bases.set(line.rate, (bases.get(line.rate) ?? 0) + line.quantity * line.unitPriceCents);
  }
  const firstRate = sample.lines[0]?.rate ?? 0;
  bases.set(firstRate, (bases.get(firstRate) ?? 0) - sample.allowanceCents);
  const subtotals = [...bases]
    .map(
      ([rate, base]) => `    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">${amount(base)}</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">${amount(roundedTax(base, rate))}</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
    </cac:TaxSubtotal>
`,
    )
    .join("");
  const lines = sample.lines
    .map(
      (line, index) => `  <cac:${lineName}>
    <cbc:ID>${index + 1}</cbc:ID>
    <cbc:${quantityName} unitCode="C62">${line.quantity}</cbc:${quantityName}>
    <cbc:LineExtensionAmount currencyID="EUR">${amount(line.quantity * line.unitPriceCents)}</cbc:LineExtensionAmount>
    <cac:Item>
      <cbc:Name>${xmlEscaped(line.name)}</cbc:Name>
      <cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${line.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>
    </cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">${amount(line.unitPriceCents)}</cbc:PriceAmount></cac:Price>
  </cac:${lineName}>
`,
    )
    .join("");
  const total = totals.total + sample.totalSkewCents;
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>
  <cbc:ProfileID>S1</cbc:ProfileID>
  <cbc:ID>${xmlEscaped(sample.number)}</cbc:ID>
  <cbc:IssueDate>${sample.issueDate}</cbc:IssueDate>${sample.creditNote ? "" : `\n  <cbc:DueDate>${sample.dueDate}</cbc:DueDate>`}
  <cbc:${root}TypeCode>${sample.creditNote ? "381" : "380"}</cbc:${root}TypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
${party("AccountingSupplierParty", sample.supplier.name, sample.supplier.siren, sample.supplier.vatNumber)}${party("AccountingCustomerParty", sample.buyer.name, sample.buyer.siren, null)}  <cac:PaymentTerms><cbc:Note>Paiement à 30 jours</cbc:Note></cac:PaymentTerms>${
    sample.allowanceCents === 0
      ? ""
      : `
  <cac:AllowanceCharge>
    <cbc:ChargeIndicator>false</cbc:ChargeIndicator>
    <cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode>
    <cbc:Amount currencyID="EUR">${amount(sample.allowanceCents)}</cbc:Amount>
    <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${firstRate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
  </cac:AllowanceCharge>`
  }
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">${amount(totals.totalTax)}</cbc:TaxAmount>
${subtotals}  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">${amount(totals.lineTotal)}</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">${amount(totals.totalWithoutTax)}</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">${amount(total)}</cbc:TaxInclusiveAmount>
    <cbc:AllowanceTotalAmount currencyID="EUR">${amount(sample.allowanceCents)}</cbc:AllowanceTotalAmount>
    <cbc:PayableAmount currencyID="EUR">${amount(total)}</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
${lines}</${root}>
`;
};
