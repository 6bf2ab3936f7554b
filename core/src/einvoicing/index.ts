export * from "./brazil-submit.ts";
export * from "./france-submit.ts";
export * from "./sandbox-status-response.ts";
export * from "./submit-request-fields.ts";
