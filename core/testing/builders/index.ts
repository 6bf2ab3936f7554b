export * from "./client.ts";
export * from "./credit-note.ts";
export * from "./document.ts";
export * from "./factur-x-input.ts";
export * from "./invoice.ts";
export * from "./nfe-input.ts";
export * from "./settings.ts";
export * from "./user.ts";
