import {
  buildCdar,
  LifecycleRepository,
  recordPlatformStatuses,
  type UserId,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeout = 120_000;

describeEachBackend("Lifecycle routes", (backend) => {
  let server: TestServer;
  let seller: TestAccount;
  let invoice: { id: string; invoiceNumber: string };

  beforeAll(async () => {
    server = await startTestServer(backend);
    seller = await server.signUp({ currency: "EUR" });
    const client = await server.request("POST", "/api/clients", {
      token: seller.token,
      json: clientBody({ name: "Façades SA", siret: "73282932000017" }),
    });
    const created = await server.request("POST", "/api/invoices", {
      token: seller.token,
      json: invoiceBody((client.body as { id: string }).id, { status: "sent", currency: "EUR" }),
    });
    invoice = created.body as { id: string; invoiceNumber: string };
  }, timeout);
  afterAll(async () => {
    await server?.close();
  });

  const lifecycle = (token = seller.token) =>
    server.request("GET", `/api/invoices/${invoice.id}/lifecycle`, { token });

  it("lists the statuses a platform sent, each flow once, and the CDAR we emitted", async () => {
    const userId = seller.user.id as UserId;
    const status = (flowId: string, code: 200 | 202, at: string) => ({
      flowId,
      invoiceNumber: invoice.invoiceNumber,
      code,
      at,
      reasonCode: null,
      reason: null,
    });
    const statuses = [
      status("flow-200", 200, "2026-11-27T10:01:00.000Z"),
      status("flow-202", 202, "2026-11-27T10:02:00.000Z"),
      { ...status("flow-x", 200, "2026-11-27T10:01:00.000Z"), invoiceNumber: "NOT-OURS" },
    ];
    const record = () =>
      server.runtime.runPromise(
        recordPlatformStatuses({ userId, platform: "sandbox-pa", statuses }),
      );
    expect(await record()).toBe(2);
    expect(await record()).toBe(0);
    const cdar = buildCdar({
      code: 212,
      at: "2026-11-27T11:00:00.000Z",
      invoice: { number: invoice.invoiceNumber, issueDate: "2026-11-20", typeCode: "380" },
      seller: { siren: "552081317", name: "Seller", address: "552081317" },
      buyer: { siren: "732829320", name: "Façades SA", address: "732829320" },
      platform: null,
      reason: null,
      cashed: [{ amount: 1200, currency: "EUR", rate: 20 }],
      breaches: [],
    });
    await server.runtime.runPromise(
      Effect.flatMap(LifecycleRepository, (repository) =>
        repository.record(
          userId,
          { invoiceId: invoice.id },
          {
            id: "6f1c0d1e-6f1c-4d1e-8f1c-0d1e6f1c0d1e",
            code: 212,
            at: "2026-11-27T11:00:00.000Z",
            reasonCode: null,
            reason: null,
            platform: "sandbox-pa",
            flowId: "flow-212",
            cdar,
          },
        ),
      ),
    );
    const listed = await lifecycle();
    expect(listed.status).toBe(200);
    const { data } = listed.body as { data: ReadonlyArray<Record<string, unknown>> };
    expect(data).toEqual([
      {
        code: 200,
        label: "Déposée",
        at: "2026-11-27T10:01:00.000Z",
        reason: null,
        platform: "sandbox-pa",
      },
      {
        code: 202,
        label: "Reçue par la plateforme",
        at: "2026-11-27T10:02:00.000Z",
        reason: null,
        platform: "sandbox-pa",
      },
      {
        code: 212,
        label: "Encaissée",
        at: "2026-11-27T11:00:00.000Z",
        reason: null,
        platform: "sandbox-pa",
        xmlUrl: `/api/invoices/${invoice.id}/lifecycle/6f1c0d1e-6f1c-4d1e-8f1c-0d1e6f1c0d1e/cdar`,
      },
    ]);
    const download = await server.request("GET", String(data[2]?.xmlUrl), {
      token: seller.token,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toContain("application/xml");
    expect(download.body).toBe(cdar);
  });

  it("answers 404 for another user's invoice and a status without a CDAR", async () => {
    const other = await server.signUp();
    expect((await lifecycle(other.token)).status).toBe(404);
    const missing = await server.request(
      "GET",
      `/api/invoices/${invoice.id}/lifecycle/6f1c0d1e-0000-4d1e-8f1c-0d1e6f1c0d1e/cdar`,
      { token: seller.token },
    );
    expect(missing.status).toBe(404);
  });
});
