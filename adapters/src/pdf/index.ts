export { type FontLibrary, makeFontLibrary } from "./font-files.ts";
export * from "./jspdf-renderer-layer.ts";
export * from "./pdfa/index.ts";
export * from "./render-invoice-pdf.ts";
