import { describe, expect, it } from "vitest";
import { invoiceStatuses } from "./invoice-status.ts";
import { NO_STATUS_STAMPS, stampStatusChange } from "./status-stamps.ts";

const at = "2026-03-31T09:30:00.000Z";
const earlier = { sentAt: "2026-03-01T08:00:00.000Z", paidAt: null, cancelledAt: null };

describe("stampStatusChange", () => {
  it("records when an invoice is sent, paid or cancelled", () => {
    expect(stampStatusChange(NO_STATUS_STAMPS, "draft", "sent", at).sentAt).toBe(at);
    expect(stampStatusChange(earlier, "sent", "paid", at)).toEqual({ ...earlier, paidAt: at });
    expect(stampStatusChange(earlier, "overdue", "cancelled", at).cancelledAt).toBe(at);
  });

  it("stamps an invoice created directly in a stamped status", () => {
    expect(stampStatusChange(NO_STATUS_STAMPS, null, "paid", at)).toEqual({
      ...NO_STATUS_STAMPS,
      paidAt: at,
    });
  });

  it("keeps the stamps when the status stays the same", () => {
    for (const status of invoiceStatuses) {
      expect(stampStatusChange(earlier, status, status, at)).toEqual(earlier);
    }
  });

  it("stamps nothing for moves to draft or overdue", () => {
    expect(stampStatusChange(earlier, "sent", "overdue", at)).toEqual(earlier);
    expect(stampStatusChange(earlier, "sent", "draft", at)).toEqual(earlier);
  });

  it("answers only the stamps when given a whole invoice", () => {
    const invoice = { ...earlier, status: "sent", total: 100 };
    expect(stampStatusChange(invoice, "sent", "paid", at)).toEqual({ ...earlier, paidAt: at });
  });

  it("keeps earlier stamps when the invoice moves on", () => {
    const paid = stampStatusChange(earlier, "sent", "paid", at);
    expect(paid.sentAt).toBe(earlier.sentAt);
  });
});
