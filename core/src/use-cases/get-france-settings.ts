import { Effect, Option } from "effect";
import { SettingsRepository } from "../ports/settings-repository.ts";
import { franceSettingsView } from "../settings/france-settings.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's France settings as the API answers them, null until first saved. */
export const getFranceSettings = (userId: UserId) =>
  SettingsRepository.use((settings) => settings.getFrance(userId)).pipe(
    Effect.map((saved) => Option.getOrNull(Option.map(saved, franceSettingsView))),
  );
