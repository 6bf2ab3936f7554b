import { Schema } from "effect";
import { api } from "./client.ts";

/** The answer of making a pay link: its address, which the server shows only this once. */
const PayLinkAddress = Schema.Struct({ url: Schema.String });

const linkPath = (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}/pay-link`;

/** The seller's calls on an invoice's pay link (docs/PRODUCT-RULES.md#pay-links). */
export const invoicePayLinkApi = {
  create: (invoiceId: string) => api.post(PayLinkAddress, linkPath(invoiceId)),
  revoke: (invoiceId: string) => api.send("DELETE", linkPath(invoiceId)),
};
