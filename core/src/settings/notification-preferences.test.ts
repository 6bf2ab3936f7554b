import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NotificationPreferences,
} from "./notification-preferences.ts";

const decode = decodeFields(NotificationPreferences);

describe("NotificationPreferences", () => {
  it("turns every preference on when none is given", () => {
    expect(decode({})).toEqual({ value: DEFAULT_NOTIFICATION_PREFERENCES });
  });
  test.prop([fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()])(
    "keeps the five booleans given",
    (emailNotifications, paymentReminders, overdueNotifications, newFeatureAnnouncements, payLinkInInvoiceEmails) => {
      const body = {
        emailNotifications,
        paymentReminders,
        overdueNotifications,
        newFeatureAnnouncements,
        payLinkInInvoiceEmails,
      };
      expect(decode(body)).toEqual({ value: body });
    },
  );
  it("refuses a preference that is not a boolean", () => {
    expect(decode({ paymentReminders: "no" })).toEqual({
      fields: { paymentReminders: "settings.invalidnotifications" },
    });
  });
});
