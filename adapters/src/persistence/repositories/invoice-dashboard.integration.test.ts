import {
  addDays,
  ClientRepository,
  compareOverdue,
  type DashboardDayFigures,
  dashboardStatus,
  dayBoundsIn,
  type Invoice,
  InvoiceRepository,
  type InvoiceWithClient,
  invoiceStatuses,
  isDueToday,
  isOverdueOn,
  RECENT_INVOICES_LIMIT,
  receivedStatuses,
  TOP_OVERDUE_LIMIT,
  unpaidStatuses,
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
const today = "2026-03-31";
const day = { today, ...dayBoundsIn("America/Sao_Paulo", today) };
const HOUR = 3_600_000;
const LATER = "2027-01-01T00:00:00.000Z";

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The dashboard's figures computed by brute force over every stored invoice. */
const bruteForce = (stored: ReadonlyArray<InvoiceWithClient>): DashboardDayFigures => {
  const invoices = stored.map(({ invoice }) => invoice);
  const currencies = [...new Set(invoices.map((invoice) => invoice.currency))].sort(compare);
  const sum = (selected: ReadonlyArray<Invoice>) =>
    selected.reduce((total, invoice) => total + invoice.total, 0);
  const inToday = (instant: string | null) =>
    instant !== null && instant >= day.start && instant < day.end;
  const overdue = stored.filter(({ invoice }) =>
    isOverdueOn(invoice.status, invoice.dueDate, today),
  );
  const counted = invoices.map((invoice) =>
    dashboardStatus(invoice.status, invoice.dueDate, today),
  );
  return {
    revenue: currencies
      .map((currency) => {
        const own = invoices.filter((invoice) => invoice.currency === currency);
        return {
          currency,
          paid: sum(own.filter((invoice) => invoice.status === "paid" && inToday(invoice.paidAt))),
          due: sum(own.filter((invoice) => isDueToday(invoice.status, invoice.dueDate, today))),
        };
      })
      .filter((row) => row.paid !== 0 || row.due !== 0),
    overdue: currencies
      .map((currency) => {
        const own = overdue.filter(({ invoice }) => invoice.currency === currency);
        return { currency, count: own.length, amount: sum(own.map(({ invoice }) => invoice)) };
      })
      .filter((row) => row.count > 0),
    overdueInvoices: overdue
      .map(({ invoice, client }) => ({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber ?? "",
        clientName: client.name,
        total: invoice.total,
        currency: invoice.currency,
        dueDate: invoice.dueDate,
      }))
      .sort(compareOverdue)
      .slice(0, TOP_OVERDUE_LIMIT),
    recentInvoices: stored
      .toSorted(
        (a, b) =>
          compare(b.invoice.createdAt, a.invoice.createdAt) || compare(b.invoice.id, a.invoice.id),
      )
      .slice(0, RECENT_INVOICES_LIMIT)
      .map(({ invoice, client }) => ({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        clientName: client.name,
        total: invoice.total,
        currency: invoice.currency,
        status: invoice.status,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
      })),
    totals: {
      statusCounts: {
        draft: counted.filter((status) => status === "draft").length,
        sent: counted.filter((status) => status === "sent").length,
        paid: counted.filter((status) => status === "paid").length,
        overdue: counted.filter((status) => status === "overdue").length,
        cancelled: counted.filter((status) => status === "cancelled").length,
      },
      issuedToday: invoices.filter((invoice) => invoice.issueDate === today).length,
      revenue: currencies
        .map((currency) => {
          const own = invoices.filter((invoice) => invoice.currency === currency);
          return {
            currency,
            paid: sum(own.filter((invoice) => receivedStatuses.includes(invoice.status))),
            outstanding: sum(own.filter((invoice) => unpaidStatuses.includes(invoice.status))),
          };
        })
        .filter((row) => row.paid !== 0 || row.outstanding !== 0),
    },
  };
};

// Instants around the day's bounds, the bounds themselves included, to test [start, end).
const instantNearToday = fc.oneof(
  fc.constantFrom(day.start, day.end),
  fc
    .integer({ min: -30 * HOUR, max: 30 * HOUR })
    .map((offset) => new Date(Date.parse(day.start) + offset).toISOString()),
);

const invoiceFields = fc.record({
  status: fc.constantFrom(...invoiceStatuses),
  currency: fc.constantFrom("EUR", "USD", "JPY"),
  total: fc.nat(1_000_000),
  issueInDays: fc.integer({ min: -1, max: 1 }),
  dueInDays: fc.integer({ min: -3, max: 3 }),
  paidAt: fc.option(instantNearToday),
  createdAt: instantNearToday,
  client: fc.nat(1),
});

describeEachBackend("InvoiceRepository.dashboardFigures", (backend) => {
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
    "computes per currency what a brute-force pass over the invoices finds",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(invoiceFields, { maxLength: 30 }), async (fields) => {
          const userId = (await insertUser(test.database.orm.em.fork())).id;
          const { stored, figures } = await runtime.run(
            Effect.gen(function* () {
              const clientRepository = yield* ClientRepository;
              const invoiceRepository = yield* InvoiceRepository;
              const clients = yield* Effect.forEach(["Zeta", "Alfa"], (clientName) =>
                clientRepository.create(userId, aClient({ name: clientName })),
              );
              // Numbers follow issue dates (docs/PRODUCT-RULES.md#numbering): issued in date order,
              // at a time after every date drawn, so that chronology lets each one through.
              const byDate = fields.toSorted((a, b) => a.issueInDays - b.issueInDays);
              const stored = yield* Effect.forEach(byDate, (field) => {
                const invoice = anInvoice(userId, clients[field.client]?.id ?? "", {
                  status: field.status,
                  currency: field.currency,
                  total: field.total,
                  issueDate: addDays(today, field.issueInDays),
                  dueDate: addDays(today, field.dueInDays),
                  paidAt: field.paidAt,
                  createdAt: field.createdAt,
                  updatedAt: LATER,
                });
                return invoiceRepository.create(userId, {
                  invoice,
                  issueNumber: field.status !== "draft",
                  history: aHistoryEntry(invoice.id),
                });
              });
              const figures = yield* invoiceRepository.dashboardFigures(userId, day);
              return { stored, figures };
            }),
          );
          expect(figures).toEqual(bruteForce(stored));
        }),
        { numRuns: 20 },
      );
    },
    timeout,
  );
});
