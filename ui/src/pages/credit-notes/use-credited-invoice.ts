import type { CreditNoteJson } from "@invoicing/core";
import { useEffect, useState } from "react";
import { ApiError, creditNotesApi, type InvoiceDetail, invoicesApi } from "../../api/index.ts";

/** The invoice to credit and its earlier credit notes, each with its lines. */
export type CreditedInvoiceLoad =
  | { readonly status: "loading" }
  | {
      readonly status: "loaded";
      readonly invoice: InvoiceDetail;
      readonly creditNotes: ReadonlyArray<CreditNoteJson>;
    }
  | { readonly status: "notfound" }
  | { readonly status: "failed"; readonly error: unknown };

/** Fetches the invoice and the lines of its credit notes, again when `generation` changes. */
export const useCreditedInvoice = (id: string, generation: number): CreditedInvoiceLoad => {
  const [loaded, setLoaded] = useState<CreditedInvoiceLoad>({ status: "loading" });
  useEffect(() => {
    void generation;
    const controller = new AbortController();
    const signal = controller.signal;
    setLoaded({ status: "loading" });
    invoicesApi
      .get(id, { signal })
      .then(async (invoice) => {
        const creditNotes = await Promise.all(
          invoice.creditNotes.map((creditNote) => creditNotesApi.get(creditNote.id, { signal })),
        );
        setLoaded({ status: "loaded", invoice, creditNotes });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setLoaded(notFound ? { status: "notfound" } : { status: "failed", error });
      });
    return () => controller.abort();
  }, [id, generation]);
  return loaded;
};
