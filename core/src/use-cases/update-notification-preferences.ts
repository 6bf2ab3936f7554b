import { Effect } from "effect";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { NotificationPreferences } from "../settings/notification-preferences.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Replaces the user's notification preferences and answers them as saved: the schedule in the
 * order its notices go, the late-fee line without surrounding spaces.
 */
export const updateNotificationPreferences = (input: {
  readonly userId: UserId;
  readonly preferences: NotificationPreferences;
}) => {
  const preferences: NotificationPreferences = {
    ...input.preferences,
    noticeOffsets: [...input.preferences.noticeOffsets].sort((a, b) => a - b),
    lateFeeText: input.preferences.lateFeeText.trim(),
  };
  return SettingsRepository.use((settings) =>
    settings.saveNotifications(input.userId, preferences),
  ).pipe(Effect.as(preferences));
};
