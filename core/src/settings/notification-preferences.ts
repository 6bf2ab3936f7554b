import { Effect, Schema } from "effect";

const preference = Schema.Boolean.annotate({ message: "settings.invalidnotifications" }).pipe(
  Schema.withDecodingDefaultKey(Effect.succeed(true)),
);

/**
 * Which e-mails a user wants (docs/PRODUCT-RULES.md#accounts), each on unless switched off, and
 * whether invoice e-mails carry the invoice's pay link (docs/PRODUCT-RULES.md#pay-links). Also a
 * change of them, which replaces all five; an omitted one is back on.
 */
export const NotificationPreferences = Schema.Struct({
  emailNotifications: preference,
  paymentReminders: preference,
  overdueNotifications: preference,
  newFeatureAnnouncements: preference,
  payLinkInInvoiceEmails: preference,
});
export type NotificationPreferences = typeof NotificationPreferences.Type;

/** The preferences of an account that never changed them. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  paymentReminders: true,
  overdueNotifications: true,
  newFeatureAnnouncements: true,
  payLinkInInvoiceEmails: true,
};
