import { Context, type Effect } from "effect";

/**
 * Counts requests under a key in fixed time windows, kept in the database so that a limit holds
 * across server processes. Storage failures are defects.
 */
export class RequestCounter extends Context.Service<
  RequestCounter,
  {
    /** Counts one more request under `key` in the window starting at `windowStart`; answers the
     * window's count, this one included. */
    readonly hit: (key: string, windowStart: Date) => Effect.Effect<number>;
  }
>()("@invoicing/core/RequestCounter") {}
