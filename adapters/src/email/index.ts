export * from "./import-outbox-folder.ts";
export * from "./mail-outbox-database.ts";
export * from "./mail-outbox-folder.ts";
export * from "./outbox-mailer.ts";
export * from "./resend-mailer.ts";
export * from "./routing-mailer.ts";
export * from "./smtp-mailer.ts";
