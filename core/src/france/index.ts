export * from "./factur-x/index.ts";
export * from "./postal-code.ts";
export * from "./siren.ts";
export * from "./siret.ts";
export * from "./vat-number.ts";
