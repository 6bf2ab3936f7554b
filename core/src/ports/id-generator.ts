import { Context, type Effect } from "effect";

/**
 * New ids for the rows a use case creates (users, clients, invoices, items, history lines): the
 * core chooses ids, the adapter draws random UUIDs (v4), so they reveal neither order nor count.
 */
export class IdGenerator extends Context.Service<
  IdGenerator,
  {
    readonly next: Effect.Effect<string>;
  }
>()("@invoicing/core/IdGenerator") {}
