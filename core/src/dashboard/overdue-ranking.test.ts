import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatInvoiceNumber } from "../invoices/invoice-number.ts";
import { compareOverdue } from "./overdue-ranking.ts";

describe("compareOverdue", () => {
  it("puts the longest overdue first, then the lower invoice sequence", () => {
    const rows = [
      { id: "a", invoiceNumber: "INV-1000", dueDate: "2026-03-01" },
      { id: "b", invoiceNumber: "INV-999", dueDate: "2026-03-01" },
      { id: "c", invoiceNumber: "INV-001", dueDate: "2026-03-05" },
      { id: "d", invoiceNumber: "INV-500", dueDate: "2026-02-01" },
    ];
    expect(rows.toSorted(compareOverdue).map((r) => r.id)).toEqual(["d", "b", "a", "c"]);
  });

  it("gives one order whatever the input order", () => {
    const row = fc.record({
      id: fc.uuid(),
      invoiceNumber: fc.integer({ min: 1, max: 5000 }).map(formatInvoiceNumber),
      dueDate: fc.constantFrom("2026-01-01", "2026-02-01", "2026-03-01"),
    });
    const rows = fc.uniqueArray(row, { selector: (r) => r.id, maxLength: 20 });
    fc.assert(
      fc.property(
        rows.chain((xs) =>
          fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length })),
        ),
        ([xs, ys]) => {
          expect(ys.toSorted(compareOverdue)).toEqual(xs.toSorted(compareOverdue));
        },
      ),
    );
  });
});
