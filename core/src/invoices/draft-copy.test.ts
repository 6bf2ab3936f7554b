import { describe, expect, it } from "vitest";
import { anInvoice } from "../../testing/builders/index.ts";
import { draftCopyOf } from "./draft-copy.ts";

const stamp = "2026-11-21T10:00:00.000Z";
const paid = anInvoice({
  invoiceNumber: "INV-007",
  issueDate: "2026-03-01",
  dueDate: "2026-03-15",
  notes: "Thanks",
  status: "paid",
  items: [{ id: "l1", description: "Work", quantity: 1, unitPrice: 1000, taxRate: 20 }],
  paidAt: stamp,
});

describe("draftCopyOf", () => {
  it("copies the content into an unnumbered draft dated today with the same payment term", () => {
    const now = "2026-06-10T08:00:00.000Z";
    const copy = draftCopyOf(paid, { id: "i2", itemIds: ["l9"], today: "2026-06-10", now });
    expect(copy).toEqual({
      ...paid,
      id: "i2",
      invoiceNumber: null,
      status: "draft",
      issueDate: "2026-06-10",
      dueDate: "2026-06-24",
      items: [{ ...paid.items[0], id: "l9" }],
      sentAt: null,
      paidAt: null,
      cancelledAt: null,
      createdAt: now,
      updatedAt: now,
    });
  });
});
