export * from "./jspdf-danfe-renderer-layer.ts";
export * from "./render-danfe-pdf.ts";
