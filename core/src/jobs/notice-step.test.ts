import { Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/date-arithmetic.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTICE_OFFSET_MAX,
  NOTICE_OFFSET_MIN,
  NOTICE_SCHEDULE_MAX,
  NotificationPreferences,
} from "../settings/notification-preferences.ts";
import {
  NOTICE_LAST_DAY,
  NOTICE_WINDOW_DAYS,
  type NoticeCandidate,
  type NoticeStep,
  noticeAllowed,
  noticeDue,
  noticeKind,
  noticeStepOn,
  noticeStepStart,
} from "./notice-step.ts";

const due = "2026-03-10";
const defaults = DEFAULT_NOTIFICATION_PREFERENCES.noticeOffsets;
const on = (days: number, offsets = defaults) => noticeStepOn(due, addDays(due, days), offsets);

const candidate = (fields: Partial<NoticeCandidate> = {}): NoticeCandidate => ({
  status: "sent",
  dueDate: due,
  today: addDays(due, 1),
  preferences: DEFAULT_NOTIFICATION_PREFERENCES,
  clientEmail: "client@example.com",
  doneSteps: [],
  ...fields,
});

/** A valid schedule: one to six distinct offsets within the bounds, in any order. */
const schedules = fc.uniqueArray(fc.integer({ min: NOTICE_OFFSET_MIN, max: NOTICE_OFFSET_MAX }), {
  minLength: 1,
  maxLength: NOTICE_SCHEDULE_MAX,
});
const dueDates = fc.integer({ min: 0, max: 40_000 }).map((days) => addDays("1990-01-01", days));
const everyDay = (dueDate: IsoDate) =>
  Array.from({ length: NOTICE_LAST_DAY - NOTICE_OFFSET_MIN + 20 }, (_, index) =>
    addDays(dueDate, NOTICE_OFFSET_MIN - 10 + index),
  );

/**
 * The notices a sweep on each of `days` sends, in order, as the job does: today's due step,
 * recorded as done once sent.
 */
const sweep = (dueDate: IsoDate, days: ReadonlyArray<IsoDate>, offsets: ReadonlyArray<number>) => {
  const sent: Array<{ step: NoticeStep; day: IsoDate }> = [];
  for (const today of days) {
    const step = noticeDue(
      candidate({
        dueDate,
        today,
        status: today > dueDate ? "overdue" : "sent",
        preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, noticeOffsets: offsets },
        doneSteps: sent.map((notice) => notice.step),
      }),
    );
    if (step !== null) sent.push({ step, day: today });
  }
  return sent;
};

describe("noticeStepOn with the default schedule", () => {
  it("reminds from three days before the due date to the due date", () => {
    expect([-4, -3, -1, 0].map((days) => on(days))).toEqual([null, -3, -3, -3]);
  });

  it("sends the first overdue notice from the day after, the second from the seventh day", () => {
    expect([1, 6, 7, 13, 14].map((days) => on(days))).toEqual([1, 1, 7, 7, null]);
  });
});

describe("the notice schedule rule", () => {
  it("sends each notice of any schedule exactly once, on its own day, in order, when the job runs daily", () => {
    fc.assert(
      fc.property(schedules, dueDates, (offsets, dueDate) => {
        const sent = sweep(dueDate, everyDay(dueDate), offsets);
        const ordered = [...offsets].sort((a, b) => a - b);
        expect(sent.map((notice) => notice.step)).toEqual(ordered);
        for (const notice of sent) {
          expect(notice.day).toBe(noticeStepStart(dueDate, notice.step));
        }
      }),
    );
  });

  it("sends each notice at most once, and only within its window, whatever days the job misses", () => {
    fc.assert(
      fc.property(
        schedules,
        dueDates,
        fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }),
        (offsets, dueDate, runs) => {
          const days = everyDay(dueDate).filter((_, index) => runs[index % runs.length]);
          const sent = sweep(dueDate, days, offsets);
          const steps = sent.map((notice) => notice.step);
          expect(new Set(steps).size).toBe(steps.length);
          const ordered = [...offsets].sort((a, b) => a - b);
          for (const { step, day } of sent) {
            expect(offsets).toContain(step);
            const start = noticeStepStart(dueDate, step);
            const next = ordered.find((offset) => offset > step);
            // Within its own window: from its day, for a week at most, before the next notice
            // starts, and a reminder never after the due date.
            expect(day >= start).toBe(true);
            expect(day <= addDays(start, NOTICE_WINDOW_DAYS - 1)).toBe(true);
            if (next !== undefined) expect(day < noticeStepStart(dueDate, next)).toBe(true);
            if (step <= 0) expect(day <= dueDate).toBe(true);
          }
          // A notice whose window saw the job run went.
          for (const step of ordered) {
            const ran = days.some((day) => noticeStepOn(dueDate, day, offsets) === step);
            expect(steps.includes(step)).toBe(ran);
          }
        },
      ),
    );
  });

  it("starts every notice of a schedule on its own day, however close the notices are", () => {
    fc.assert(
      fc.property(schedules, dueDates, (offsets, dueDate) => {
        for (const offset of offsets) {
          expect(noticeStepOn(dueDate, noticeStepStart(dueDate, offset), offsets)).toBe(offset);
        }
      }),
    );
  });
});

describe("noticeKind", () => {
  it("words notices up to the due date as reminders, the first after it as overdue, later ones as further notices", () => {
    expect([-3, 1, 7].map((step) => noticeKind(step, defaults))).toEqual([
      "reminder",
      "overdue",
      "overdueAgain",
    ]);
    expect([-10, 0, 5, 20].map((step) => noticeKind(step, [20, 5, 0, -10]))).toEqual([
      "reminder",
      "reminder",
      "overdue",
      "overdueAgain",
    ]);
  });
});

describe("NotificationPreferences", () => {
  const decode = (input: unknown) =>
    Schema.decodeUnknownResult(NotificationPreferences)(input, { errors: "all" });
  const messages = (input: unknown) => {
    const result = decode(input);
    return Result.isFailure(result) ? String(result.failure) : "";
  };

  it("takes the default schedule and no late-fee line when they are omitted", () => {
    expect(Result.getOrThrow(decode({}))).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("keeps a valid schedule and late-fee line", () => {
    const preferences = Result.getOrThrow(
      decode({ noticeOffsets: [-30, 0, 14, 60], lateFeeText: "A fee of 40 EUR applies." }),
    );
    expect(preferences.noticeOffsets).toEqual([-30, 0, 14, 60]);
    expect(preferences.lateFeeText).toBe("A fee of 40 EUR applies.");
  });

  it("refuses an empty, too long, repeated, fractional or out-of-range schedule, and a late-fee line too long, each with its key", () => {
    expect(messages({ noticeOffsets: [] })).toContain("settings.noticeschedule.empty");
    expect(messages({ noticeOffsets: [1, 2, 3, 4, 5, 6, 7] })).toContain(
      "settings.noticeschedule.toomany",
    );
    expect(messages({ noticeOffsets: [1, 3, 1] })).toContain("settings.noticeschedule.duplicate");
    expect(messages({ noticeOffsets: [1.5] })).toContain("settings.noticeschedule.invalidoffset");
    expect(messages({ noticeOffsets: [61] })).toContain("settings.noticeschedule.outofrange");
    expect(messages({ noticeOffsets: [-31] })).toContain("settings.noticeschedule.outofrange");
    expect(messages({ lateFeeText: "x".repeat(301) })).toContain("settings.latefee.toolong");
  });
});

describe("noticeAllowed", () => {
  it("lets nothing go without e-mail notifications, and each step by its own preference", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (email, reminders, overdue) => {
        const preferences = {
          ...DEFAULT_NOTIFICATION_PREFERENCES,
          emailNotifications: email,
          paymentReminders: reminders,
          overdueNotifications: overdue,
        };
        expect(noticeAllowed(-3, preferences)).toBe(email && reminders);
        expect(noticeAllowed(0, preferences)).toBe(email && reminders);
        expect(noticeAllowed(1, preferences)).toBe(email && overdue);
        expect(noticeAllowed(7, preferences)).toBe(email && overdue);
      }),
    );
  });
});

describe("noticeDue", () => {
  it("is today's step for an unpaid invoice whose client has an e-mail", () => {
    expect(noticeDue(candidate())).toBe(1);
    expect(noticeDue(candidate({ status: "overdue", today: addDays(due, 8) }))).toBe(7);
    expect(noticeDue(candidate({ today: addDays(due, -2) }))).toBe(-3);
  });

  it("is none for a paid, cancelled or draft invoice, a client without e-mail, or a step done", () => {
    for (const status of ["paid", "cancelled", "draft"] as const) {
      expect(noticeDue(candidate({ status }))).toBeNull();
    }
    expect(noticeDue(candidate({ clientEmail: null }))).toBeNull();
    expect(noticeDue(candidate({ clientEmail: "" }))).toBeNull();
    expect(noticeDue(candidate({ doneSteps: [1] }))).toBeNull();
    expect(
      noticeDue(
        candidate({
          preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, overdueNotifications: false },
        }),
      ),
    ).toBeNull();
  });
});
