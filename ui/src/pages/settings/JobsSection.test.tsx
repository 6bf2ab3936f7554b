// @vitest-environment happy-dom

import type { JobHealthResponse } from "@invoicing/core";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../testing/render.tsx";
import { jsonAnswer, settle } from "../../../testing/server-answers.ts";
import { JobsSection } from "./JobsSection.tsx";

const never = { lastRunAt: null, lastSuccessAt: null, failures: [] };

const report: JobHealthResponse = {
  since: "2026-03-03T12:00:00.000Z",
  data: [
    {
      kind: "markOverdue",
      lastRunAt: "2026-03-10T12:00:00.000Z",
      lastSuccessAt: "2026-03-10T12:00:00.000Z",
      failures: [],
    },
    { kind: "queueInvoiceNotices", ...never },
    {
      kind: "sendInvoiceNotice",
      lastRunAt: "2026-03-10T12:05:00.000Z",
      lastSuccessAt: null,
      failures: [
        {
          kind: "sendInvoiceNotice",
          invoiceId: "3f7b8a52-5a0e-4a8e-9b8e-2d6c1f0e9a11",
          invoiceNumber: "INV-007",
          attempt: 6,
          final: true,
          error: "invoicedetail.emailfailed",
          at: "2026-03-10T12:05:00.000Z",
        },
      ],
    },
    { kind: "autoSendEInvoice", ...never },
    { kind: "housekeeping", ...never },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("JobsSection", () => {
  it("shows each job's last run and success, and the failures about the user's invoices", async () => {
    const fetch = vi.fn(async () => jsonAnswer(report));
    vi.stubGlobal("fetch", fetch);
    const view = await render(<JobsSection />, { path: "/settings" });
    await settle();
    expect(String(fetch.mock.calls[0]?.at(0))).toBe("/api/jobs/health");
    const rows = [...view.container.querySelectorAll("section > ul > li")].map(
      (row) => row.textContent,
    );
    expect(rows).toHaveLength(5);
    expect(rows[0]).toContain("Overdue invoices0 failures");
    expect(rows[0]).toContain("Last run: ");
    expect(rows[1]).toContain("Last run: never · last success: never");
    expect(rows[2]).toContain("Reminder and notice e-mails1 failure");
    expect(rows[2]).toContain(
      "INV-007 attempt 6 failed; no more attempts (Failed to send the email)",
    );
    const link = view.container.querySelector(
      "a[href='/invoices/3f7b8a52-5a0e-4a8e-9b8e-2d6c1f0e9a11']",
    );
    expect(link?.textContent).toBe("INV-007");
  });

  it("offers to try again when the health cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonAnswer({ success: false, code: "common.errors.internal" }, 500)),
    );
    const view = await render(<JobsSection />, { path: "/settings" });
    await settle();
    expect(view.container.textContent).toContain("Failed to load the state of the automatic jobs");
    const retry = view.container.querySelector("button");
    expect(retry?.textContent).toBe("Try again");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonAnswer(report)),
    );
    await act(async () => retry?.click());
    await settle();
    expect(view.container.querySelectorAll("section > ul > li")).toHaveLength(5);
  });
});
