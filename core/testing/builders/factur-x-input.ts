import { buildInvoiceDocument } from "../../src/documents/invoice-document.ts";
import type { FacturXInput } from "../../src/france/factur-x/build-factur-x-invoice.ts";
import { aClient, type ClientOverrides } from "./client.ts";
import { aDocumentInput } from "./document.ts";
import { anInvoice, type InvoiceOverrides, type ItemSpec } from "./invoice.ts";
import { aFranceSettings } from "./settings.ts";

/** What a Factur-X test varies: the items, the invoice, the client, the France settings, the euro rate. */
export interface FacturXInputOverrides {
  readonly items?: ReadonlyArray<ItemSpec>;
  readonly invoice?: InvoiceOverrides;
  readonly client?: ClientOverrides;
  readonly france?: Parameters<typeof aFranceSettings>[0] | null;
  readonly euroRate?: number | null;
}

/** A Factur-X input of a French seller (SIREN 552 081 317) billing Façades SA (732 829 320). */
export const aFacturXInput = (overrides: FacturXInputOverrides = {}): FacturXInput => ({
  document: buildInvoiceDocument(
    aDocumentInput({
      invoice: anInvoice({
        items: overrides.items ?? [
          { quantity: 3, unitPrice: 1999, taxRate: 20, description: "Conception" },
          { quantity: 2, unitPrice: 4500, taxRate: 5.5, description: "Livres" },
        ],
        ...overrides.invoice,
      }),
      client: aClient({ siret: "73282932000017", ...overrides.client }),
      franceSettings: overrides.france === null ? null : aFranceSettings(overrides.france),
    }),
  ),
  nature: "services",
  euroRate: overrides.euroRate ?? null,
});
