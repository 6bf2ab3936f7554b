import { OutboxList } from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

/** The outbox viewer's calls (development and sandbox mode, docs/PRODUCT-RULES.md#email). */
export const outboxApi = {
  list: (options: Pick<CallOptions, "signal"> = {}) => api.get(OutboxList, "/outbox", options),
  /** One message as an .eml file, named by the server. */
  download: (id: string) => api.download(`/outbox/${encodeURIComponent(id)}`),
};
