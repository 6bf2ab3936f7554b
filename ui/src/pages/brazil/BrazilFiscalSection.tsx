import { fiscalDocumentOf, type InvoiceItem } from "@invoicing/core";
import { brazilApi } from "../../api/brazil-api.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { type NfeInvoice, NfeSection } from "./NfeSection.tsx";
import { NfseSection } from "./NfseSection.tsx";

/**
 * The Brazilian fiscal document of a BRL invoice (docs/BRAZIL.md): the NF-e section for an
 * invoice of goods, the NFS-e section for one of services or one mixing both (whose issue the
 * server refuses with the reason). Lines typed by hand are services once NFS-e settings exist.
 */
export const BrazilFiscalSection = ({
  invoice,
}: {
  readonly invoice: NfeInvoice & {
    readonly items: ReadonlyArray<Pick<InvoiceItem, "catalogueItemId" | "ncm">>;
  };
}) => {
  const settings = useApiQuery({
    queryKey: ["nfse-settings"],
    queryFn: ({ signal }) => brazilApi.nfseSettings({ signal }),
  });
  if (settings.isPending) return null;
  // Without the NFS-e settings (none saved, or not readable), typed lines are goods.
  const kind = fiscalDocumentOf(invoice.items, (settings.data?.data ?? null) !== null);
  return kind === "nfe" ? <NfeSection invoice={invoice} /> : <NfseSection invoice={invoice} />;
};
