import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * A user's e-mail choices and notice schedule; no row means the defaults, every switch on and the
 * default schedule.
 */
export const NotificationPreferencesSchema = defineEntity({
  name: "NotificationPreferences",
  tableName: "notification_preferences",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    emailNotifications: p.boolean(),
    paymentReminders: p.boolean(),
    overdueNotifications: p.boolean(),
    newFeatureAnnouncements: p.boolean(),
    // Days from the due date on which an unpaid invoice's client gets a notice, as a JSON array.
    noticeOffsets: p.json<ReadonlyArray<number>>(),
    lateFeeText: p.text(),
    payLinkInEmails: p.boolean().default(true),
  },
});

export class NotificationPreferences extends NotificationPreferencesSchema.class {}
NotificationPreferencesSchema.setClass(NotificationPreferences);
