import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CancelRequiresCreditNote } from "./cancel-requires-credit-note.ts";
import { InvalidStatusTransition } from "./invalid-status-transition.ts";
import { type InvoiceStatus, invoiceStatuses } from "./invoice-status.ts";
import { statusPlaces } from "./status-place.ts";
import {
  allowedStatusTargets,
  becomesOverdue,
  changeStatus,
  statusAfterEmailSend,
} from "./status-transitions.ts";

// The moves of docs/PRODUCT-RULES.md#lifecycle, written out one allowed change per line.
const allowed = new Set([
  "detail draft→sent",
  "detail draft→cancelled",
  "detail sent→paid",
  "detail overdue→paid",
  "list draft→paid",
  "list sent→paid",
  "list overdue→paid",
  "email draft→sent",
  "email sent→sent",
  "email overdue→overdue",
  "email paid→paid",
  "payment sent→paid",
  "payment overdue→paid",
  "payment-removal paid→sent",
  "payment-removal paid→overdue",
  "overdue-job sent→overdue",
  "credit-note sent→cancelled",
  "credit-note overdue→cancelled",
  "credit-note paid→cancelled",
  "nfe-cancellation sent→cancelled",
  "nfe-cancellation overdue→cancelled",
  "nfe-cancellation paid→cancelled",
]);

const place = fc.constantFrom(...statusPlaces);
const status = fc.constantFrom(...invoiceStatuses);
// The invoice as it is in that status: numbered once it left draft.
const holder = (s: InvoiceStatus) => ({
  id: "i1",
  status: s,
  invoiceNumber: s === "draft" ? null : "INV-001",
});

// Life order of the statuses; cancelled is the end.
const rank: Record<InvoiceStatus, number> = {
  draft: 0,
  sent: 1,
  overdue: 2,
  paid: 3,
  cancelled: 4,
};

describe("changeStatus", () => {
  it("agrees with the table of allowed changes for every place, from and to", () => {
    for (const p of statusPlaces) {
      for (const from of invoiceStatuses) {
        for (const to of invoiceStatuses) {
          expect(Result.isSuccess(changeStatus(p, holder(from), to)), `${p} ${from}→${to}`).toBe(
            allowed.has(`${p} ${from}→${to}`),
          );
        }
      }
    }
  });

  it("refuses with the place, both statuses and the i18n key", () => {
    const result = changeStatus("detail", holder("cancelled"), "paid");
    expect(result).toEqual(
      Result.fail(new InvalidStatusTransition({ from: "cancelled", to: "paid", place: "detail" })),
    );
    const error = Result.isFailure(result) ? result.failure : undefined;
    expect(error?.key).toBe("invoices.errors.invalidstatustransition");
  });

  it("refuses to cancel a numbered invoice anywhere but through a credit note or its NF-e's cancellation", () => {
    fc.assert(
      fc.property(place, fc.constantFrom("sent", "overdue", "paid" as const), (p, from) => {
        const result = changeStatus(p, holder(from), "cancelled");
        return p === "credit-note" || p === "nfe-cancellation"
          ? Result.isSuccess(result)
          : Result.isFailure(result) && result.failure instanceof CancelRequiresCreditNote;
      }),
    );
    const refused = changeStatus("detail", holder("paid"), "cancelled");
    expect(Result.isFailure(refused) && refused.failure.key).toBe(
      "invoices.cancelrequirescreditnote",
    );
  });

  it("lets a draft be cancelled on the detail page, but never through a credit note", () => {
    expect(Result.isSuccess(changeStatus("detail", holder("draft"), "cancelled"))).toBe(true);
    expect(Result.isFailure(changeStatus("credit-note", holder("draft"), "cancelled"))).toBe(true);
  });

  it("never returns to draft, and moves back only when a mistaken payment is deleted", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(place, status), { maxLength: 30 }), (moves) => {
        let current: InvoiceStatus = "draft";
        let left = false;
        for (const [p, to] of moves) {
          const result = changeStatus(p, holder(current), to);
          if (Result.isSuccess(result)) {
            if (left && result.success === "draft") return false;
            if (rank[result.success] < rank[current] && p !== "payment-removal") return false;
            current = result.success;
            left = left || current !== "draft";
          }
        }
        return true;
      }),
    );
  });

  it("makes cancelled the end: nothing moves a cancelled invoice", () => {
    for (const p of statusPlaces) expect(allowedStatusTargets(p, "cancelled")).toEqual([]);
  });

  it("never lets the list mark a paid invoice paid again", () => {
    expect(Result.isFailure(changeStatus("list", holder("paid"), "paid"))).toBe(true);
  });

  it("only ever moves to overdue from the overdue job, or back to it once a payment is deleted", () => {
    fc.assert(
      fc.property(place, status, (p, from) =>
        p === "overdue-job" || p === "payment-removal" || from === "overdue"
          ? true
          : Result.isFailure(changeStatus(p, holder(from), "overdue")),
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
