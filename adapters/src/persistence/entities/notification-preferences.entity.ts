import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A user's e-mail choices; no row means the defaults, every one switched on. */
export const NotificationPreferencesSchema = defineEntity({
  name: "NotificationPreferences",
  tableName: "notification_preferences",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    emailNotifications: p.boolean(),
    paymentReminders: p.boolean(),
    overdueNotifications: p.boolean(),
    newFeatureAnnouncements: p.boolean(),
    payLinkInEmails: p.boolean().default(true),
  },
});

export class NotificationPreferences extends NotificationPreferencesSchema.class {}
NotificationPreferencesSchema.setClass(NotificationPreferences);
