import { Context, type Effect, type Option } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { PaSettings } from "../france/pa-settings.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Each user's PA settings, the secret sealed at rest by the adapter, and how far the user's PA
 * was polled. Storage failures are defects.
 */
export class PaSettingsRepository extends Context.Service<
  PaSettingsRepository,
  {
    readonly get: (userId: UserId) => Effect.Effect<Option.Option<PaSettings>>;
    readonly save: (userId: UserId, settings: PaSettings) => Effect.Effect<void>;
    /** The users who saved PA settings. */
    readonly configuredUsers: Effect.Effect<ReadonlyArray<UserId>>;
    readonly polledUntil: (userId: UserId) => Effect.Effect<Instant | null>;
    readonly markPolled: (userId: UserId, until: Instant) => Effect.Effect<void>;
  }
>()("@invoicing/core/PaSettingsRepository") {}
