import { Effect, Option } from "effect";
import type {
  ChorusProSettingsRequest,
  ChorusProSettingsView,
} from "../france/chorus-pro-settings.ts";
import { ChorusProSettingsRepository } from "../ports/chorus-pro-settings-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's Chorus Pro account without its secrets; null until first saved. */
export const getChorusProSettings = (userId: UserId) =>
  ChorusProSettingsRepository.use((stored) => stored.get(userId)).pipe(
    Effect.map(
      Option.match({
        onNone: () => null,
        onSome: ({ clientSecret, password, ...shown }): ChorusProSettingsView => ({
          ...shown,
          clientSecretSaved: clientSecret !== null,
          passwordSaved: password !== null,
        }),
      }),
    ),
  );

/**
 * Saves the user's Chorus Pro account (docs/FRANCE-PA.md#chorus-pro); a blank client secret or
 * password keeps the one saved before.
 */
export const saveChorusProSettings = (input: {
  readonly userId: UserId;
  readonly settings: ChorusProSettingsRequest;
}) =>
  Effect.gen(function* () {
    const repository = yield* ChorusProSettingsRepository;
    const before = Option.getOrNull(yield* repository.get(input.userId));
    yield* repository.save(input.userId, {
      ...input.settings,
      clientSecret: input.settings.clientSecret ?? before?.clientSecret ?? null,
      password: input.settings.password ?? before?.password ?? null,
    });
  });
