import type { RegisterRequest } from "../src/auth/register-request.ts";
import type { ClientInput } from "../src/clients/client-input.ts";
import type { CreateInvoiceRequest } from "../src/invoices/invoice-request.ts";

/** A decoded sign-up body, for use-case tests. */
export const registration = (overrides: Partial<RegisterRequest> = {}): RegisterRequest => ({
  firstName: "Ana",
  lastName: "Silva",
  email: "Ana@Example.com",
  companyName: "Silva Design",
  phone: null,
  password: "secret1",
  confirmPassword: "secret1",
  currency: "EUR",
  language: "fr",
  timeZone: "Europe/Paris",
  ...overrides,
});

/** A decoded client body with only the required fields. */
export const clientInput = (overrides: Partial<ClientInput> = {}): ClientInput => ({
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
  ...overrides,
});

/** A decoded invoice body: 3 × 19.99 at 20 % and 1 × 100.00 at 0 %, no totals sent. */
export const invoiceRequest = (
  clientId: string,
  overrides: Partial<CreateInvoiceRequest> = {},
): CreateInvoiceRequest => ({
  clientId,
  issueDate: "2026-03-31",
  dueDate: "2026-04-30",
  items: [
    { description: "Design", quantity: 3, unitPrice: 19.99, taxRate: 20 },
    { description: "Hosting", quantity: 1, unitPrice: 100, taxRate: 0 },
  ],
  ...overrides,
});
