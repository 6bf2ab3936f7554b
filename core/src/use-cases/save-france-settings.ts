import { SettingsRepository } from "../ports/settings-repository.ts";
import type { FranceSettings } from "../settings/france-settings.ts";
import type { UserId } from "../users/user-id.ts";

/** Replaces the user's France settings. */
export const saveFranceSettings = (input: {
  readonly userId: UserId;
  readonly settings: FranceSettings;
}) => SettingsRepository.use((settings) => settings.saveFrance(input.userId, input.settings));
