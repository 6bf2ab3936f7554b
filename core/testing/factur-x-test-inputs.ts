import { buildInvoiceDocument } from "../src/documents/invoice-document.ts";
import type { FacturXInput } from "../src/france/factur-x/build-factur-x-invoice.ts";
import type { Discount } from "../src/invoices/discount.ts";
import type { UnitCode } from "../src/invoices/unit-code.ts";
import {
  testClient,
  testDocumentInput,
  testFranceSettings,
  testInvoice,
} from "./document-test-inputs.ts";

// Test inputs of the Factur-X folder's tests: a French seller's invoice to a French company.

/** An item of a test invoice: quantity, unit price in minor units, rate in percent. */
export interface TestItem {
  readonly quantity: number;
  readonly unitPrice: number;
  readonly taxRate: number;
  readonly description?: string;
  readonly unitCode?: UnitCode;
  readonly discount?: Discount | null;
}

/** What a test varies: items, invoice fields, client fields, France settings fields. */
export interface FacturXTestOptions {
  readonly items?: ReadonlyArray<TestItem>;
  readonly invoice?: Readonly<Record<string, unknown>>;
  readonly client?: Readonly<Record<string, unknown>>;
  readonly france?: Readonly<Record<string, unknown>> | null;
  readonly euroRate?: number | null;
}

/** A Factur-X input of a French seller (SIREN 552 081 317) billing Façades SA (732 829 320). */
export const facturXTestInput = (options: FacturXTestOptions = {}): FacturXInput => ({
  document: buildInvoiceDocument(
    testDocumentInput({
      invoice: testInvoice(
        options.items ?? [
          { quantity: 3, unitPrice: 1999, taxRate: 20, description: "Conception" },
          { quantity: 2, unitPrice: 4500, taxRate: 5.5, description: "Livres" },
        ],
        options.invoice,
      ),
      client: testClient({ siret: "73282932000017", ...options.client }),
      franceSettings: options.france === null ? null : testFranceSettings(options.france),
    }),
  ),
  nature: "services",
  euroRate: options.euroRate ?? null,
});
