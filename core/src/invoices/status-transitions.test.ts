import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidStatusTransition } from "./invalid-status-transition.ts";
import { invoiceStatuses } from "./invoice-status.ts";
import { statusPlaces } from "./status-place.ts";
import {
  allowedStatusTargets,
  becomesOverdue,
  changeStatus,
  statusAfterEmailSend,
} from "./status-transitions.ts";

// Spec §4 and decisions §3, written out one allowed change per line.
const allowed = new Set([
  "detail draft→sent",
  "detail draft→cancelled",
  "detail sent→paid",
  "detail sent→cancelled",
  "detail overdue→paid",
  "detail overdue→cancelled",
  "detail paid→cancelled",
  "list draft→paid",
  "list sent→paid",
  "list overdue→paid",
  "list cancelled→paid",
  ...invoiceStatuses.flatMap((from) => invoiceStatuses.map((to) => `form ${from}→${to}`)),
  "email draft→sent",
  "email sent→sent",
  "email overdue→overdue",
  "email paid→paid",
  "payment sent→paid",
  "payment overdue→paid",
  "overdue-job sent→overdue",
]);

const place = fc.constantFrom(...statusPlaces);
const status = fc.constantFrom(...invoiceStatuses);

describe("changeStatus", () => {
  it("agrees with the table of allowed changes for every place, from and to", () => {
    fc.assert(
      fc.property(place, status, status, (p, from, to) => {
        const result = changeStatus(p, from, to);
        return allowed.has(`${p} ${from}→${to}`)
          ? Result.isSuccess(result) && result.success === to
          : Result.isFailure(result);
      }),
    );
    for (const p of statusPlaces) {
      for (const from of invoiceStatuses) {
        for (const to of invoiceStatuses) {
          expect(Result.isSuccess(changeStatus(p, from, to)), `${p} ${from}→${to}`).toBe(
            allowed.has(`${p} ${from}→${to}`),
          );
        }
      }
    }
  });

  it("refuses with the place, both statuses and the i18n key", () => {
    const result = changeStatus("detail", "cancelled", "paid");
    expect(result).toEqual(
      Result.fail(new InvalidStatusTransition({ from: "cancelled", to: "paid", place: "detail" })),
    );
    const error = Result.isFailure(result) ? result.failure : undefined;
    expect(error?._tag).toBe("InvalidStatusTransition");
    expect(error?.key).toBe("invoices.errors.invalidstatustransition");
  });

  it("makes cancelled terminal on the detail screen", () => {
    expect(allowedStatusTargets("detail", "cancelled")).toEqual([]);
  });

  it("never lets the list mark a paid invoice paid again", () => {
    expect(Result.isFailure(changeStatus("list", "paid", "paid"))).toBe(true);
  });

  it("lets the form keep an invoice's status, so saving an edit never fails on it", () => {
    fc.assert(fc.property(status, (s) => Result.isSuccess(changeStatus("form", s, s))));
  });

  it("only ever moves to overdue from the overdue job", () => {
    fc.assert(
      fc.property(place, status, (p, from) =>
        p === "overdue-job" || p === "form" || from === "overdue"
          ? true
          : Result.isFailure(changeStatus(p, from, "overdue")),
      ),
    );
  });
});

describe("statusAfterEmailSend", () => {
  it("makes a draft sent", () => {
    expect(statusAfterEmailSend("draft")).toEqual(Result.succeed("sent"));
  });

  it("keeps sent, overdue and paid invoices as they are on a resend", () => {
    expect(statusAfterEmailSend("sent")).toEqual(Result.succeed("sent"));
    expect(statusAfterEmailSend("overdue")).toEqual(Result.succeed("overdue"));
    expect(statusAfterEmailSend("paid")).toEqual(Result.succeed("paid"));
  });

  it("refuses to send a cancelled invoice", () => {
    expect(statusAfterEmailSend("cancelled")).toEqual(
      Result.fail(new InvalidStatusTransition({ from: "cancelled", to: "sent", place: "email" })),
    );
  });
});

describe("becomesOverdue", () => {
  it("moves a sent invoice whose due date is before today", () => {
    expect(becomesOverdue("sent", "2026-03-09", "2026-03-10")).toBe(true);
  });

  it("leaves a sent invoice due today or later", () => {
    expect(becomesOverdue("sent", "2026-03-10", "2026-03-10")).toBe(false);
    expect(becomesOverdue("sent", "2026-04-01", "2026-03-10")).toBe(false);
  });

  it("leaves every status but sent alone", () => {
    for (const s of invoiceStatuses.filter((x) => x !== "sent")) {
      expect(becomesOverdue(s, "2020-01-01", "2026-03-10")).toBe(false);
    }
  });
});
