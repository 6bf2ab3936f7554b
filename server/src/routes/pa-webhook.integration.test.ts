import { signWebhook } from "@invoicing/adapters";
import { Clock, type Instant, pollPlatformStatuses } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { franceSettingsBody } from "@invoicing/fixtures/builders";
import { Effect, Layer } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { waitForJobRuns } from "../../testing/job-runs.ts";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeout = 120_000;

describeEachBackend("The PA's webhook", (backend) => {
  let server: TestServer;
  let seller: TestAccount;
  let now: Instant = "2026-11-27T10:00:00.000Z";

  beforeAll(async () => {
    server = await startTestServer(backend, {
      clock: Layer.succeed(Clock, { now: Effect.sync(() => now) }),
      appUrlIsServer: true,
    });
    seller = await server.signUp({ currency: "EUR" });
  }, timeout);
  afterAll(async () => {
    await server?.close();
  });

  const request = (method: string, path: string, json?: unknown) =>
    server.request(method, path, { token: seller.token, ...(json === undefined ? {} : { json }) });

  const codes = async (invoiceId: string) =>
    (
      (await request("GET", `/api/invoices/${invoiceId}/lifecycle`)).body as {
        data: ReadonlyArray<{ code: number }>;
      }
    ).data.map((status) => status.code);

  /** The hook the seller's PA was given in its callback address. */
  const hook = async () => {
    const rows = await server.sql("select hook from pa_webhooks where user_id = ?", [
      seller.user.id,
    ]);
    return String(rows[0]?.hook);
  };

  it(
    "is subscribed when the sandbox PA is chosen, and brings the statuses the sandbox PA calls back with, each once",
    async () => {
      await request("PUT", "/api/france/pa/settings", { mode: "sandbox", authKind: "oauth2" });
      expect(await hook()).toMatch(/^[\w-]{32}$/u);
      await request("POST", "/api/pfu/settings", {
        settings: franceSettingsBody({ autoSendToPlatform: true }),
      });
      const client = await request(
        "POST",
        "/api/clients",
        clientBody({ name: "Façades SA", siret: "73282932000017", country: "FR", kind: "company" }),
      );
      const created = await request(
        "POST",
        "/api/invoices",
        invoiceBody((client.body as { id: string }).id, { status: "sent", currency: "EUR" }),
      );
      const invoiceId = (created.body as { id: string }).id;
      await waitForJobRuns(server, "autoSendEInvoice", 1, invoiceId, 60_000);

      // Every status comes due; the sandbox PA publishes them on its next tick and calls back.
      now = "2026-11-27T10:05:00.000Z";
      await expect
        .poll(() => codes(invoiceId), { timeout: 30_000, interval: 500 })
        .toEqual([200, 202, 203]);
      // Polling brings the same flows again: none is kept twice.
      await server.runtime.runPromise(pollPlatformStatuses);
      expect(await codes(invoiceId)).toEqual([200, 202, 203]);
    },
    timeout,
  );

  it(
    "refuses with 401 and a key a callback signed with another key, unsigned, or for an unknown hook",
    async () => {
      const payload = JSON.stringify({ flowId: "f-1" });
      const timestamp = String(Math.floor(Date.parse(now) / 1000));
      const callback = (hookValue: string, key: string, at: string) =>
        server.request("POST", `/api/france/pa/webhook?hook=${hookValue}`, {
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
        await server.request("POST", `/api/france/pa/webhook?hook=${saved}`, {
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
