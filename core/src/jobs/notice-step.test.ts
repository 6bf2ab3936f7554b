import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/date-arithmetic.ts";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../settings/notification-preferences.ts";
import {
  NOTICE_LAST_DAY,
  type NoticeCandidate,
  NoticeStep,
  noticeAllowed,
  noticeDue,
  noticeStepOn,
  noticeStepStart,
} from "./notice-step.ts";

const due = "2026-03-10";
const on = (days: number) => noticeStepOn(due, addDays(due, days));

const candidate = (fields: Partial<NoticeCandidate> = {}): NoticeCandidate => ({
  status: "sent",
  dueDate: due,
  today: addDays(due, 1),
  preferences: DEFAULT_NOTIFICATION_PREFERENCES,
  clientEmail: "client@example.com",
  doneSteps: [],
  ...fields,
});

describe("noticeStepOn", () => {
  it("reminds from three days before the due date to the due date", () => {
    expect([-4, -3, -1, 0].map(on)).toEqual([null, "reminder", "reminder", "reminder"]);
  });

  it("sends the first overdue notice from the day after, the second from the seventh day", () => {
    expect([1, 6, 7, 13, 14].map(on)).toEqual([
      "overdue1",
      "overdue1",
      "overdue7",
      "overdue7",
      null,
    ]);
  });

  it("walks the steps in order, each over one unbroken run of days starting on its first day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (offset) => {
        const dueDate = addDays("1990-01-01", offset);
        const days = Array.from({ length: NOTICE_LAST_DAY + 30 }, (_, index) =>
          noticeStepOn(dueDate, addDays(dueDate, index - 15)),
        );
        const runs = days.filter((step, index) => step !== null && step !== days[index - 1]);
        expect(runs).toEqual([...NoticeStep.literals]);
        for (const step of NoticeStep.literals) {
          expect(noticeStepOn(dueDate, noticeStepStart(dueDate, step))).toBe(step);
        }
      }),
    );
  });
});

describe("noticeAllowed", () => {
  it("lets nothing go without e-mail notifications, and each step by its own preference", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (email, reminders, overdue) => {
        const preferences = {
          emailNotifications: email,
          paymentReminders: reminders,
          overdueNotifications: overdue,
          newFeatureAnnouncements: true,
          payLinkInInvoiceEmails: true,
        };
        expect(noticeAllowed("reminder", preferences)).toBe(email && reminders);
        expect(noticeAllowed("overdue1", preferences)).toBe(email && overdue);
        expect(noticeAllowed("overdue7", preferences)).toBe(email && overdue);
      }),
    );
  });
});

describe("noticeDue", () => {
  it("is today's step for an unpaid invoice whose client has an e-mail", () => {
    expect(noticeDue(candidate())).toBe("overdue1");
    expect(noticeDue(candidate({ status: "overdue", today: addDays(due, 8) }))).toBe("overdue7");
    expect(noticeDue(candidate({ today: addDays(due, -2) }))).toBe("reminder");
  });

  it("is none for a paid, cancelled or draft invoice, a client without e-mail, or a step done", () => {
    for (const status of ["paid", "cancelled", "draft"] as const) {
      expect(noticeDue(candidate({ status }))).toBeNull();
    }
    expect(noticeDue(candidate({ clientEmail: null }))).toBeNull();
    expect(noticeDue(candidate({ clientEmail: "" }))).toBeNull();
    expect(noticeDue(candidate({ doneSteps: ["overdue1"] }))).toBeNull();
    expect(
      noticeDue(
        candidate({
          preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, overdueNotifications: false },
        }),
      ),
    ).toBeNull();
  });

  it("never answers a step already done", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 20 }),
        fc.subarray([...NoticeStep.literals]),
        (days, doneSteps) => {
          const step = noticeDue(candidate({ today: addDays(due, days), doneSteps }));
          expect(step === null || !doneSteps.includes(step)).toBe(true);
        },
      ),
    );
  });
});
