/** A client body with the required fields and a few optional ones. */
export const clientBody = (fields: Readonly<Record<string, unknown>> = {}) => ({
  name: "Charles Babbage",
  email: "charles@example.com",
  company: "Difference Engines Ltd",
  phone: "+44 20 7946 0000",
  address: "1 Dorset Street, London",
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

/** France settings of a company with a VAT number and a full address (SIREN 552 081 317). */
export const franceSettingsBody = (fields: Readonly<Record<string, unknown>> = {}) => ({
  siret: "55208131700018",
  vatNumber: "FR03552081317",
  companyName: "Atelier Martin SARL",
  address: "12 rue des Lilas",
  city: "Paris",
  postalCode: "75011",
  country: "France",
  autoSendToPFU: false,
  defaultVATRate: 0.2,
  legalForm: null,
  shareCapital: null,
  registry: null,
  registryCity: null,
  soleTrader: false,
  vatFranchise: false,
  vatOnDebits: false,
  ...fields,
});
