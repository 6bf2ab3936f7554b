import { Context, type Effect } from "effect";
import type { Instant } from "../calendar/instant.ts";

/** The current time, asked for rather than read, so every rule is testable at a pinned instant. */
export class Clock extends Context.Service<
  Clock,
  {
    /** The current instant, ISO 8601 in UTC. */
    readonly now: Effect.Effect<Instant>;
  }
>()("@invoicing/core/Clock") {}
