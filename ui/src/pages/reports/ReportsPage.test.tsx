// @vitest-environment happy-dom

import type { ReportsData } from "@invoicing/core";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../testing/render.tsx";
import { jsonAnswer, settle } from "../../../testing/server-answers.ts";
import { ReportsPage } from "./ReportsPage.tsx";

const report: ReportsData = {
  from: "2026-01",
  to: "2026-03",
  revenueByMonth: [
    { month: "2026-02", currency: "USD", invoiced: 1200, paid: 800.5, invoiceCount: 3 },
    { month: "2026-03", currency: "EUR", invoiced: 90, paid: 0, invoiceCount: 1 },
  ],
  outstandingByClient: [
    {
      clientId: "c1",
      clientName: "Initech",
      currency: "USD",
      outstanding: 399.5,
      overdue: 99,
      invoiceCount: 2,
      oldestDueDate: "2026-02-10",
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ReportsPage", () => {
  it("asks for the last 12 months and shows each month, the sums and what each client owes", async () => {
    const fetch = vi.fn(async () => jsonAnswer(report));
    vi.stubGlobal("fetch", fetch);
    const view = await render(<ReportsPage />, { path: "/reports" });
    await settle();
    expect(String(fetch.mock.calls[0]?.at(0))).toBe("/api/reports?months=12");
    const rows = [...view.container.querySelectorAll("table")][0]?.querySelectorAll("tbody tr");
    expect([...(rows ?? [])].map((row) => row.textContent)).toEqual([
      "Mar 2026$0.00$0.000",
      "Feb 2026$1,200.00$800.503",
      "Jan 2026$0.00$0.000",
    ]);
    expect(view.container.textContent).toContain("Invoiced in the period$1,200.00");
    expect(view.container.textContent).toContain("Outstanding now$399.50");
    expect(view.container.textContent).toContain("Initech$399.50$99.002Feb 10, 2026");
    const currency = view.container.querySelectorAll("select")[1];
    expect([...(currency?.querySelectorAll("option") ?? [])].map((o) => o.value)).toEqual([
      "USD",
      "EUR",
    ]);
    view.unmount();
  });

  it("says the reports could not be loaded and offers to try again", async () => {
    const fetch = vi.fn(async () =>
      jsonAnswer({ success: false, code: "common.errors.notfound", message: "" }, 404),
    );
    vi.stubGlobal("fetch", fetch);
    const view = await render(<ReportsPage />, { path: "/reports" });
    await settle();
    expect(view.container.querySelector("[role=alert]")?.textContent).toContain(
      "Failed to load the reports",
    );
    fetch.mockImplementation(async () => jsonAnswer(report));
    const retry = [...view.container.querySelectorAll("button")].find(
      (button) => button.textContent === "Try again",
    );
    await act(async () => retry?.click());
    await settle();
    expect(view.container.querySelector("[role=alert]")).toBeNull();
    expect(view.container.textContent).toContain("Revenue by month (USD)");
    view.unmount();
  });
});
