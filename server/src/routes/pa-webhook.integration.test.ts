import { signWebhook } from "@invoicing/adapters";
import { pollPlatformStatuses } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { expect, it } from "vitest";
import { usePaUser } from "../../testing/pa-user.ts";

const timeout = 120_000;

describeEachBackend("The PA's webhook", (backend) => {
  const pa = usePaUser(backend, { appUrlIsServer: true });
  const { request } = pa;

  const codes = async (invoiceId: string) =>
    (await pa.lifecycle(invoiceId)).map((status) => status.code);

  /** The hook the seller's PA was given in its callback address. */
  const hook = async () => {
    const rows = await pa.server.sql("select hook from pa_webhooks where user_id = ?", [
      pa.account.user.id,
    ]);
    return String(rows[0]?.hook);
  };

  it(
    "is subscribed when the sandbox PA is chosen, and brings the statuses the sandbox PA calls back with, each once",
    async () => {
      await request("PUT", "/api/france/pa/settings", { mode: "sandbox", authKind: "oauth2" });
      expect(await hook()).toMatch(/^[\w-]{32}$/u);
      await pa.sendToPlatforms();
      const invoiceId = await pa.issueInvoice();

      // Every status comes due; the sandbox PA publishes them on its next tick and calls back.
      pa.setNow("2026-11-27T10:05:00.000Z");
      await expect
        .poll(() => codes(invoiceId), { timeout: 30_000, interval: 500 })
        .toEqual([200, 202, 203]);
      // Polling brings the same flows again: none is kept twice.
      await pa.server.runtime.runPromise(pollPlatformStatuses);
      expect(await codes(invoiceId)).toEqual([200, 202, 203]);
    },
    timeout,
  );

  it(
    "refuses with 401 and a key a callback signed with another key, unsigned, or for an unknown hook",
    async () => {
      const payload = JSON.stringify({ flowId: "f-1" });
      const timestamp = String(Math.floor(Date.parse(pa.now) / 1000));
      const callback = (hookValue: string, key: string, at: string) =>
        pa.server.request("POST", `/api/france/pa/webhook?hook=${hookValue}`, {
          body: payload,
          headers: {
            "Content-Type": "application/json",
            "Afnor-Signature": signWebhook(key, payload, at),
            "Afnor-Signature-Timestamp": at,
          },
        });
      const saved = await hook();
      const answers = [
        await callback(saved, "not-the-signing-key", timestamp),
        await callback("no-such-hook", "not-the-signing-key", timestamp),
        await pa.server.request("POST", `/api/france/pa/webhook?hook=${saved}`, {
          body: payload,
          headers: { "Content-Type": "application/json" },
        }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ code: "pa.errors.webhookrefused" });
      }
    },
    timeout,
  );
});
