export * from "./brazilian-address-rules.ts";
export * from "./client.ts";
export * from "./client-errors.ts";
export * from "./client-input.ts";
export * from "./client-list-query.ts";
export * from "./client-snapshot.ts";
export * from "./client-matches.ts";
export * from "./ibge-municipality-code.ts";
