import { Schema } from "effect";

/** Who a client is (docs/PRODUCT-RULES.md#france-mentions): a company, a private person or a public body. */
export const clientKinds = ["company", "individual", "public"] as const;

/** The kind of a client. */
export const ClientKind = Schema.Literals(clientKinds).annotate({ message: "clients.invalidkind" });
export type ClientKind = typeof ClientKind.Type;

/** True for the clients who buy as businesses (a company or a public body), not as consumers. */
export const isBusinessClient = (kind: ClientKind): boolean => kind !== "individual";
