import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anInvoice } from "../../testing/builders/index.ts";
import type { Invoice } from "./invoice.ts";
import { invoiceFieldChanges } from "./invoice-field-changes.ts";
import { InvoiceIssuedLocked } from "./invoice-issued-locked.ts";
import { type InvoiceStatus, invoiceStatuses } from "./invoice-status.ts";
import { guardInvoiceChange } from "./issued-invoice-guard.ts";
import { statusPlaces } from "./status-place.ts";

const stamp = "2026-11-21T10:00:00.000Z";
const issued = anInvoice({
  notes: "Thank you",
  items: [{ id: "l1", description: "Design", quantity: 2, unitPrice: 45050, taxRate: 20 }],
});
const draft: Invoice = { ...issued, invoiceNumber: null, status: "draft", sentAt: null };
const line = issued.items[0] ?? (undefined as never);

// One change of each piece of legal content, with the field the guard must name.
const legalEdits: ReadonlyArray<readonly [string, Partial<Invoice>]> = [
  ["clientId", { clientId: "c2" }],
  ["issueDate", { issueDate: "2026-03-02" }],
  ["dueDate", { dueDate: "2026-04-30" }],
  ["notes", { notes: "Paid" }],
  ["siret", { siret: "73282932000074" as Invoice["siret"] }],
  ["vatNumber", { vatNumber: "FR44732829320" as Invoice["vatNumber"] }],
  ["currency", { currency: "USD" }],
  ["subtotal", { subtotal: 5 }],
  ["taxAmount", { taxAmount: 1 }],
  ["total", { total: 6 }],
  ["items.0.description", { items: [{ ...line, description: "Other" }] }],
  ["items.0.quantity", { items: [{ ...line, quantity: 3 }] }],
  ["items.0.unitPrice", { items: [{ ...line, unitPrice: 1 }] }],
  ["items.0.taxRate", { items: [{ ...line, taxRate: 10 }] }],
  ["items", { items: [line, { ...line, id: "l2" }] }],
];

const status = fc.constantFrom(...invoiceStatuses);

describe("guardInvoiceChange", () => {
  it.each(legalEdits)("refuses a change of %s on a numbered invoice, naming it", (field, edit) => {
    const result = guardInvoiceChange("detail", issued, { ...issued, ...edit });
    expect(Result.isFailure(result)).toBe(true);
    const error = Result.isFailure(result) ? result.failure : undefined;
    expect(error).toBeInstanceOf(InvoiceIssuedLocked);
    expect(error?.key).toBe("invoices.issuedlocked");
    expect(error instanceof InvoiceIssuedLocked && error.fields[field]).toBe(
      "invoices.issuedlocked",
    );
  });

  it.each(legalEdits)("lets a draft change %s", (_field, edit) => {
    expect(Result.isSuccess(guardInvoiceChange("detail", draft, { ...draft, ...edit }))).toBe(true);
  });

  it("names every field a change touched at once", () => {
    const result = guardInvoiceChange("detail", issued, {
      ...issued,
      total: 5,
      issueDate: "2025-01-01",
      status: "draft",
    });
    const error = Result.isFailure(result) ? result.failure : undefined;
    expect(error instanceof InvoiceIssuedLocked && Object.keys(error.fields)).toEqual([
      "issueDate",
      "total",
    ]);
  });

  it("lets the same lines through under new ids: a resave of a numbered invoice changes nothing", () => {
    const resaved = { ...issued, items: [{ ...line, id: "new" }] };
    expect(guardInvoiceChange("detail", issued, resaved)).toEqual(Result.succeed(resaved));
  });

  it("never lets a numbered invoice back to draft, whatever the place", () => {
    fc.assert(
      fc.property(fc.constantFrom(...statusPlaces), status, (place, from) => {
        const before = { ...issued, status: from };
        return Result.isFailure(guardInvoiceChange(place, before, { ...before, status: "draft" }))
          ? true
          : from === "draft";
      }),
    );
  });

  it("never changes legal content along any sequence of allowed moves of a numbered invoice", () => {
    const edit = fc.constantFrom(...legalEdits.map(([, e]) => e), {});
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...statusPlaces), status, edit), { maxLength: 25 }),
        (moves) => {
          let current: Invoice = issued;
          for (const [place, to, change] of moves) {
            const result = guardInvoiceChange(place, current, {
              ...current,
              ...change,
              status: to as InvoiceStatus,
            });
            if (Result.isSuccess(result)) current = result.success;
          }
          return invoiceFieldChanges(issued, current).length === 0 && current.status !== "draft";
        },
      ),
    );
  });
});

describe("invoiceFieldChanges", () => {
  it("lists each changed field of a draft with before and after", () => {
    expect(
      invoiceFieldChanges(draft, {
        ...draft,
        dueDate: "2026-04-15",
        items: [{ ...line, quantity: 3 }],
      }),
    ).toEqual([
      { field: "dueDate", before: "2026-12-20", after: "2026-04-15" },
      { field: "items.0.quantity", before: 2, after: 3 },
    ]);
  });

  it("answers the line counts when lines were added, and nothing for an unchanged invoice", () => {
    expect(invoiceFieldChanges(draft, { ...draft, items: [] })).toEqual([
      { field: "items", before: 1, after: 0 },
    ]);
    expect(invoiceFieldChanges(draft, draft)).toEqual([]);
  });

  it("ignores status and stamps, which are the invoice's life rather than its content", () => {
    expect(
      invoiceFieldChanges(issued, { ...issued, status: "paid", paidAt: stamp, updatedAt: stamp }),
    ).toEqual([]);
  });
});
