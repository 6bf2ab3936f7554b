import { Clock, type Instant } from "@invoicing/core";
import type { TestDatabaseBackend } from "@invoicing/fixtures";
import { franceSettingsBody } from "@invoicing/fixtures/builders";
import { Effect, Layer } from "effect";
import { afterAll, beforeAll } from "vitest";
import { waitForJobRuns } from "./job-runs.ts";
import { clientBody, invoiceBody } from "./sample-bodies.ts";
import { startTestServer, type TestAccount, type TestServer } from "./start-test-server.ts";

/** A status of an invoice's lifecycle as the API lists it. */
export interface TestLifecycleStatus {
  readonly code: number;
  readonly xmlUrl?: string;
}

/**
 * One test server per file, on a clock the test moves (from 2026-11-27 10:00 UTC), and a user
 * in EUR, for the tests of invoices that go through a PA, issued or received. Call inside the backend's `describe`:
 * it starts the server before the tests and closes it after. `appUrlIsServer` lets the PA's
 * callbacks reach the server.
 */
export const usePaUser = (
  backend: TestDatabaseBackend,
  options: { readonly appUrlIsServer?: boolean } = {},
) => {
  let server: TestServer | undefined;
  let account: TestAccount | undefined;
  let now: Instant = "2026-11-27T10:00:00.000Z";
  beforeAll(async () => {
    server = await startTestServer(backend, {
      clock: Layer.succeed(Clock, { now: Effect.sync(() => now) }),
      ...(options.appUrlIsServer === undefined ? {} : { appUrlIsServer: options.appUrlIsServer }),
    });
    account = await server.signUp({ currency: "EUR" });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const started = () => {
    if (server === undefined || account === undefined) throw new Error("the server is not started");
    return { server, account };
  };

  /** A request as the user. */
  const request = (method: string, path: string, json?: unknown) => {
    const { server, account } = started();
    return server.request(method, path, {
      token: account.token,
      ...(json === undefined ? {} : { json }),
    });
  };

  return {
    get server() {
      return started().server;
    },
    get account() {
      return started().account;
    },
    get now() {
      return now;
    },
    /** Moves the clock the server and its sandbox PA read. */
    setNow: (instant: Instant) => {
      now = instant;
    },
    request,
    /** Turns auto-send on for French invoices, after the PA settings are saved. */
    sendToPlatforms: () =>
      request("POST", "/api/pfu/settings", {
        settings: franceSettingsBody({ autoSendToPlatform: true }),
      }),
    /**
     * Issues an invoice to a French company (in EUR, with `fields` over the sample's) and waits
     * until auto-send has run for it; its id.
     */
    issueInvoice: async (fields: Readonly<Record<string, unknown>> = {}) => {
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
          ...fields,
        }),
      );
      const invoiceId = (created.body as { id: string }).id;
      await waitForJobRuns(started().server, "autoSendEInvoice", 1, invoiceId, 60_000);
      return invoiceId;
    },
    /** The invoice's lifecycle statuses, oldest first. */
    lifecycle: async (invoiceId: string) =>
      (
        (await request("GET", `/api/invoices/${invoiceId}/lifecycle`)).body as {
          data: ReadonlyArray<TestLifecycleStatus>;
        }
      ).data,
  };
};
