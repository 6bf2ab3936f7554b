import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { aClientInput, anInvoiceRequest, aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import type { NfeAccessKey } from "../brazil/access-key.ts";
import { invoiceToJson } from "../invoices/invoice-json.ts";
import type { InvoiceStatus } from "../invoices/invoice-status.ts";
import type { InvoiceWithClient } from "../ports/invoice-repository.ts";
import { changeInvoiceStatus, type StatusScreen } from "./change-invoice-status.ts";
import { createClient } from "./create-client.ts";
import { createInvoice } from "./create-invoice.ts";
import { deleteInvoice } from "./delete-invoice.ts";
import { getInvoice } from "./get-invoice.ts";
import { listInvoices } from "./list-invoices.ts";
import { registerUser } from "./register-user.ts";
import { updateInvoice } from "./update-invoice.ts";

// The invoice as the API shows it, amounts in major units.
const asJson = ({ invoice, client }: InvoiceWithClient) => invoiceToJson(invoice, client);

const setUp = async () => {
  const ports = inMemoryPorts();
  const { user } = await ports.run(registerUser(aRegistration()));
  const client = await ports.run(createClient({ userId: user.id, client: aClientInput() }));
  const create = (overrides: Parameters<typeof anInvoiceRequest>[1] = {}) =>
    ports.run(
      createInvoice({ userId: user.id, request: anInvoiceRequest(client.id, overrides) }).pipe(
        Effect.map(asJson),
      ),
    );
  const move = (id: string, status: InvoiceStatus, screen: StatusScreen = "detail") =>
    changeInvoiceStatus({ userId: user.id, id, status, screen }).pipe(Effect.map(asJson));
  return { ports, userId: user.id, clientId: client.id, create, move };
};

describe("createInvoice", () => {
  it("computes the totals and stores a draft without a number, in the user's currency", async () => {
    const { create } = await setUp();
    const invoice = await create();
    expect(invoice).toMatchObject({
      invoiceNumber: null,
      status: "draft",
      currency: "EUR",
      subtotal: 159.97,
      taxAmount: 11.99,
      total: 171.96,
      client: { name: "Acme", email: "billing@acme.test" },
      sentAt: null,
    });
    expect(invoice.items.map((item) => [item.taxAmount, item.total])).toEqual([
      [11.99, 71.96],
      [0, 100],
    ]);
  });

  it("accepts totals the body sent when they equal the server's", async () => {
    const { create } = await setUp();
    const invoice = await create({ subtotal: 159.97, taxAmount: 11.99, total: 171.96 });
    expect(invoice.total).toBe(171.96);
  });

  it("refuses totals that differ from the server's, naming each one", async () => {
    const { ports, userId, clientId } = await setUp();
    const error = await ports.failure(
      createInvoice({ userId, request: anInvoiceRequest(clientId, { total: 172, taxAmount: 12 }) }),
    );
    expect(error).toMatchObject({
      key: "invoiceform.errors.totalsmismatch",
      fields: { total: "invoiceform.errors.totalsmismatch", taxAmount: expect.any(String) },
    });
  });

  it("refuses amounts with more decimals than the currency has", async () => {
    const { ports, userId, clientId } = await setUp();
    const request = anInvoiceRequest(clientId, {
      currency: "JPY",
      items: [{ description: "Design", quantity: 1, unitPrice: 10.5, taxRate: 10 }],
    });
    const error = await ports.failure(createInvoice({ userId, request }));
    expect(error).toMatchObject({ fields: { "items.0.unitPrice": "money.toomanydecimals" } });
  });

  it("asks to pick a client when the client is not the user's", async () => {
    const { ports, userId } = await setUp();
    const error = await ports.failure(
      createInvoice({ userId, request: anInvoiceRequest("someone-elses-client") }),
    );
    expect(error).toMatchObject({ fields: { clientId: "invoiceform.validation.selectclient" } });
  });

  it("gives an invoice created in another status its number and stamps the status", async () => {
    const { create } = await setUp();
    const sent = await create({ status: "sent" });
    const paid = await create({ status: "paid" });
    expect(sent).toMatchObject({ invoiceNumber: "INV-001", sentAt: "2026-03-31T10:00:00.000Z" });
    expect(paid).toMatchObject({ invoiceNumber: "INV-002", paidAt: "2026-03-31T10:00:00.000Z" });
  });

  it("records the creation in the invoice's history", async () => {
    const { ports, userId, create } = await setUp();
    const { id } = await create({ status: "sent" });
    const { history } = await ports.run(getInvoice({ userId, id }));
    expect(history).toEqual([
      expect.objectContaining({ event: "created", from: null, to: "sent", invoiceId: id }),
    ]);
  });
});

describe("updateInvoice", () => {
  it("recomputes the totals and replaces the items", async () => {
    const { ports, userId, clientId, create } = await setUp();
    const { id } = await create();
    const request = anInvoiceRequest(clientId, {
      items: [{ description: "Audit", quantity: 2, unitPrice: 50, taxRate: 10 }],
    });
    const edited = await ports.run(updateInvoice({ userId, id, request }).pipe(Effect.map(asJson)));
    expect(edited).toMatchObject({ subtotal: 100, taxAmount: 10, total: 110 });
    expect(edited.items.map((item) => item.description)).toEqual(["Audit"]);
  });

  it("keeps the status and currency when the body leaves them out", async () => {
    const { ports, userId, clientId, create } = await setUp();
    const { id } = await create({ status: "sent", currency: "USD" });
    const edited = await ports.run(
      updateInvoice({ userId, id, request: anInvoiceRequest(clientId) }).pipe(Effect.map(asJson)),
    );
    expect(edited).toMatchObject({ status: "sent", currency: "USD", invoiceNumber: "INV-001" });
  });

  it("numbers a draft when the form first moves it out of draft, and never lets it back", async () => {
    const { ports, userId, clientId, create } = await setUp();
    const { id } = await create();
    const sent = await ports.run(
      updateInvoice({ userId, id, request: anInvoiceRequest(clientId, { status: "sent" }) }).pipe(
        Effect.map(asJson),
      ),
    );
    const back = await ports.failure(
      updateInvoice({ userId, id, request: anInvoiceRequest(clientId, { status: "draft" }) }),
    );
    expect(sent.invoiceNumber).toBe("INV-001");
    expect(back).toMatchObject({ key: "invoices.errors.invalidstatustransition", to: "draft" });
  });

  it("refuses to change a numbered invoice's content, naming the fields, and writes nothing", async () => {
    const { ports, userId, clientId, create } = await setUp();
    const { id } = await create({ status: "sent" });
    const request = anInvoiceRequest(clientId, {
      status: "sent",
      issueDate: "2026-03-30",
      items: [{ description: "Audit", quantity: 2, unitPrice: 50, taxRate: 10 }],
    });
    const error = await ports.failure(updateInvoice({ userId, id, request }));
    expect(error).toMatchObject({ _tag: "InvoiceIssuedLocked", key: "invoices.issuedlocked" });
    expect(Object.keys((error as unknown as { fields: object }).fields)).toEqual(
      expect.arrayContaining(["issueDate", "total", "items", "items.0.description"]),
    );
    const { invoice, history } = await ports.run(getInvoice({ userId, id }));
    expect(invoice.total).toBe(17196);
    expect(history).toHaveLength(1);
  });

  it("accepts a resave of a numbered invoice that changes no content, keeping its lines", async () => {
    const { ports, userId, clientId, create } = await setUp();
    const created = await create({ status: "sent" });
    const resaved = await ports.run(
      updateInvoice({ userId, id: created.id, request: anInvoiceRequest(clientId) }).pipe(
        Effect.map(asJson),
      ),
    );
    expect(resaved.items.map((item) => item.id)).toEqual(created.items.map((item) => item.id));
  });

  it("records what a draft's edit changed, field by field", async () => {
    const { ports, userId, clientId, create } = await setUp();
    const { id } = await create();
    await ports.run(
      updateInvoice({
        userId,
        id,
        request: anInvoiceRequest(clientId, { dueDate: "2026-05-30", notes: "Net 60" }),
      }).pipe(Effect.map(asJson)),
    );
    const { history } = await ports.run(getInvoice({ userId, id }));
    expect(history.at(-1)?.changes).toEqual([
      { field: "dueDate", before: "2026-04-30", after: "2026-05-30" },
      { field: "notes", before: "", after: "Net 60" },
    ]);
  });

  it("records the edit with the statuses before and after", async () => {
    const { ports, userId, clientId, create } = await setUp();
    const { id } = await create();
    ports.state.now = "2026-04-01T08:00:00.000Z";
    await ports.run(
      updateInvoice({ userId, id, request: anInvoiceRequest(clientId, { status: "sent" }) }).pipe(
        Effect.map(asJson),
      ),
    );
    const { history, invoice } = await ports.run(getInvoice({ userId, id }));
    expect(history.map(({ event, from, to, at }) => ({ event, from, to, at }))).toEqual([
      { event: "created", from: null, to: "draft", at: "2026-03-31T10:00:00.000Z" },
      { event: "edited", from: "draft", to: "sent", at: "2026-04-01T08:00:00.000Z" },
    ]);
    expect(invoice).toMatchObject({
      createdAt: "2026-03-31T10:00:00.000Z",
      updatedAt: "2026-04-01T08:00:00.000Z",
      sentAt: "2026-04-01T08:00:00.000Z",
    });
  });

  it("answers not found for another user's invoice", async () => {
    const { ports, clientId, create } = await setUp();
    const { id } = await create();
    const error = await ports.failure(
      updateInvoice({ userId: "someone-else", id, request: anInvoiceRequest(clientId) }),
    );
    expect(error.key).toBe("invoicedetail.errors.invoicenotfound");
  });
});

describe("changeInvoiceStatus", () => {
  it("marks a draft sent from the detail page: number, time and history", async () => {
    const { ports, userId, create, move } = await setUp();
    const { id } = await create();
    const sent = await ports.run(move(id, "sent"));
    expect(sent).toMatchObject({
      status: "sent",
      invoiceNumber: "INV-001",
      sentAt: "2026-03-31T10:00:00.000Z",
    });
    const { history } = await ports.run(getInvoice({ userId, id }));
    expect(history.at(-1)).toMatchObject({ event: "statusChanged", from: "draft", to: "sent" });
  });

  it("numbers invoices in the order they leave draft, without gaps", async () => {
    const { ports, create, move } = await setUp();
    const first = await create();
    const second = await create();
    await create();
    const a = await ports.run(move(second.id, "sent"));
    const b = await ports.run(move(first.id, "paid", "list"));
    expect([a.invoiceNumber, b.invoiceNumber]).toEqual(["INV-001", "INV-002"]);
  });

  it("refuses to number a draft dated before the last numbered invoice, taking no number", async () => {
    const { ports, create, move } = await setUp();
    await create({ status: "sent", issueDate: "2026-03-20" });
    const early = await create({ issueDate: "2026-03-10" });
    const error = await ports.failure(move(early.id, "sent"));
    expect(error).toMatchObject({
      key: "invoices.issuedate.outoforder",
      earliest: "2026-03-20",
      latest: "2026-03-31",
    });
    const next = await create({ status: "sent" });
    expect(next.invoiceNumber).toBe("INV-002");
  });

  it("cancels a draft without numbering it, and keeps it deletable", async () => {
    const { ports, userId, create, move } = await setUp();
    const { id } = await create();
    const cancelled = await ports.run(move(id, "cancelled"));
    expect(cancelled).toMatchObject({ status: "cancelled", invoiceNumber: null });
    await ports.run(deleteInvoice({ userId, id }));
  });

  it("refuses to cancel a numbered invoice directly: a credit note cancels it", async () => {
    const { ports, create, move } = await setUp();
    const { id } = await create({ status: "paid" });
    const error = await ports.failure(move(id, "cancelled"));
    expect(error).toMatchObject({ key: "invoices.cancelrequirescreditnote" });
  });

  it("refuses to cancel an invoice with an authorised NF-e directly: its NF-e is cancelled instead, within 24 hours", async () => {
    const { ports, userId, create, move } = await setUp();
    const { id } = await create({ status: "sent" });
    ports.state.nfeSubmissions.push({
      userId,
      submission: {
        id: "submission-1",
        invoiceId: id,
        trigger: "manual",
        environment: "homologation",
        sandbox: true,
        accessKey: "35260311222333000181550010000000011408151620" as NfeAccessKey,
        cStat: "100",
        xMotivo: "Autorizado o uso da NF-e",
        protocol: "135260000000001",
        authorized: true,
        authorizedAt: "2026-03-31T10:00:00.000Z",
        submittedAt: "2026-03-31T10:00:00.000Z",
        error: null,
        fields: null,
      },
      number: { environment: "homologation", issuer: "11222333000181", serie: 1, nNF: 1 },
      nfeProcXml: "<nfeProc/>",
      responseXml: "<retEnviNFe/>",
    });
    const error = await ports.failure(move(id, "cancelled"));
    expect(error).toMatchObject({ key: "brazil.nfe.cancel.required" });
    ports.state.now = "2026-04-01T10:00:01.000Z";
    const late = await ports.failure(move(id, "cancelled"));
    expect(late).toMatchObject({
      key: "brazil.nfe.cancel.windowclosed",
      authorizedAt: "2026-03-31T10:00:00.000Z",
    });
  });

  it("makes cancelled final: neither the list nor the detail page marks it paid", async () => {
    const { ports, create, move } = await setUp();
    const { id } = await create({ status: "cancelled" });
    for (const screen of ["detail", "list"] as const) {
      const error = await ports.failure(move(id, "paid", screen));
      expect(error).toMatchObject({
        key: "invoices.errors.invalidstatustransition",
        from: "cancelled",
        to: "paid",
        place: screen,
      });
    }
  });

  it("leaves the invoice untouched when the move is refused", async () => {
    const { ports, userId, create, move } = await setUp();
    const { id } = await create({ status: "paid" });
    await ports.failure(move(id, "paid", "list"));
    const { invoice, history } = await ports.run(getInvoice({ userId, id }));
    expect(invoice.status).toBe("paid");
    expect(history).toHaveLength(1);
  });
});

describe("deleteInvoice", () => {
  it("deletes a draft", async () => {
    const { ports, userId, create } = await setUp();
    const { id } = await create();
    await ports.run(deleteInvoice({ userId, id }));
    expect((await ports.failure(getInvoice({ userId, id }))).key).toBe(
      "invoicedetail.errors.invoicenotfound",
    );
  });

  it("refuses to delete an invoice that has a number", async () => {
    const { ports, userId, create } = await setUp();
    const { id } = await create({ status: "sent" });
    expect((await ports.failure(deleteInvoice({ userId, id }))).key).toBe(
      "invoices.cannotdeleteissued",
    );
  });
});

describe("listInvoices", () => {
  it("answers a page of invoices with their clients", async () => {
    const { ports, userId, create } = await setUp();
    await create();
    const page = await ports.run(
      listInvoices({
        userId,
        query: { q: "", status: "all", sort: "-issueDate", page: 1, pageSize: 20 },
      }),
    );
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 1 });
    expect(page.data[0]?.invoice.total).toBe(17196);
    expect(page.data[0]?.client.name).toBe("Acme");
  });
});
