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

describeEachBackend("An invoice through the sandbox PA", (backend) => {
  let server: TestServer;
  let seller: TestAccount;
  let now: Instant = "2026-11-27T10:00:00.000Z";

  beforeAll(async () => {
    server = await startTestServer(backend, {
      clock: Layer.succeed(Clock, { now: Effect.sync(() => now) }),
    });
    seller = await server.signUp({ currency: "EUR" });
  }, timeout);
  afterAll(async () => {
    await server?.close();
  });

  const request = (method: string, path: string, json?: unknown) =>
    server.request(method, path, { token: seller.token, ...(json === undefined ? {} : { json }) });

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
      await waitForJobRuns(server, "autoSendEInvoice", 1, invoiceId);
      const submissions = await request("GET", `/api/invoices/${invoiceId}/factur-x-submissions`);
      expect(submissions.body).toMatchObject({ data: [{ status: "deposited", trigger: "auto" }] });

      now = "2026-11-27T10:00:30.000Z";
      const refreshed = await request("POST", `/api/invoices/${invoiceId}/lifecycle/refresh`);
      expect(refreshed.body).toMatchObject({ data: [{ code: 200, label: "Déposée" }] });
      now = "2026-11-27T10:05:00.000Z";
      await server.runtime.runPromise(pollPlatformStatuses);
      const codes = async () =>
        (
          (await request("GET", `/api/invoices/${invoiceId}/lifecycle`)).body as {
            data: ReadonlyArray<{ code: number; xmlUrl?: string }>;
          }
        ).data;
      expect((await codes()).map((status) => status.code)).toEqual([200, 202, 203]);

      await request("PUT", `/api/invoices/${invoiceId}?place=detail`, { status: "paid" });
      await waitForJobRuns(server, "reportCashed", 1, invoiceId);
      const cashed = (await codes()).at(-1);
      expect(cashed?.code).toBe(212);
      const cdar = await request("GET", String(cashed?.xmlUrl));
      expect(String(cdar.body)).toContain("<ram:TypeCode>MEN</ram:TypeCode>");
    },
    timeout,
  );
});
