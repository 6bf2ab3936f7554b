import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's notification preferences, each on until switched off. */
export const getNotificationPreferences = (userId: UserId) =>
  SettingsRepository.use((settings) => settings.getNotifications(userId));
