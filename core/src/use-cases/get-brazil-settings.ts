import { Effect, Option } from "effect";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's Brazil settings, null until first saved. */
export const getBrazilSettings = (userId: UserId) =>
  SettingsRepository.use((settings) => settings.getBrazil(userId)).pipe(
    Effect.map(Option.getOrNull),
  );
