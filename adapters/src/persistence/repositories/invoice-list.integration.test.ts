import {
  type Client,
  ClientRepository,
  type InvoiceListQuery,
  InvoiceRepository,
  type InvoiceWithClient,
  invoiceSortKeys,
  invoiceStatuses,
  pageOffset,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { aClient, aHistoryEntry, anInvoice } from "@invoicing/fixtures/builders";
import { Effect } from "effect";
import fc from "fast-check";
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

const timeout = 120_000;
const byName = new Intl.Collator("und").compare;
const DAY = 86_400_000;
const EPOCH_2026 = Date.UTC(2026, 0, 1);

type Descending<Key> = Key extends `-${infer Field}` ? Field : never;
type SortField = Descending<InvoiceListQuery["sort"]>;

const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each sort key's ascending order; drafts without a number come after every number. */
const ascending: Record<SortField, (a: InvoiceWithClient, b: InvoiceWithClient) => number> = {
  issueDate: (a, b) => compare(a.invoice.issueDate, b.invoice.issueDate),
  dueDate: (a, b) => compare(a.invoice.dueDate, b.invoice.dueDate),
  invoiceNumber: (a, b) => {
    const [x, y] = [a.invoice.invoiceNumber, b.invoice.invoiceNumber];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return compare(Number(x.slice(4)), Number(y.slice(4)));
  },
  client: (a, b) => byName(a.client.name, b.client.name),
  total: (a, b) => compare(a.invoice.total, b.invoice.total),
  status: (a, b) =>
    compare(invoiceStatuses.indexOf(a.invoice.status), invoiceStatuses.indexOf(b.invoice.status)),
  createdAt: (a, b) => compare(a.invoice.createdAt, b.invoice.createdAt),
};

/** The list as the database must answer it, computed in memory. */
const reference = (stored: ReadonlyArray<InvoiceWithClient>, query: InvoiceListQuery) => {
  const needle = query.q.toLocaleLowerCase();
  const descending = query.sort.startsWith("-");
  const field = query.sort.replace(/^-/u, "") as SortField;
  const order = (a: InvoiceWithClient, b: InvoiceWithClient) =>
    (ascending[field](a, b) || compare(a.invoice.id, b.invoice.id)) * (descending ? -1 : 1);
  const selected = stored
    .filter((row) => query.status === "all" || row.invoice.status === query.status)
    .filter((row) =>
      [row.invoice.invoiceNumber ?? "", row.client.name].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      ),
    )
    .sort(order);
  const offset = pageOffset(query.page, query.pageSize);
  // A list row is the header: the items stay with the detail. These invoices have neither credit
  // notes, nor payments, nor lifecycle statuses.
  const headers = selected.map(({ invoice: { items: _items, ...header }, client }) => ({
    invoice: header,
    client,
    settlement: { credited: 0, paid: 0 },
    lifecycle: null,
  }));
  return { data: headers.slice(offset, offset + query.pageSize), total: selected.length };
};

const name = fc.string({
  unit: fc.constantFrom("a", "B", "é", "Ç", " ", "%", "_", "1", "0"),
  minLength: 1,
  maxLength: 5,
});

const invoiceFields = fc.record({
  client: fc.nat(2),
  status: fc.constantFrom(...invoiceStatuses),
  numberedDraft: fc.boolean(),
  issueDay: fc.nat(20),
  dueDay: fc.nat(20),
  total: fc.nat(1_000_000),
  createdMillis: fc.nat(40 * DAY),
});

const query = fc.record({
  q: fc.oneof(fc.constantFrom("", "inv", "INV-00", "v-01", "1", "0"), name),
  status: fc.constantFrom("all" as const, ...invoiceStatuses),
  sort: fc.constantFrom(...invoiceSortKeys),
  page: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.integer({ min: 1, max: 10 }),
});

const isoDay = (day: number) => new Date(EPOCH_2026 + day * DAY).toISOString().slice(0, 10);

describeEachBackend("InvoiceRepository.list", (backend) => {
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

  it(
    "searches, filters, sorts and pages as the in-memory reference does",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(name, { minLength: 3, maxLength: 3 }),
          fc.array(invoiceFields, { maxLength: 30 }),
          fc.array(query, { minLength: 1, maxLength: 4 }),
          async (clientNames, fields, queries) => {
            const userId = (await insertUser(test.database.orm.em.fork())).id;
            const stored = await runtime.run(
              Effect.gen(function* () {
                const clientRepository = yield* ClientRepository;
                const invoiceRepository = yield* InvoiceRepository;
                const clients = yield* Effect.forEach(clientNames, (clientName) =>
                  clientRepository.create(userId, aClient({ name: clientName })),
                );
                // Numbers follow dates (chronology), so the invoices are issued oldest first.
                const byIssueDay = [...fields].sort((a, b) => a.issueDay - b.issueDay);
                return yield* Effect.forEach(byIssueDay, (field) => {
                  const invoice = anInvoice(userId, clients[field.client]?.id ?? "", {
                    status: field.status,
                    issueDate: isoDay(field.issueDay),
                    dueDate: isoDay(field.dueDay),
                    total: field.total,
                    createdAt: new Date(EPOCH_2026 + field.createdMillis).toISOString(),
                  });
                  return invoiceRepository.create(userId, {
                    invoice,
                    issueNumber: field.status !== "draft" || field.numberedDraft,
                    history: aHistoryEntry(invoice.id),
                  });
                });
              }),
            );
            for (const listQuery of queries) {
              const listed = await runtime.run(
                Effect.flatMap(InvoiceRepository, (repository) =>
                  repository.list(userId, listQuery),
                ),
              );
              expect(listed).toEqual({
                ...reference(stored, listQuery),
                page: listQuery.page,
                pageSize: listQuery.pageSize,
              });
            }
          },
        ),
        { numRuns: 15 },
      );
    },
    timeout,
  );

  it(
    "reads pages nearer the end backwards from the end, in the list's order, ties included",
    async () => {
      const userId = (await insertUser(test.database.orm.em.fork())).id;
      const stored = await runtime.run(
        Effect.gen(function* () {
          const clientRepository = yield* ClientRepository;
          const invoiceRepository = yield* InvoiceRepository;
          const clients = yield* Effect.forEach(["Zoé", "adam", "Émile"], (clientName) =>
            clientRepository.create(userId, aClient({ name: clientName })),
          );
          return yield* Effect.forEach(
            // Issued oldest first, as chronology requires.
            Array.from({ length: 23 }, (_, index) => index).sort((a, b) => (a % 4) - (b % 4)),
            (index) => {
              const status = invoiceStatuses[index % invoiceStatuses.length] ?? "draft";
              const invoice = anInvoice(userId, clients[index % 3]?.id ?? "", {
                status,
                issueDate: isoDay(index % 4),
                dueDate: isoDay(index % 5),
                total: (index % 6) * 100,
                createdAt: new Date(EPOCH_2026 + (index % 7) * DAY).toISOString(),
              });
              return invoiceRepository.create(userId, {
                invoice,
                issueNumber: status !== "draft",
                history: aHistoryEntry(invoice.id),
              });
            },
          );
        }),
      );
      for (const sort of invoiceSortKeys) {
        for (const page of [1, 2, 3, 4, 5, 6, 7]) {
          const listQuery: InvoiceListQuery = { q: "", status: "all", sort, page, pageSize: 4 };
          const listed = await runtime.run(
            Effect.flatMap(InvoiceRepository, (repository) => repository.list(userId, listQuery)),
          );
          expect(listed, `${sort}, page ${page}`).toEqual({
            ...reference(stored, listQuery),
            page,
            pageSize: 4,
          });
        }
      }
    },
    timeout,
  );

  it("finds a number past INV-999 by the text it is written with", async () => {
    const userId = (await insertUser(test.database.orm.em.fork())).id;
    await test.database.orm.em
      .fork()
      .execute(`insert into invoice_number_counters (user_id, last_number) values (?, 998)`, [
        userId,
      ]);
    await runtime.run(
      Effect.gen(function* () {
        const client = yield* (yield* ClientRepository).create(userId, aClient());
        const repository = yield* InvoiceRepository;
        for (const _ of [1, 2, 3]) {
          const invoice = anInvoice(userId, client.id, { status: "sent" });
          yield* repository.create(userId, {
            invoice,
            issueNumber: true,
            history: aHistoryEntry(invoice.id),
          });
        }
      }),
    );
    const numbersFound = async (q: string) => {
      const listed = await runtime.run(
        Effect.flatMap(InvoiceRepository, (repository) =>
          repository.list(userId, {
            q,
            status: "all",
            sort: "invoiceNumber",
            page: 1,
            pageSize: 10,
          }),
        ),
      );
      return listed.data.map(({ invoice }) => invoice.invoiceNumber);
    };
    expect(await numbersFound("inv-1")).toEqual(["INV-1000", "INV-1001"]);
    expect(await numbersFound("99")).toEqual(["INV-999"]);
    expect(await numbersFound("INV-0")).toEqual([]);
  });

  it("searches, sorts and shows one buyer name: frozen once numbered, the current one for a draft", async () => {
    const userId = (await insertUser(test.database.orm.em.fork())).id;
    const rename = (client: Client, name: string) =>
      runtime.run(
        Effect.flatMap(ClientRepository, (clients) => clients.update(userId, { ...client, name })),
      );
    const { renamed, other } = await runtime.run(
      Effect.gen(function* () {
        const clients = yield* ClientRepository;
        const renamed = yield* clients.create(userId, aClient({ name: "Alpha" }));
        const other = yield* clients.create(userId, aClient({ name: "Mid" }));
        const repository = yield* InvoiceRepository;
        for (const [client, status] of [
          [renamed, "sent"],
          [other, "sent"],
          [renamed, "draft"],
        ] as const) {
          const invoice = anInvoice(userId, client.id, { status });
          yield* repository.create(userId, {
            invoice,
            issueNumber: status !== "draft",
            history: aHistoryEntry(invoice.id),
          });
        }
        return { renamed, other };
      }),
    );
    await rename(renamed, "Zulu");
    const listed = async (q: string, sort: InvoiceListQuery["sort"] = "client") => {
      const page = await runtime.run(
        Effect.flatMap(InvoiceRepository, (repository) =>
          repository.list(userId, { q, status: "all", sort, page: 1, pageSize: 10 }),
        ),
      );
      return page.data.map(({ invoice, client }) => [invoice.invoiceNumber, client.name]);
    };
    expect(await listed("")).toEqual([
      ["INV-001", "Alpha"],
      ["INV-002", "Mid"],
      [null, "Zulu"],
    ]);
    expect(await listed("", "-client")).toEqual(
      [
        ["INV-001", "Alpha"],
        ["INV-002", "Mid"],
        [null, "Zulu"],
      ].toReversed(),
    );
    expect(await listed("alph")).toEqual([["INV-001", "Alpha"]]);
    expect(await listed("ZUL")).toEqual([[null, "Zulu"]]);
    await rename({ ...renamed, name: "Zulu" }, "Omega");
    expect(await listed("zulu")).toEqual([]);
    expect(await listed("a")).toEqual([
      ["INV-001", "Alpha"],
      [null, "Omega"],
    ]);
    expect(await listed("mid")).toEqual([["INV-002", other.name]]);
  });
});
