import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/date-arithmetic.ts";
import { invoiceStatuses } from "../invoices/invoice-status.ts";
import {
  dashboardStatus,
  isDueToday,
  isOverdueOn,
  receivedStatuses,
  unpaidStatuses,
} from "./dashboard-rules.ts";

const today = "2026-03-10";

describe("dashboard rules", () => {
  it("counts only paid invoices as received", () => {
    expect(receivedStatuses).toEqual(["paid"]);
  });

  it("counts sent and overdue invoices due today as due today", () => {
    expect(unpaidStatuses).toEqual(["sent", "overdue"]);
    expect(isDueToday("sent", today, today)).toBe(true);
    expect(isDueToday("overdue", today, today)).toBe(true);
  });

  it("leaves drafts, paid and cancelled invoices and other due dates out of today due", () => {
    for (const status of ["draft", "paid", "cancelled"] as const)
      expect(isDueToday(status, today, today)).toBe(false);
    expect(isDueToday("sent", "2026-03-11", today)).toBe(false);
  });

  it("counts overdue invoices and sent ones past due the job has not marked yet", () => {
    expect(isOverdueOn("overdue", "2026-03-01", today)).toBe(true);
    expect(isOverdueOn("sent", "2026-03-09", today)).toBe(true);
    expect(isOverdueOn("sent", today, today)).toBe(false);
    for (const status of invoiceStatuses.filter((s) => s !== "sent" && s !== "overdue")) {
      expect(isOverdueOn(status, "2026-03-01", today)).toBe(false);
    }
  });

  it("counts a sent invoice past due as overdue and every other invoice under its own status", () => {
    expect(dashboardStatus("sent", "2026-03-09", today)).toBe("overdue");
    expect(dashboardStatus("sent", today, today)).toBe("sent");
    fc.assert(
      fc.property(
        fc.constantFrom(...invoiceStatuses),
        fc.integer({ min: -40, max: 40 }),
        (status, offset) => {
          const dueDate = addDays(today, offset);
          const counted = dashboardStatus(status, dueDate, today);
          expect(counted === "overdue").toBe(isOverdueOn(status, dueDate, today));
          if (counted !== "overdue") expect(counted).toBe(status);
        },
      ),
    );
  });
});
