import { describe, expect, it } from "vitest";
import { draftCopyOf } from "./draft-copy.ts";
import type { Invoice } from "./invoice.ts";

const stamp = "2026-03-01T10:00:00.000Z";
const paid: Invoice = {
  id: "i1",
  userId: "u1",
  invoiceNumber: "INV-007",
  clientId: "c1",
  issueDate: "2026-03-01",
  dueDate: "2026-03-15",
  notes: "Thanks",
  status: "paid",
  siret: null,
  vatNumber: null,
  currency: "EUR",
  pricesIncludeTax: false,
  discount: null,
  serviceDate: null,
  servicePeriod: null,
  subtotal: 1000,
  taxAmount: 200,
  total: 1200,
  items: [
    {
      id: "l1",
      description: "Work",
      quantity: 1,
      unitCode: "C62",
      unitPrice: 1000,
      discount: null,
      taxRate: 20,
      taxAmount: 200,
      total: 1200,
    },
  ],
  sentAt: stamp,
  paidAt: stamp,
  cancelledAt: null,
  createdAt: stamp,
  updatedAt: stamp,
};

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
