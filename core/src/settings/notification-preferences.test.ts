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
      expect(decode(body)).toEqual({
        value: { ...body, noticeOffsets: [-3, 1, 7], lateFeeText: "" },
      });
    },
  );
  it("names the schedule's problem at the offset that has it, as the form shows it", () => {
    expect(decode({ noticeOffsets: [] })).toEqual({
      fields: { noticeOffsets: "settings.noticeschedule.empty" },
    });
    expect(decode({ noticeOffsets: [-3, 7, -3] })).toEqual({
      fields: { "noticeOffsets.2": "settings.noticeschedule.duplicate" },
    });
    expect(decode({ noticeOffsets: [1, 61] })).toEqual({
      fields: { "noticeOffsets.1": "settings.noticeschedule.outofrange" },
    });
    expect(decode({ lateFeeText: "x".repeat(301) })).toEqual({
      fields: { lateFeeText: "settings.latefee.toolong" },
    });
  });
  it("refuses a preference that is not a boolean", () => {
    expect(decode({ paymentReminders: "no" })).toEqual({
      fields: { paymentReminders: "settings.invalidnotifications" },
    });
  });
});
