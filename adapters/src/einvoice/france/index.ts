export * from "./chorus-pro-config.ts";
export * from "./chorus-pro-french-platform.ts";
export * from "./factur-x-standards.ts";
export * from "./sandbox-french-platform.ts";
export * from "./validate-factur-x.ts";
