import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { aClientInput, anInvoiceRequest, aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import type { InvoiceStatus } from "../invoices/invoice-status.ts";
import { JobQueue } from "../ports/job-queue.ts";
import { autoSendQueuedInvoices } from "./auto-send-queued-invoices.ts";
import { changeInvoiceStatus } from "./change-invoice-status.ts";
import { createClient } from "./create-client.ts";
import { createInvoice } from "./create-invoice.ts";
import { registerUser } from "./register-user.ts";
import { sendInvoiceEmail } from "./send-invoice-email.ts";
import { updateInvoice } from "./update-invoice.ts";

const setUp = async () => {
  const ports = inMemoryPorts();
  const { user } = await ports.run(registerUser(aRegistration()));
  const client = await ports.run(createClient({ userId: user.id, client: aClientInput() }));
  const userId = user.id;
  const create = async (status: InvoiceStatus = "draft") =>
    (
      await ports.run(
        createInvoice({ userId, request: anInvoiceRequest(client.id, { status }) }).pipe(
          Effect.map(({ invoice }) => invoice),
        ),
      )
    ).id;
  const move = (id: string, status: InvoiceStatus) =>
    ports.run(changeInvoiceStatus({ userId, id, status, screen: "detail" }));
  const edit = (id: string, status: InvoiceStatus) =>
    ports.run(updateInvoice({ userId, id, request: anInvoiceRequest(client.id, { status }) }));
  const email = (id: string) => ports.run(sendInvoiceEmail({ userId, id, method: "smtp" }));
  /** The auto-sends queued, by invoice, and the invoices archived. */
  const followUps = () => ({
    autoSends: ports.state.jobs
      .filter((job) => job.kind === "autoSendEInvoice")
      .map((job) => job.payload),
    archived: ports.state.archive.map((file) => file.documentId),
  });
  return { ports, userId, create, move, edit, email, followUps };
};

describe("invoiceIssued: what follows the numbering of an invoice", () => {
  it.each([
    ["created sent", async ({ create }: Awaited<ReturnType<typeof setUp>>) => create("sent")],
    ["created paid", async ({ create }: Awaited<ReturnType<typeof setUp>>) => create("paid")],
    [
      "moved out of draft",
      async ({ create, move }: Awaited<ReturnType<typeof setUp>>) => {
        const id = await create();
        await move(id, "sent");
        return id;
      },
    ],
    [
      "edited into a status",
      async ({ create, edit }: Awaited<ReturnType<typeof setUp>>) => {
        const id = await create();
        await edit(id, "sent");
        return id;
      },
    ],
    [
      "e-mailed",
      async ({ create, email }: Awaited<ReturnType<typeof setUp>>) => {
        const id = await create();
        await email(id);
        return id;
      },
    ],
  ])("queues one auto-send and archives an invoice %s", async (_path, issue) => {
    const context = await setUp();
    const id = await issue(context);
    expect(context.followUps()).toEqual({
      autoSends: [{ userId: context.userId, invoiceId: id, sandboxHeader: null }],
      archived: [id],
    });
  });

  it("queues nothing for a draft created, edited or cancelled", async () => {
    const { create, edit, move, followUps } = await setUp();
    const id = await create();
    await edit(id, "draft");
    await move(await create(), "cancelled");
    expect(followUps()).toEqual({ autoSends: [], archived: [] });
  });

  it("queues still one auto-send when the invoice moves on, is e-mailed again or edited", async () => {
    const { create, move, edit, email, followUps } = await setUp();
    const id = await create();
    await move(id, "sent");
    await email(id);
    await edit(id, "sent");
    await move(id, "paid");
    expect(followUps().autoSends).toHaveLength(1);
    expect(followUps().archived).toEqual([id]);
  });

  it("keeps the caller's sandbox choice for the auto-send", async () => {
    const { ports, userId, create, followUps } = await setUp();
    const id = await create();
    await ports.run(
      changeInvoiceStatus({ userId, id, status: "sent", screen: "detail", sandboxHeader: true }),
    );
    expect(followUps().autoSends).toEqual([{ userId, invoiceId: id, sandboxHeader: true }]);
  });

  it("leaves the drain nothing once the auto-send is queued", async () => {
    const { ports, create, move, followUps } = await setUp();
    await create("sent");
    await move(await create(), "sent");
    expect(await ports.run(autoSendQueuedInvoices)).toEqual({ handedOver: 0 });
    expect(followUps().autoSends).toHaveLength(2);
  });

  it("has the drain queue, once, the auto-send of an invoice whose process stopped before queueing it", async () => {
    const { ports, userId, followUps } = await setUp();
    const client = await ports.run(createClient({ userId, client: aClientInput() }));
    // The process stops right after the numbering committed, before the auto-send is queued.
    const stopped = await ports.run(
      Effect.exit(
        createInvoice({ userId, request: anInvoiceRequest(client.id, { status: "sent" }) }).pipe(
          Effect.provideService(JobQueue, { enqueue: () => Effect.die("process stopped") }),
        ),
      ),
    );
    expect(stopped._tag).toBe("Failure");
    const [numbered] = [...ports.state.invoices.values()].filter(
      (invoice) => invoice.invoiceNumber !== null,
    );
    expect(followUps().autoSends).toEqual([]);
    expect(await ports.run(autoSendQueuedInvoices)).toEqual({ handedOver: 1 });
    expect(await ports.run(autoSendQueuedInvoices)).toEqual({ handedOver: 0 });
    expect(followUps().autoSends).toEqual([
      { userId, invoiceId: numbered?.id, sandboxHeader: null },
    ]);
  });
});
