import { RequestCounter } from "@invoicing/core";
import { Layer } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";

/**
 * `RequestCounter` over the database: one row per key and window, incremented in one statement so
 * concurrent requests from several processes all count. The key's earlier windows are dropped as
 * its new ones start, so a key keeps one row.
 */
export const RequestCounterLive = (database: Database) =>
  Layer.succeed(RequestCounter, {
    hit: (key, windowStart) =>
      runQuery(database, async (em) => {
        const rows = await em.execute<{ hits: number }[]>(
          `with expired as (
             delete from request_counts where key = ? and window_start < ?
           )
           insert into request_counts (key, window_start, hits) values (?, ?, 1)
           on conflict (key, window_start) do update set hits = request_counts.hits + 1
           returning hits`,
          [key, windowStart, key, windowStart],
        );
        return Number(rows[0]?.hits ?? 0);
      }),
  });
