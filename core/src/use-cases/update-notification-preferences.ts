import { Effect } from "effect";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { NotificationPreferences } from "../settings/notification-preferences.ts";
import type { UserId } from "../users/user-id.ts";

/** Replaces the user's four notification preferences and answers them. */
export const updateNotificationPreferences = (input: {
  readonly userId: UserId;
  readonly preferences: NotificationPreferences;
}) =>
  SettingsRepository.use((settings) =>
    settings.saveNotifications(input.userId, input.preferences),
  ).pipe(Effect.as(input.preferences));
