export * from "./jspdf-renderer-layer.ts";
export * from "./render-invoice-pdf.ts";
