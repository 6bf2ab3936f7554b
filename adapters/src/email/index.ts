export * from "./outbox-mailer.ts";
