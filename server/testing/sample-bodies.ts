/** A client body with the required fields and a few optional ones. */
export const clientBody = (fields: Readonly<Record<string, unknown>> = {}) => ({
  name: "Charles Babbage",
  email: "charles@example.com",
  company: "Difference Engines Ltd",
  phone: "+44 20 7946 0000",
  address: "1 Dorset Street, London",
  ...fields,
});

/** A catalogue entry body: goods with their NCM (a network cable sold by the metre). */
export const catalogueItemBody = (fields: Readonly<Record<string, unknown>> = {}) => ({
  name: "Cabo de rede Cat6",
  kind: "goods",
  unitCode: "MTR",
  unitPrice: 12.5,
  taxRate: 0,
  ncm: "85444900",
  ...fields,
});

/** An invoice body for `clientId`: two items (3 × 19.99 at 20 %, 1 × 100 at 0 %), no totals. */
export const invoiceBody = (clientId: string, fields: Readonly<Record<string, unknown>> = {}) => ({
  clientId,
  issueDate: "2026-11-01",
  dueDate: "2026-12-01",
  notes: "Thank you",
  items: [
    { description: "Consulting", quantity: 3, unitPrice: 19.99, taxRate: 20 },
    { description: "Setup", quantity: 1, unitPrice: 100, taxRate: 0 },
  ],
  ...fields,
});

/** A quote body for `clientId`: the invoice body's two items (171.96 in all), valid a month. */
export const quoteBody = (clientId: string, fields: Readonly<Record<string, unknown>> = {}) => ({
  clientId,
  issueDate: "2026-11-01",
  validUntil: "2026-12-01",
  notes: "Valid one month",
  currency: "EUR",
  items: [
    { description: "Consulting", quantity: 3, unitPrice: 19.99, taxRate: 20 },
    { description: "Setup", quantity: 1, unitPrice: 100, taxRate: 0 },
  ],
  ...fields,
});

/** A recurring invoice body: the sample invoice's lines every month on the 1st from 1 December. */
export const recurringInvoiceBody = (
  clientId: string,
  fields: Readonly<Record<string, unknown>> = {},
) => ({
  clientId,
  notes: "Monthly retainer",
  items: [{ description: "Retainer", quantity: 1, unitPrice: 500, taxRate: 20 }],
  frequency: "monthly",
  day: 1,
  startDate: "2026-12-01",
  count: 12,
  ...fields,
});
