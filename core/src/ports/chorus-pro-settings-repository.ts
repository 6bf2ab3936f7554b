import { Context, type Effect, type Option } from "effect";
import type { ChorusProSettings } from "../france/chorus-pro-settings.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Each user's Chorus Pro account, its client secret and password sealed at rest by the adapter.
 * Storage failures are defects.
 */
export class ChorusProSettingsRepository extends Context.Service<
  ChorusProSettingsRepository,
  {
    readonly get: (userId: UserId) => Effect.Effect<Option.Option<ChorusProSettings>>;
    readonly save: (userId: UserId, settings: ChorusProSettings) => Effect.Effect<void>;
  }
>()("@invoicing/core/ChorusProSettingsRepository") {}
