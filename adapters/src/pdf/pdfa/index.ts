export * from "./embed-factur-x.ts";
export * from "./factur-x-pdf-layer.ts";
export * from "./read-factur-x-xml.ts";
