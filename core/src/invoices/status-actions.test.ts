import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceStatuses } from "./invoice-status.ts";
import { statusActions } from "./status-actions.ts";
import { changeStatus } from "./status-transitions.ts";

describe("statusActions", () => {
  it("offers on the detail screen the actions of each status", () => {
    expect(statusActions("detail", "draft")).toEqual(["markAsSent", "cancel"]);
    expect(statusActions("detail", "sent")).toEqual(["markAsPaid", "payInvoice"]);
    expect(statusActions("detail", "overdue")).toEqual(["markAsPaid", "payInvoice"]);
    expect(statusActions("detail", "paid")).toEqual([]);
    expect(statusActions("detail", "cancelled")).toEqual([]);
  });

  it("offers mark as paid in the list unless the invoice is paid or cancelled", () => {
    for (const status of invoiceStatuses) {
      const done = status === "paid" || status === "cancelled";
      expect(statusActions("list", status)).toEqual(done ? [] : ["markAsPaid"]);
    }
  });

  it("only offers changes the status machine accepts", () => {
    const target = {
      markAsSent: "sent",
      markAsPaid: "paid",
      payInvoice: "paid",
      cancel: "cancelled",
    } as const;
    fc.assert(
      fc.property(
        fc.constantFrom("detail", "list" as const),
        fc.constantFrom(...invoiceStatuses),
        (screen, status) =>
          statusActions(screen, status).every((action) => {
            const place = action === "payInvoice" ? "payment" : screen;
            const invoiceNumber = status === "draft" ? null : "INV-001";
            const current = { id: "i1", status, invoiceNumber };
            return Result.isSuccess(changeStatus(place, current, target[action]));
          }),
      ),
    );
  });
});
