import { Schema } from "effect";
import { Client } from "../src/clients/client.ts";
import type { InvoiceDocumentInput } from "../src/documents/invoice-document.ts";
import { DEFAULT_INVOICE_TEMPLATE } from "../src/documents/invoice-template.ts";
import { Discount } from "../src/invoices/discount.ts";
import { Invoice } from "../src/invoices/invoice.ts";
import { invoiceTotals } from "../src/invoices/invoice-totals.ts";
import type { UnitCode } from "../src/invoices/unit-code.ts";
import { Currency } from "../src/money/currency.ts";
import { BrazilSettings } from "../src/settings/brazil-settings.ts";
import { FranceSettings } from "../src/settings/france-settings.ts";
import { User } from "../src/users/user.ts";

// Test inputs of the documents folder's tests, decoded as the server decodes stored rows.

/** A user; `fields` override the defaults (a French freelancer writing in English). */
export const testUser = (fields: Readonly<Record<string, unknown>> = {}): User =>
  Schema.decodeUnknownSync(User)({
    id: "user-1",
    name: "Camille Martin",
    email: "camille@example.fr",
    role: "user",
    firstName: "Camille",
    lastName: "Martin",
    companyName: "Atelier Martin",
    phone: "+33 1 23 45 67 89",
    address: "12 rue des Lilas\n75011 Paris",
    logo: null,
    settings: {},
    ...fields,
  });

/** A client; `fields` override the defaults. */
export const testClient = (fields: Readonly<Record<string, unknown>> = {}): Client =>
  Schema.decodeUnknownSync(Client)({
    id: "client-1",
    name: "Hélène Dubois",
    email: "helene@example.fr",
    company: "Façades SA",
    phone: null,
    address: "8 avenue de l'Opéra\n75001 Paris",
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

/** Valid French settings of SIREN 552 081 317; `fields` override them. */
export const testFranceSettings = (
  fields: Readonly<Record<string, unknown>> = {},
): FranceSettings =>
  Schema.decodeUnknownSync(FranceSettings)({
    siret: "55208131700018",
    vatNumber: "FR03552081317",
    companyName: "Atelier Martin SARL",
    address: "12 rue des Lilas",
    city: "Paris",
    postalCode: "75011",
    ...fields,
  });

/** Valid Brazil settings in São Paulo; `fields` override them. */
export const testBrazilSettings = (
  fields: Readonly<Record<string, unknown>> = {},
): BrazilSettings =>
  Schema.decodeUnknownSync(BrazilSettings)({
    cnpj: "11222333000181",
    cpf: "12345678909",
    companyName: "Serviços Digitais Ltda.",
    address: "Avenida Paulista",
    number: "1000",
    district: "Bela Vista",
    city: "São Paulo",
    uf: "SP",
    municipalityCode: "3550308",
    postalCode: "01310100",
    ...fields,
  });

/**
 * An invoice of the given items with the totals the core computes (with its `pricesIncludeTax`
 * and `discount` when `fields` give them); `fields` override the rest.
 */
export const testInvoice = (
  items: ReadonlyArray<{
    quantity: number;
    unitPrice: number;
    taxRate: number;
    description?: string;
    unitCode?: UnitCode;
    discount?: Discount | null;
  }>,
  fields: Readonly<Record<string, unknown>> = {},
): Invoice => {
  const currency = Schema.decodeUnknownSync(Currency)(fields.currency ?? "EUR");
  const pricesIncludeTax = fields.pricesIncludeTax === true;
  const discount = Schema.decodeUnknownSync(Schema.NullOr(Discount))(fields.discount ?? null);
  const totals = invoiceTotals(items, currency, { pricesIncludeTax, discount });
  return Schema.decodeUnknownSync(Invoice)({
    id: "invoice-1",
    userId: "user-1",
    invoiceNumber: "INV-001",
    clientId: "client-1",
    issueDate: "2026-11-20",
    dueDate: "2026-12-20",
    notes: "",
    status: "sent",
    siret: null,
    vatNumber: null,
    currency,
    pricesIncludeTax,
    discount,
    serviceDate: null,
    servicePeriod: null,
    subtotal: totals.subtotal,
    taxAmount: totals.taxAmount,
    total: totals.total,
    items: items.map((item, index) => ({
      id: `item-${index}`,
      description: item.description ?? `Item ${index + 1}`,
      quantity: item.quantity,
      unitCode: item.unitCode ?? "C62",
      unitPrice: item.unitPrice,
      discount: item.discount ?? null,
      taxRate: item.taxRate,
      taxAmount: totals.lines[index]?.taxAmount ?? 0,
      total: totals.lines[index]?.total ?? 0,
    })),
    sentAt: "2026-11-20T10:00:00.000Z",
    paidAt: null,
    cancelledAt: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...fields,
  });
};

/** A document input: one 20 % item of 100.00 EUR, no settings, the default template. */
export const testDocumentInput = (
  fields: Partial<InvoiceDocumentInput> = {},
): InvoiceDocumentInput => ({
  invoice: testInvoice([{ quantity: 1, unitPrice: 10000, taxRate: 20 }]),
  client: testClient(),
  seller: testUser(),
  logo: null,
  franceSettings: null,
  brazilSettings: null,
  template: DEFAULT_INVOICE_TEMPLATE,
  ...fields,
});
