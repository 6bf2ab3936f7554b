import type { NfeBuildInput } from "../src/brazil/nfe/nfe-options.ts";
import { buildInvoiceDocument } from "../src/documents/invoice-document.ts";
import type { Discount } from "../src/invoices/discount.ts";
import type { UnitCode } from "../src/invoices/unit-code.ts";
import {
  testBrazilSettings,
  testClient,
  testDocumentInput,
  testInvoice,
} from "./document-test-inputs.ts";

// Test inputs of the NF-e tests: a Simples Nacional seller in São Paulo (IE 110042490114),
// a company client in Rio de Janeiro, one item of R$ 100.00, issued 2026-11-20 10:00 UTC.

/** A client of the NF-e tests; `fields` override the Rio de Janeiro company. */
export const nfeTestClient = (fields: Readonly<Record<string, unknown>> = {}) =>
  testClient({
    name: "Ana Souza",
    company: "Comércio Carioca Ltda.",
    email: "compras@carioca.com.br",
    cnpj: "06929383000163",
    inscricaoEstadual: "78890169",
    street: "Rua da Assembleia",
    number: "10",
    complement: "Sala 501",
    district: "Centro",
    municipalityCode: "3304557",
    municipalityName: "Rio de Janeiro",
    uf: "RJ",
    cep: "20011-000",
    ...fields,
  });

/** The input of an NF-e; `brazil`, `client`, `invoice` and `items` override parts of it. */
export const nfeTestInput = (
  options: {
    readonly brazil?: Readonly<Record<string, unknown>>;
    readonly client?: Readonly<Record<string, unknown>>;
    readonly invoice?: Readonly<Record<string, unknown>>;
    readonly items?: ReadonlyArray<{
      quantity: number;
      unitPrice: number;
      taxRate: number;
      description?: string;
      unitCode?: UnitCode;
      discount?: Discount | null;
    }>;
  } & Partial<Omit<NfeBuildInput, "document">> = {},
): NfeBuildInput => {
  const { brazil, client, invoice, items, ...rest } = options;
  const document = buildInvoiceDocument(
    testDocumentInput({
      invoice: testInvoice(
        items ?? [
          { quantity: 1, unitPrice: 10000, taxRate: 0, description: "Cadeira de escritório" },
        ],
        {
          currency: "BRL",
          ...invoice,
        },
      ),
      client: nfeTestClient(client),
      brazilSettings: testBrazilSettings({ inscricaoEstadual: "110042490114", ...brazil }),
    }),
  );
  return { document, issuedAt: new Date("2026-11-20T10:00:00Z"), cNF: "40815162", ...rest };
};
