import { SettingsRepository } from "../ports/settings-repository.ts";
import type { BrazilSettings } from "../settings/brazil-settings.ts";
import type { UserId } from "../users/user-id.ts";

/** Replaces the user's Brazil settings (`POST /api/sefaz/settings`). */
export const saveBrazilSettings = (input: {
  readonly userId: UserId;
  readonly settings: BrazilSettings;
}) => SettingsRepository.use((settings) => settings.saveBrazil(input.userId, input.settings));
