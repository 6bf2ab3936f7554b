import { addDays, frenchVatNumberFromSiren, type IsoDate } from "@invoicing/core";

/** The demo account's e-mail; its password is drawn at random when it is created. */
export const DEMO_EMAIL = "demo@example.com";

/** The demo account's sign-up fields, without its password. */
export const demoAccount = {
  firstName: "Demo",
  lastName: "User",
  email: DEMO_EMAIL,
  companyName: "Demo Studio",
  phone: "+1 555 0100",
  currency: "USD",
  language: "en",
} as const;

/** The demo clients, keyed by how the invoices below name them. */
export const demoClients = {
  northwind: {
    name: "Northwind Traders",
    email: "billing@northwind.example",
    company: "Northwind Traders Inc.",
    phone: "+1 555 0142",
    address: "200 Pine Street, Seattle, WA 98101, USA",
  },
  lumiere: {
    name: "Lumière Studio",
    email: "compta@lumiere.example",
    company: "Lumière Studio SARL",
    address: "12 rue de la Paix, 75002 Paris, France",
    siret: "73282932000074",
    vatNumber: frenchVatNumberFromSiren("732829320"),
  },
  harbor: {
    name: "Blue Harbor Consulting",
    email: "accounts@blueharbor.example",
    company: "Blue Harbor Consulting Ltd",
    address: "5 Quay Street, Bristol BS1 4DJ, United Kingdom",
  },
  sakura: {
    name: "Sakura Design",
    email: "office@sakura.example",
    phone: "+81 3 0000 0000",
  },
} as const;

/** A demo invoice: its client, status, dates relative to today, currency and lines. */
export interface DemoInvoice {
  readonly client: keyof typeof demoClients;
  readonly status: "draft" | "sent" | "paid" | "overdue" | "cancelled";
  readonly issuedDaysAgo: number;
  readonly dueInDays: number;
  readonly currency?: "EUR";
  readonly notes: string;
  readonly items: ReadonlyArray<{
    readonly description: string;
    readonly quantity: number;
    readonly unitPrice: number;
    readonly taxRate: number;
  }>;
}

/**
 * Invoices in every status, so every screen has something to show: one paid today and one due
 * today for the revenue cards, two overdue ones for the overdue list, and one in euros beneath.
 */
export const demoInvoices: ReadonlyArray<DemoInvoice> = [
  {
    client: "northwind",
    status: "paid",
    issuedDaysAgo: 30,
    dueInDays: -2,
    notes: "Paid by bank transfer. Thank you!",
    items: [
      { description: "Website redesign", quantity: 1, unitPrice: 2400, taxRate: 0 },
      { description: "Hosting, 12 months", quantity: 12, unitPrice: 15, taxRate: 0 },
    ],
  },
  {
    client: "harbor",
    status: "overdue",
    issuedDaysAgo: 70,
    dueInDays: -40,
    notes: "Second reminder sent.",
    items: [
      { description: "Strategy workshop (2 days)", quantity: 2, unitPrice: 950, taxRate: 20 },
    ],
  },
  {
    client: "sakura",
    status: "overdue",
    issuedDaysAgo: 45,
    dueInDays: -15,
    notes: "",
    items: [{ description: "Brand guidelines", quantity: 1, unitPrice: 1200, taxRate: 10 }],
  },
  {
    client: "northwind",
    status: "sent",
    issuedDaysAgo: 30,
    dueInDays: 0,
    notes: "Due today.",
    items: [{ description: "Maintenance, monthly", quantity: 1, unitPrice: 480, taxRate: 0 }],
  },
  {
    client: "harbor",
    status: "sent",
    issuedDaysAgo: 5,
    dueInDays: 25,
    notes: "Net 30.",
    items: [
      { description: "Interviews and report", quantity: 8, unitPrice: 120, taxRate: 20 },
      { description: "Travel expenses", quantity: 1, unitPrice: 86.4, taxRate: 0 },
    ],
  },
  {
    client: "lumiere",
    status: "sent",
    issuedDaysAgo: 3,
    dueInDays: 27,
    currency: "EUR",
    notes: "TVA acquittée sur les débits.",
    items: [
      { description: "Photographie produit (20 vues)", quantity: 20, unitPrice: 45, taxRate: 20 },
    ],
  },
  {
    client: "sakura",
    status: "cancelled",
    issuedDaysAgo: 20,
    dueInDays: 10,
    notes: "Cancelled at the client's request.",
    items: [{ description: "Illustration set", quantity: 6, unitPrice: 150, taxRate: 10 }],
  },
  {
    client: "lumiere",
    status: "draft",
    issuedDaysAgo: 0,
    dueInDays: 30,
    currency: "EUR",
    notes: "",
    items: [{ description: "Retouche photo", quantity: 10, unitPrice: 12.5, taxRate: 20 }],
  },
];

/** The issue and due dates of a demo invoice, from today. */
export const demoDates = (invoice: DemoInvoice, today: IsoDate) => {
  const issueDate = addDays(today, -invoice.issuedDaysAgo);
  return { issueDate, dueDate: addDays(issueDate, invoice.issuedDaysAgo + invoice.dueInDays) };
};
