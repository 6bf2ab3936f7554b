export * from "./archive-summary.ts";
export * from "./archived-document.ts";
