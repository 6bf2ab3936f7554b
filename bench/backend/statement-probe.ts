import { Connection } from "@mikro-orm/core";

/**
 * Loaded before a server (`node --import <this file> server/src/main.ts`, with an IPC channel)
 * by the benchmarks: records the statements the ORM sends, transaction control included, with
 * their parameters written in, between the messages `"record-statements"` (answered `{}`) and
 * `"take-statements"` (answered `{ statements }`). It records nothing otherwise, so that a load
 * does not pile statements up in the server's heap. Never loaded by the product itself.
 */
let statements: string[] | null = null;

// logQuery is protected: every statement passes through it, run or failed.
const connection = Connection.prototype as unknown as {
  logQuery(query: string, context?: { readonly formatted?: unknown }): void;
};
const logQuery = connection.logQuery;
connection.logQuery = function recordStatement(query, context = {}) {
  statements?.push(typeof context.formatted === "string" ? context.formatted : query);
  logQuery.call(this, query, context);
};

process.on("message", (message) => {
  if (message === "record-statements") {
    statements = [];
    process.send?.({});
  } else if (message === "take-statements") {
    process.send?.({ statements: statements ?? [] });
    statements = null;
  }
});
