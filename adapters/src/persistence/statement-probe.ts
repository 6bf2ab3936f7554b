import { Connection } from "@mikro-orm/core";

/**
 * Loaded before a server (`node --import <this file> server/src/main.ts`, with an IPC channel)
 * by the benchmarks: records every statement the ORM sends, transaction control included, with
 * its parameters written in. The message `"take-statements"` answers `{ statements }`, the
 * statements since the last time, and starts afresh. Never loaded by the product itself.
 */
let statements: string[] = [];

// logQuery is protected: every statement passes through it, run or failed.
const connection = Connection.prototype as unknown as {
  logQuery(query: string, context?: { readonly formatted?: unknown }): void;
};
const logQuery = connection.logQuery;
connection.logQuery = function recordStatement(query, context = {}) {
  statements.push(typeof context.formatted === "string" ? context.formatted : query);
  logQuery.call(this, query, context);
};

process.on("message", (message) => {
  if (message !== "take-statements") return;
  process.send?.({ statements });
  statements = [];
});
