import { pollPlatformStatuses } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { expect, it } from "vitest";
import { waitForJobRuns } from "../../testing/job-runs.ts";
import { usePaUser } from "../../testing/pa-user.ts";

const timeout = 120_000;

describeEachBackend("An invoice through the sandbox PA", (backend) => {
  const pa = usePaUser(backend);
  const { request } = pa;

  it(
    "is deposited by the auto-send, gets its statuses by polling, and reports its payment as 212",
    async () => {
      expect((await request("GET", "/api/france/pa/settings")).body).toEqual({ data: null });
      const saved = await request("PUT", "/api/france/pa/settings", {
        mode: "sandbox",
        authKind: "oauth2",
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ data: { mode: "sandbox", secretSaved: false } });
      await pa.sendToPlatforms();
      const invoiceId = await pa.issueInvoice();
      const submissions = await request("GET", `/api/invoices/${invoiceId}/factur-x-submissions`);
      expect(submissions.body).toMatchObject({ data: [{ status: "deposited", trigger: "auto" }] });

      pa.setNow("2026-11-27T10:00:30.000Z");
      const refreshed = await request("POST", `/api/invoices/${invoiceId}/lifecycle/refresh`);
      expect(refreshed.body).toMatchObject({ data: [{ code: 200, label: "Déposée" }] });
      pa.setNow("2026-11-27T10:05:00.000Z");
      await pa.server.runtime.runPromise(pollPlatformStatuses);
      expect((await pa.lifecycle(invoiceId)).map((status) => status.code)).toEqual([200, 202, 203]);

      await request("PUT", `/api/invoices/${invoiceId}?place=detail`, { status: "paid" });
      await waitForJobRuns(pa.server, "reportCashed", 1, invoiceId);
      const cashed = (await pa.lifecycle(invoiceId)).at(-1);
      expect(cashed?.code).toBe(212);
      const cdar = await request("GET", String(cashed?.xmlUrl));
      expect(String(cdar.body)).toContain("<ram:TypeCode>MEN</ram:TypeCode>");
    },
    timeout,
  );
});
