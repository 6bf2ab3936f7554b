import { Effect, Option } from "effect";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's France settings, null until first saved. */
export const getFranceSettings = (userId: UserId) =>
  SettingsRepository.use((settings) => settings.getFrance(userId)).pipe(
    Effect.map(Option.getOrNull),
  );
