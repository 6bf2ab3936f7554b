import {
  autoSendQueuedInvoices,
  createInvoice,
  EInvoiceQueue,
  JobQueue,
  type UserId,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { franceSettingsBody } from "@invoicing/fixtures/builders";
import { Duration, Effect } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { jobRuns, waitForJobRuns } from "../../testing/job-runs.ts";
import { clientBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeout = 120_000;

describeEachBackend("the auto-send's crash backstop", (backend) => {
  let server: TestServer;
  let seller: TestAccount;
  let clientId: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    seller = await server.signUp({ currency: "EUR" });
    const settings = franceSettingsBody({ autoSendToPlatform: true });
    const saved = await server.request("POST", "/api/pfu/settings", {
      token: seller.token,
      json: { settings },
    });
    expect(saved.status).toBe(200);
    const client = await server.request("POST", "/api/clients", {
      token: seller.token,
      json: clientBody({ name: "Façades SA", siret: "73282932000017" }),
    });
    clientId = (client.body as { id: string }).id;
  }, timeout);
  afterAll(async () => {
    await server?.close();
  });

  const submissions = async (invoiceId: string) => {
    const response = await server.request(
      "GET",
      `/api/invoices/${invoiceId}/factur-x-submissions`,
      { token: seller.token },
    );
    expect(response.status).toBe(200);
    return (response.body as { data: ReadonlyArray<{ status: string; trigger: string }> }).data;
  };

  const drain = () => server.runtime.runPromise(autoSendQueuedInvoices);

  it(
    "submits once, at the next drain, an invoice numbered by a process that stopped before queueing its auto-send",
    async () => {
      const userId = seller.user.id as UserId;
      // The process stops right after the numbering committed, before the auto-send is queued.
      const stopped = await server.runtime.runPromiseExit(
        createInvoice({
          userId,
          request: {
            clientId,
            issueDate: "2026-11-01",
            dueDate: "2026-12-01",
            status: "sent",
            currency: "EUR",
            items: [{ description: "Design", quantity: 2, unitPrice: 50, taxRate: 20 }],
          },
        }).pipe(Effect.provideService(JobQueue, { enqueue: () => Effect.die("process stopped") })),
      );
      expect(stopped._tag).toBe("Failure");
      const [left] = await server.sql(`select invoice_id as "invoiceId" from einvoice_queue`);
      const invoiceId = String(left?.invoiceId);
      const [numbered] = await server.sql(`select number from invoices where id = ?`, [invoiceId]);
      expect(numbered?.number).not.toBeNull();

      // Within the grace a request has to queue it, the drain leaves it.
      expect(await drain()).toEqual({ handedOver: 0 });
      // A minute and more later (the queue's age is the database's clock):
      await server.sql(
        `update einvoice_queue set queued_at = queued_at - interval '2 minutes' where invoice_id = ?`,
        [invoiceId],
      );
      expect(await drain()).toEqual({ handedOver: 1 });
      await waitForJobRuns(server, "autoSendEInvoice", 1, invoiceId);
      expect(await submissions(invoiceId)).toEqual([
        expect.objectContaining({ status: "deposited", trigger: "auto" }),
      ]);

      // The next drains find nothing left, and the invoice stays submitted once.
      expect(await drain()).toEqual({ handedOver: 0 });
      const queued = await server.runtime.runPromise(
        EInvoiceQueue.use((queue) => queue.queued(Duration.zero, 10)),
      );
      expect(queued).toEqual([]);
      expect(await jobRuns(server, "autoSendEInvoice", invoiceId)).toHaveLength(1);
      expect(await submissions(invoiceId)).toHaveLength(1);
    },
    timeout,
  );

  it(
    "takes an invoice a request numbered off the queue as its auto-send is queued",
    async () => {
      const created = await server.request("POST", "/api/invoices", {
        token: seller.token,
        json: {
          clientId,
          issueDate: "2026-11-02",
          dueDate: "2026-12-02",
          status: "sent",
          currency: "EUR",
          items: [{ description: "Design", quantity: 1, unitPrice: 80, taxRate: 20 }],
        },
      });
      expect(created.status).toBe(201);
      const { id } = created.body as { id: string };
      await waitForJobRuns(server, "autoSendEInvoice", 1, id);
      expect(await server.sql(`select 1 from einvoice_queue where invoice_id = ?`, [id])).toEqual(
        [],
      );
      expect(await submissions(id)).toHaveLength(1);
    },
    timeout,
  );
});
