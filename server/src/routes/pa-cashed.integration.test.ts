import { pollPlatformStatuses } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { expect, it } from "vitest";
import { waitForJobRuns } from "../../testing/job-runs.ts";
import { usePaUser } from "../../testing/pa-user.ts";

const timeout = 120_000;

describeEachBackend("212 Encaissée after partial payments", (backend) => {
  const pa = usePaUser(backend, { appUrlIsServer: true });
  const { request } = pa;

  /** The amounts cashed of each 212 the invoice has, as its CDARs carry them. */
  const cashedAmounts = async (invoiceId: string) => {
    const amounts: string[] = [];
    for (const status of (await pa.lifecycle(invoiceId)).filter((entry) => entry.code === 212)) {
      const cdar = String((await request("GET", String(status.xmlUrl))).body);
      amounts.push(
        ...[
          ...cdar.matchAll(/<ram:ValueAmount currencyID="EUR">([\d.]+)<\/ram:ValueAmount>/gu),
        ].map((match) => String(match[1])),
      );
    }
    return amounts;
  };

  it(
    "reports each payment recorded for its own amount, then marking paid for the balance left",
    async () => {
      await request("PUT", "/api/france/pa/settings", { mode: "sandbox", authKind: "oauth2" });
      await pa.sendToPlatforms();
      const invoiceId = await pa.issueInvoice({
        items: [{ description: "Consulting", quantity: 1, unitPrice: 100, taxRate: 20 }],
      });
      pa.setNow("2026-11-27T10:05:00.000Z");
      // The PA's statuses arrive by webhook or polling; a 212 may only follow them.
      await expect
        .poll(
          async () => {
            await pa.server.runtime.runPromise(pollPlatformStatuses);
            return (await pa.lifecycle(invoiceId)).map((status) => status.code);
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toEqual([200, 202, 203]);

      const payment = (amount: number) =>
        request("POST", `/api/invoices/${invoiceId}/payments`, {
          amount,
          date: "2026-11-20",
          method: "transfer",
        });
      expect((await payment(30)).status).toBe(201);
      await waitForJobRuns(pa.server, "reportCashed", 1, invoiceId, 60_000);
      // Each 212 is dated by the clock: a later one lists after.
      pa.setNow("2026-11-27T10:06:00.000Z");
      expect((await payment(20)).status).toBe(201);
      await waitForJobRuns(pa.server, "reportCashed", 2, invoiceId, 60_000);
      expect(await cashedAmounts(invoiceId)).toEqual(["30.00", "20.00"]);

      pa.setNow("2026-11-27T10:07:00.000Z");
      await request("PUT", `/api/invoices/${invoiceId}?place=detail`, { status: "paid" });
      await waitForJobRuns(pa.server, "reportCashed", 3, invoiceId, 60_000);
      // 120.00 in all: what the two payments left.
      expect(await cashedAmounts(invoiceId)).toEqual(["30.00", "20.00", "70.00"]);
    },
    timeout,
  );
});
