import { NfeNumbering } from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../database.ts";
import { skipVoidedNfeNumbers, takeNfeNumber } from "../nfe-numbering.ts";
import { runTransaction } from "./run-database.ts";

/** `NfeNumbering` over the database: each number is taken and kept in its own transaction. */
export const NfeNumberingLive = (database: Database) =>
  Layer.succeed(NfeNumbering, {
    assign: (userId, request, at) =>
      runTransaction(database, (tx) => takeNfeNumber(tx, userId, request, at)),
    skipVoided: (userId, series, to) =>
      runTransaction(database, (tx) => skipVoidedNfeNumbers(tx, userId, series, to)).pipe(
        Effect.asVoid,
      ),
  });
