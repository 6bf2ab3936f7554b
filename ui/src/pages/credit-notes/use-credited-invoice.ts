import type { CreditNoteJson, InvoiceDetailResponse } from "@invoicing/core";
import { creditNotesApi } from "../../api/credit-notes-api.ts";
import { invoicesApi } from "../../api/invoices-api.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";

/** The invoice to credit and its earlier credit notes, each with its lines. */
export interface CreditedInvoice {
  readonly invoice: InvoiceDetailResponse;
  readonly creditNotes: ReadonlyArray<CreditNoteJson>;
}

/** Reads the invoice and the lines of its credit notes. */
export const useCreditedInvoice = (id: string) =>
  useApiQuery({
    queryKey: ["credit-note-form", id],
    queryFn: async ({ signal }): Promise<CreditedInvoice> => {
      const invoice = await invoicesApi.get(id, { signal });
      const creditNotes = await Promise.all(
        invoice.creditNotes.map((creditNote) => creditNotesApi.get(creditNote.id, { signal })),
      );
      return { invoice, creditNotes };
    },
  });
