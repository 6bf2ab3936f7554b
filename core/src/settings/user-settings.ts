import { Effect, Schema } from "effect";

/**
 * The per-account switches kept on the profile; today the sandbox flag
 * (docs/PRODUCT-RULES.md#sandbox).
 */
export const UserSettings = Schema.Struct({
  sandboxMode: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false))),
});
export type UserSettings = typeof UserSettings.Type;

/** The settings of a new account: sandbox off. */
export const DEFAULT_USER_SETTINGS: UserSettings = { sandboxMode: false };
