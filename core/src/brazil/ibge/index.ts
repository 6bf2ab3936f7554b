export * from "./ibge-municipalities.ts";
export * from "./municipality-search-request.ts";
