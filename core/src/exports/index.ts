export * from "./csv-text.ts";
export * from "./decimal-amount.ts";
export * from "./invoices-csv.ts";
