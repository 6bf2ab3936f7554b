import { ClientJson, clientFromJson } from "./client-json.ts";

/**
 * The buyer of a numbered invoice as it was when the invoice took its number
 * (docs/PRODUCT-RULES.md#lifecycle: the parties are legal content), kept with the invoice so that a
 * later edit of the client record changes none of its documents. Stored in the flat shape and field
 * names of the client's JSON (ClientJson), not the domain `Client`, so that a
 * stored snapshot reads the same whatever shape the domain takes later.
 */
export const ClientSnapshot = ClientJson;
export type ClientSnapshot = ClientJson;

/** The client a numbered invoice's documents name: its snapshot, in the domain's shape. */
export const clientOfSnapshot = clientFromJson;
