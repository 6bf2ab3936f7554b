import type { NfeBuildInput } from "../../src/brazil/nfe/nfe-options.ts";
import { buildInvoiceDocument } from "../../src/documents/invoice-document.ts";
import { aClient, type ClientOverrides } from "./client.ts";
import { aDocumentInput } from "./document.ts";
import { anInvoice, type InvoiceOverrides, type ItemSpec } from "./invoice.ts";
import { aBrazilSettings } from "./settings.ts";

// A Simples Nacional seller in São Paulo (IE 110042490114), a company client in Rio de Janeiro,
// one item of R$ 100.00, issued 2026-11-20 10:00 UTC.

/** A company client in Rio de Janeiro with its CNPJ, IE and structured address; `overrides` win. */
export const aBrazilianClient = (overrides: ClientOverrides = {}) =>
  aClient({
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
    ...overrides,
  });

/** What an NF-e test varies: the seller's settings, the client, the invoice, the build options. */
export type NfeInputOverrides = {
  readonly brazil?: Parameters<typeof aBrazilSettings>[0];
  readonly client?: ClientOverrides;
  readonly invoice?: InvoiceOverrides;
  readonly items?: ReadonlyArray<ItemSpec>;
} & Partial<Omit<NfeBuildInput, "document">>;

/** The input of an NF-e; `brazil`, `client`, `invoice` and `items` override parts of it. */
export const anNfeInput = (overrides: NfeInputOverrides = {}): NfeBuildInput => {
  const { brazil, client, invoice, items, ...rest } = overrides;
  const document = buildInvoiceDocument(
    aDocumentInput({
      invoice: anInvoice({
        items: items ?? [
          { quantity: 1, unitPrice: 10000, taxRate: 0, description: "Cadeira de escritório" },
        ],
        currency: "BRL",
        ...invoice,
      }),
      client: aBrazilianClient(client),
      brazilSettings: aBrazilSettings({ inscricaoEstadual: "110042490114", ...brazil }),
    }),
  );
  return {
    document,
    issuedAt: new Date("2026-11-20T10:00:00Z"),
    nNF: 1,
    cNF: "40815162",
    ...rest,
  };
};
