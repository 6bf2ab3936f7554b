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

describeEachBackend("212 Encaissée after partial payments", (backend) => {
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

  /** The amounts cashed of each 212 the invoice has, as its CDARs carry them. */
  const cashedAmounts = async (invoiceId: string) => {
    const { data } = (await request("GET", `/api/invoices/${invoiceId}/lifecycle`)).body as {
      data: ReadonlyArray<{ code: number; xmlUrl?: string }>;
    };
    const amounts: string[] = [];
    for (const status of data.filter((entry) => entry.code === 212)) {
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
        invoiceBody((client.body as { id: string }).id, {
          status: "sent",
          currency: "EUR",
          items: [{ description: "Consulting", quantity: 1, unitPrice: 100, taxRate: 20 }],
        }),
      );
      const invoiceId = (created.body as { id: string }).id;
      await waitForJobRuns(server, "autoSendEInvoice", 1, invoiceId, 60_000);
      now = "2026-11-27T10:05:00.000Z";
      await server.runtime.runPromise(pollPlatformStatuses);

      const payment = (amount: number) =>
        request("POST", `/api/invoices/${invoiceId}/payments`, {
          amount,
          date: "2026-11-20",
          method: "transfer",
        });
      expect((await payment(30)).status).toBe(201);
      await waitForJobRuns(server, "reportCashed", 1, invoiceId, 60_000);
      // Each 212 is dated by the clock: a later one lists after.
      now = "2026-11-27T10:06:00.000Z";
      expect((await payment(20)).status).toBe(201);
      await waitForJobRuns(server, "reportCashed", 2, invoiceId, 60_000);
      expect(await cashedAmounts(invoiceId)).toEqual(["30.00", "20.00"]);

      now = "2026-11-27T10:07:00.000Z";
      await request("PUT", `/api/invoices/${invoiceId}?place=detail`, { status: "paid" });
      await waitForJobRuns(server, "reportCashed", 3, invoiceId, 60_000);
      // 120.00 in all: what the two payments left.
      expect(await cashedAmounts(invoiceId)).toEqual(["30.00", "20.00", "70.00"]);
    },
    timeout,
  );
});
