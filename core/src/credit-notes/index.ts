export * from "./credit-note.ts";
export * from "./credit-note-document-invoice.ts";
export * from "./credit-note-errors.ts";
export * from "./credit-note-figures.ts";
export * from "./credit-note-json.ts";
export * from "./credit-note-list-query.ts";
export * from "./credit-note-number.ts";
export * from "./credit-note-request.ts";
