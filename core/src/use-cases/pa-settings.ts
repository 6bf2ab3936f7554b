import { Effect, Option } from "effect";
import type { PaSettingsRequest, PaSettingsView } from "../france/pa-settings.ts";
import { PaSettingsRepository } from "../ports/pa-settings-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's PA settings without the secret; null until first saved. */
export const getPaSettings = (userId: UserId) =>
  PaSettingsRepository.use((stored) => stored.get(userId)).pipe(
    Effect.map(
      Option.match({
        onNone: () => null,
        onSome: ({ secret, ...shown }): PaSettingsView => ({
          ...shown,
          secretSaved: secret !== null,
        }),
      }),
    ),
  );

/**
 * Saves the user's PA settings (docs/FRANCE-PA.md#switching). A blank secret keeps the one saved
 * before for a real PA; the sandbox PA needs none.
 */
export const savePaSettings = (input: {
  readonly userId: UserId;
  readonly settings: PaSettingsRequest;
}) =>
  Effect.gen(function* () {
    const repository = yield* PaSettingsRepository;
    const before = yield* repository.get(input.userId);
    const kept = Option.isSome(before) ? before.value.secret : null;
    const secret = input.settings.mode === "sandbox" ? null : (input.settings.secret ?? kept);
    yield* repository.save(input.userId, { ...input.settings, secret });
  });
