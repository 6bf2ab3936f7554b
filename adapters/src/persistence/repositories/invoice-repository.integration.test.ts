import {
  type Client,
  ClientNotFound,
  ClientRepository,
  type Instant,
  type Invoice,
  InvoiceCannotBeDeleted,
  type InvoiceChange,
  InvoiceNotFound,
  InvoiceRepository,
  type InvoiceStatus,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { aClient, aHistoryEntry, anInvoice, anInvoiceItem } from "@invoicing/fixtures/builders";
import { Effect, Result } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertUser } from "../../../testing/persistence/insert-user.ts";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../../testing/persistence/open-migrated-test-database.ts";
import {
  type RepositoryRuntime,
  repositoryRuntime,
} from "../../../testing/persistence/repository-runtime.ts";
import { openDatabase } from "../open-database.ts";

const timeout = 60_000;
const invoices = Effect.service(InvoiceRepository);
const later = "2026-04-02T10:00:00.000Z";
const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** The change moving an invoice to `status` at `at`, numbered when `issueNumber`. */
const move =
  (status: InvoiceStatus, issueNumber: boolean, at: Instant = later) =>
  (current: Invoice): Result.Result<InvoiceChange, never> =>
    Result.succeed({
      invoice: { ...current, status, updatedAt: at },
      itemsChanged: false,
      issueNumber,
      history: aHistoryEntry(current.id, {
        at,
        event: "statusChanged",
        from: current.status,
        to: status,
      }),
    });

describeEachBackend("InvoiceRepository", (backend) => {
  let test: MigratedTestDatabase;
  let runtime: RepositoryRuntime;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    runtime = repositoryRuntime(test.database);
  }, timeout);

  afterAll(async () => {
    await runtime?.dispose();
    await test?.close();
  }, timeout);

  /** A new user with one client. */
  const newOwner = async (): Promise<{ userId: string; client: Client }> => {
    const userId = (await insertUser(test.database.orm.em.fork())).id;
    const client = await runtime.run(
      Effect.flatMap(Effect.service(ClientRepository), (repository) =>
        repository.create(userId, aClient({ company: "Acme SA" })),
      ),
    );
    return { userId, client };
  };

  const create = (userId: string, invoice: Invoice, issueNumber = false) =>
    runtime.run(
      Effect.flatMap(invoices, (repository) =>
        repository.create(userId, {
          invoice,
          issueNumber,
          history: aHistoryEntry(invoice.id, { to: invoice.status }),
        }),
      ),
    );
  const get = (userId: string, id: string) =>
    Effect.flatMap(invoices, (repository) => repository.get(userId, id));
  const update = (
    userId: string,
    id: string,
    decide: (current: Invoice) => Result.Result<InvoiceChange, string>,
  ) => Effect.flatMap(invoices, (repository) => repository.update(userId, id, decide));

  it("stores a draft with its lines in order and reads it back whole with its client", async () => {
    const { userId, client } = await newOwner();
    const invoice = anInvoice(userId, client.id, {
      notes: "Merci",
      currency: "JPY",
      sentAt: null,
      items: [
        anInvoiceItem({ description: "Second in time, first in place", taxRate: 5.5 }),
        anInvoiceItem({ description: "Hosting", quantity: 1, unitPrice: 0, taxRate: 0 }),
        anInvoiceItem({ description: "Huge", quantity: 1_000_000_000, unitPrice: 99_999 }),
      ],
      subtotal: 999_999_999_999_999,
      total: 999_999_999_999_999,
    });
    const created = await create(userId, invoice);
    const expected = {
      invoice,
      client: { id: client.id, name: client.name, email: client.email, company: "Acme SA" },
    };
    expect(created).toEqual(expected);
    expect(await runtime.run(get(userId, invoice.id))).toEqual(expected);
  });

  it("numbers an invoice created outside draft, and a user's numbers count from 1", async () => {
    const { userId, client } = await newOwner();
    const first = await create(userId, anInvoice(userId, client.id, { status: "sent" }), true);
    const second = await create(userId, anInvoice(userId, client.id, { status: "paid" }), true);
    expect([first.invoice.invoiceNumber, second.invoice.invoiceNumber]).toEqual([
      "INV-001",
      "INV-002",
    ]);
    expect((await runtime.run(get(userId, second.invoice.id))).invoice.invoiceNumber).toBe(
      "INV-002",
    );
  });

  it("refuses an invoice for another user's client and spends no number on it", async () => {
    const { userId, client } = await newOwner();
    const stranger = await newOwner();
    const invoice = anInvoice(userId, stranger.client.id, { status: "sent" });
    const failure = await runtime.failure(
      Effect.flatMap(invoices, (repository) =>
        repository.create(userId, {
          invoice,
          issueNumber: true,
          history: aHistoryEntry(invoice.id),
        }),
      ),
    );
    expect(failure).toEqual(new ClientNotFound({ id: stranger.client.id }));
    expect(await runtime.failure(get(userId, invoice.id))).toBeInstanceOf(InvoiceNotFound);
    const numbered = await create(userId, anInvoice(userId, client.id, { status: "sent" }), true);
    expect(numbered.invoice.invoiceNumber).toBe("INV-001");
  });

  it("numbers a draft when it first leaves draft, records the move, and keeps its lines", async () => {
    const { userId, client } = await newOwner();
    const draft = (await create(userId, anInvoice(userId, client.id))).invoice;
    const sent = await runtime.run(update(userId, draft.id, move("sent", true)));
    expect(sent.invoice).toEqual({
      ...draft,
      status: "sent",
      invoiceNumber: "INV-001",
      updatedAt: later,
    });
    expect(await runtime.run(get(userId, draft.id))).toEqual(sent);
    // Back to draft and out again: the number stays, and no second one is taken.
    await runtime.run(update(userId, draft.id, move("draft", false, "2026-04-03T10:00:00.000Z")));
    const again = await runtime.run(
      update(userId, draft.id, move("sent", true, "2026-04-04T10:00:00.000Z")),
    );
    expect(again.invoice.invoiceNumber).toBe("INV-001");
    const history = await runtime.run(
      Effect.flatMap(invoices, (repository) => repository.history(userId, draft.id)),
    );
    expect(history.map((entry) => [entry.event, entry.from, entry.to])).toEqual([
      ["created", null, "draft"],
      ["statusChanged", "draft", "sent"],
      ["statusChanged", "sent", "draft"],
      ["statusChanged", "draft", "sent"],
    ]);
  });

  it("puts a change dated before the latest history line after it, as it was made after it", async () => {
    const { userId, client } = await newOwner();
    const draft = (await create(userId, anInvoice(userId, client.id))).invoice;
    // A request takes its time, then waits for the row lock while another change commits.
    await runtime.run(update(userId, draft.id, move("sent", true, "2026-04-05T10:00:00.000Z")));
    await runtime.run(update(userId, draft.id, move("paid", false, "2026-04-05T09:59:59.000Z")));
    const history = await runtime.run(
      Effect.flatMap(invoices, (repository) => repository.history(userId, draft.id)),
    );
    expect(history.map((entry) => [entry.to, entry.at])).toEqual([
      ["draft", draft.createdAt],
      ["sent", "2026-04-05T10:00:00.000Z"],
      ["paid", "2026-04-05T10:00:00.000Z"],
    ]);
  });

  it("replaces the lines, the client and the fields of an edit", async () => {
    const { userId, client } = await newOwner();
    const other = await runtime.run(
      Effect.flatMap(Effect.service(ClientRepository), (repository) =>
        repository.create(userId, aClient({ name: "Other" })),
      ),
    );
    const draft = (await create(userId, anInvoice(userId, client.id))).invoice;
    const edited: Invoice = {
      ...draft,
      clientId: other.id,
      issueDate: "2026-05-01",
      dueDate: "2026-06-01",
      notes: "Edited",
      currency: "BRL",
      items: [anInvoiceItem({ description: "New line", taxRate: 2.1 }), anInvoiceItem()],
      subtotal: 11_994,
      taxAmount: 1325,
      total: 13_319,
      updatedAt: later,
    };
    const stored = await runtime.run(
      update(userId, draft.id, () =>
        Result.succeed({
          invoice: edited,
          itemsChanged: true,
          issueNumber: false,
          history: aHistoryEntry(draft.id, { event: "edited", from: "draft" }),
        }),
      ),
    );
    const expected = {
      invoice: edited,
      client: { id: other.id, name: "Other", email: other.email, company: other.company },
    };
    expect(stored).toEqual(expected);
    expect(await runtime.run(get(userId, draft.id))).toEqual(expected);
  });

  it("writes nothing when the decision fails or names another user's client", async () => {
    const { userId, client } = await newOwner();
    const stranger = await newOwner();
    const draft = (await create(userId, anInvoice(userId, client.id))).invoice;
    expect(await runtime.failure(update(userId, draft.id, () => Result.fail("refused")))).toBe(
      "refused",
    );
    const failure = await runtime.failure(
      update(userId, draft.id, (current) =>
        move("sent", true)({ ...current, clientId: stranger.client.id }),
      ),
    );
    expect(failure).toEqual(new ClientNotFound({ id: stranger.client.id }));
    expect((await runtime.run(get(userId, draft.id))).invoice).toEqual(draft);
    const issued = await runtime.run(update(userId, draft.id, move("sent", true)));
    expect(issued.invoice.invoiceNumber).toBe("INV-001");
  });

  it("shows another user's invoice as not found and lets them change nothing", async () => {
    const { userId, client } = await newOwner();
    const stranger = (await newOwner()).userId;
    const draft = (await create(userId, anInvoice(userId, client.id))).invoice;
    const notFound = new InvoiceNotFound({ id: draft.id });
    let decided = false;
    const failures = await Promise.all([
      runtime.failure(get(stranger, draft.id)),
      runtime.failure(
        update(stranger, draft.id, (current) => {
          decided = true;
          return move("sent", true)(current);
        }),
      ),
      runtime.failure(
        Effect.flatMap(invoices, (repository) => repository.delete(stranger, draft.id)),
      ),
      runtime.failure(
        Effect.flatMap(invoices, (repository) => repository.history(stranger, draft.id)),
      ),
    ]);
    expect(failures).toEqual(Array(4).fill(notFound));
    expect(decided).toBe(false);
    const listed = await runtime.run(
      Effect.flatMap(invoices, (repository) =>
        repository.list(stranger, {
          q: "",
          status: "all",
          sort: "-issueDate",
          page: 1,
          pageSize: 20,
        }),
      ),
    );
    expect(listed.total).toBe(0);
    expect((await runtime.run(get(userId, draft.id))).invoice).toEqual(draft);
  });

  it("answers not found for an id that is no UUID", async () => {
    const { userId } = await newOwner();
    const failures = await Promise.all([
      runtime.failure(get(userId, "42")),
      runtime.failure(update(userId, "42", move("sent", true))),
      runtime.failure(Effect.flatMap(invoices, (repository) => repository.delete(userId, "42"))),
      runtime.failure(Effect.flatMap(invoices, (repository) => repository.history(userId, "42"))),
    ]);
    expect(failures).toEqual(Array(4).fill(new InvoiceNotFound({ id: "42" })));
  });

  it("deletes a draft with its lines and history, and refuses to delete a numbered invoice", async () => {
    const { userId, client } = await newOwner();
    const draft = (await create(userId, anInvoice(userId, client.id))).invoice;
    const issued = (await create(userId, anInvoice(userId, client.id, { status: "sent" }), true))
      .invoice;
    await runtime.run(
      Effect.flatMap(invoices, (repository) => repository.delete(userId, draft.id)),
    );
    expect(await runtime.failure(get(userId, draft.id))).toBeInstanceOf(InvoiceNotFound);
    expect(
      await runtime.failure(
        Effect.flatMap(invoices, (repository) => repository.delete(userId, issued.id)),
      ),
    ).toEqual(new InvoiceCannotBeDeleted({ id: issued.id, invoiceNumber: "INV-001" }));
    const remaining = await test.database.orm.em
      .fork()
      .execute<{ items: number | string; history: number | string }[]>(
        `select (select count(*) from invoice_items where invoice_id = ?) as items,
           (select count(*) from invoice_history where invoice_id = ?) as history`,
        [draft.id, draft.id],
      );
    expect(remaining.map((row) => [Number(row.items), Number(row.history)])).toEqual([[0, 0]]);
  });

  it("exports the headers of what the filters select, in the list's order, up to a limit", async () => {
    const { userId, client } = await newOwner();
    const dates = ["2026-01-03", "2026-01-01", "2026-01-02"];
    for (const issueDate of dates) {
      await create(userId, anInvoice(userId, client.id, { issueDate }));
    }
    await create(userId, anInvoice(userId, client.id, { status: "paid" }), true);
    const rows = await runtime.run(
      Effect.flatMap(invoices, (repository) =>
        repository.exportRows(userId, { q: "", status: "draft", sort: "issueDate" }, 2),
      ),
    );
    expect(rows.map((row) => row.invoice.issueDate)).toEqual(["2026-01-01", "2026-01-02"]);
    expect(rows[0]?.client.name).toBe(client.name);
    expect(rows[0]?.invoice).not.toHaveProperty("items");
  });

  it("gives 200 concurrent first issuings of a user's drafts 200 numbers without gap", {
    timeout,
  }, async () => {
    const { userId, client } = await newOwner();
    const drafts = await Promise.all(
      oneTo(200).map(async () => (await create(userId, anInvoice(userId, client.id))).invoice),
    );
    const issued = await Promise.all(
      drafts.map((draft) => runtime.run(update(userId, draft.id, move("sent", true)))),
    );
    const numbers = issued.map((result) => Number(result.invoice.invoiceNumber?.slice(4)));
    expect(numbers.sort((a, b) => a - b)).toEqual(oneTo(200));
  });

  if (backend !== "pglite") {
    it("gives 200 issuings racing on two server processes 200 numbers without gap", {
      timeout,
    }, async () => {
      const other = await openDatabase(test.options);
      const otherRuntime = repositoryRuntime(other);
      try {
        const { userId, client } = await newOwner();
        const drafts = await Promise.all(
          oneTo(200).map(async () => (await create(userId, anInvoice(userId, client.id))).invoice),
        );
        const issued = await Promise.all(
          drafts.map((draft, index) =>
            (index % 2 === 0 ? runtime : otherRuntime).run(
              update(userId, draft.id, move("sent", true)),
            ),
          ),
        );
        const numbers = issued.map((result) => Number(result.invoice.invoiceNumber?.slice(4)));
        expect(numbers.sort((a, b) => a - b)).toEqual(oneTo(200));
      } finally {
        await otherRuntime.dispose();
        await other.close();
      }
    });
  }

  it("keeps instants to the millisecond", async () => {
    const { userId, client } = await newOwner();
    const at: Instant = "2026-03-31T23:59:59.999Z";
    const invoice = anInvoice(userId, client.id, {
      status: "paid",
      sentAt: at,
      paidAt: at,
      cancelledAt: null,
      createdAt: at,
      updatedAt: at,
    });
    await create(userId, invoice, true);
    const read = (await runtime.run(get(userId, invoice.id))).invoice;
    expect([read.sentAt, read.paidAt, read.createdAt, read.updatedAt]).toEqual([at, at, at, at]);
  });
});
