import { randomUUID } from "node:crypto";
import type { Client, Invoice, InvoiceHistoryEntry, InvoiceItem, User } from "@invoicing/core";

const at = "2026-03-31T09:30:00.000Z";

/** An account as the core hands it to `UserRepository.create`, overridden by `fields`. */
export const sampleUser = (fields: Partial<User> = {}): User => {
  const id = fields.id ?? randomUUID();
  return {
    id,
    name: "Ana Silva",
    email: `ana-${id}@example.com`,
    role: "user",
    firstName: "Ana",
    lastName: "Silva",
    companyName: null,
    phone: null,
    address: null,
    logo: null,
    currency: "EUR",
    language: "fr",
    timeZone: "Europe/Paris",
    creditNotePrefix: "CN-",
    settings: { sandboxMode: false },
    ...fields,
  };
};

/** A client with only the required fields, overridden by `fields`. */
export const sampleClient = (fields: Partial<Client> = {}): Client => ({
  id: randomUUID(),
  name: "Acme",
  email: "billing@acme.test",
  company: null,
  phone: null,
  address: null,
  siret: null,
  vatNumber: null,
  cnpj: null,
  cpf: null,
  inscricaoEstadual: null,
  street: null,
  number: null,
  complement: null,
  district: null,
  municipalityCode: null,
  municipalityName: null,
  uf: null,
  cep: null,
  ...fields,
});

/** An invoice line, overridden by `fields`. */
export const sampleItem = (fields: Partial<InvoiceItem> = {}): InvoiceItem => ({
  id: randomUUID(),
  description: "Design",
  quantity: 3,
  unitCode: "C62",
  unitPrice: 1999,
  discount: null,
  taxRate: 20,
  taxAmount: 1199,
  total: 7196,
  ...fields,
});

/** A draft invoice of `userId` to `clientId` with one line, overridden by `fields`. */
export const sampleInvoice = (
  userId: string,
  clientId: string,
  fields: Partial<Invoice> = {},
): Invoice => ({
  id: randomUUID(),
  userId,
  invoiceNumber: null,
  clientId,
  issueDate: "2026-03-31",
  dueDate: "2026-04-30",
  notes: "",
  status: "draft",
  siret: null,
  vatNumber: null,
  currency: "EUR",
  pricesIncludeTax: false,
  discount: null,
  serviceDate: null,
  servicePeriod: null,
  subtotal: 5997,
  taxAmount: 1199,
  total: 7196,
  items: [sampleItem()],
  sentAt: null,
  paidAt: null,
  cancelledAt: null,
  createdAt: at,
  updatedAt: at,
  ...fields,
});

/** A history line of `invoiceId`, overridden by `fields`. */
export const sampleHistoryEntry = (
  invoiceId: string,
  fields: Partial<InvoiceHistoryEntry> = {},
): InvoiceHistoryEntry => ({
  id: randomUUID(),
  invoiceId,
  at,
  event: "created",
  from: null,
  to: "draft",
  ...fields,
});
