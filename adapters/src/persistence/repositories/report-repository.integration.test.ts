import {
  addDays,
  buildReportsData,
  ClientRepository,
  type Invoice,
  InvoiceRepository,
  type InvoiceWithClient,
  invoicedStatuses,
  invoiceStatuses,
  isOverdueOn,
  monthOfDate,
  type ReportFigures,
  type ReportPeriod,
  ReportRepository,
  receivedStatuses,
  reportPeriod,
  todayIn,
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
const HOUR = 3_600_000;
// Auckland's months begin at 11:00 or 12:00 UTC the day before: far from UTC's, and DST moves them.
const timeZone = "Pacific/Auckland";
const today = "2026-04-01";
const period = reportPeriod(timeZone, today, 3);
/** When the fixtures are issued: the day after the latest issue date they may carry. */
const issuedAt = "2026-04-05T00:00:00.000Z";

const sum = (invoices: ReadonlyArray<Invoice>) =>
  invoices.reduce((total, invoice) => total + invoice.total, 0);

/** The reports' figures computed by brute force over every stored invoice, months by `todayIn`. */
const bruteForce = (
  stored: ReadonlyArray<InvoiceWithClient>,
  { months, today: reportDay }: ReportPeriod,
): ReportFigures => {
  const invoices = stored.map(({ invoice }) => invoice);
  const currencies = [...new Set(invoices.map((invoice) => invoice.currency))];
  const paidIn = (invoice: Invoice, month: string) =>
    receivedStatuses.includes(invoice.status) &&
    invoice.paidAt !== null &&
    monthOfDate(todayIn(timeZone, new Date(invoice.paidAt))) === month;
  const issuedIn = (invoice: Invoice, month: string) =>
    invoicedStatuses.includes(invoice.status) && monthOfDate(invoice.issueDate) === month;
  const clients = [...new Map(stored.map(({ client }) => [client.id, client])).values()];
  return {
    revenueByMonth: months.flatMap(({ month }) =>
      currencies.flatMap((currency) => {
        const own = invoices.filter((invoice) => invoice.currency === currency);
        const issued = own.filter((invoice) => issuedIn(invoice, month));
        const paid = own.filter((invoice) => paidIn(invoice, month));
        if (issued.length === 0 && paid.length === 0) return [];
        return [
          { month, currency, invoiced: sum(issued), paid: sum(paid), invoiceCount: issued.length },
        ];
      }),
    ),
    outstandingByClient: clients.flatMap((client) =>
      currencies.flatMap((currency) => {
        const owed = stored
          .filter(({ invoice }) => invoice.clientId === client.id && invoice.currency === currency)
          .map(({ invoice }) => invoice)
          .filter((invoice) => unpaidStatuses.includes(invoice.status));
        if (owed.length === 0) return [];
        return [
          {
            clientId: client.id,
            clientName: client.name,
            currency,
            outstanding: sum(owed),
            overdue: sum(owed.filter((i) => isOverdueOn(i.status, i.dueDate, reportDay))),
            invoiceCount: owed.length,
            oldestDueDate: owed.map((invoice) => invoice.dueDate).sort()[0] ?? "",
          },
        ];
      }),
    ),
  };
};

// The month boundaries of the period and those just outside it, each exactly or some hours off,
// to test every month's [start, end).
const boundaries = [
  ...period.months.map(({ start }) => start),
  period.end,
  reportPeriod(timeZone, addDays(period.firstDay, -1), 1).start,
];
const instantNearBoundary = fc
  .tuple(fc.constantFrom(...boundaries), fc.constantFrom(0, 0, -1, 1, -13, 13, -30, 30))
  .map(([boundary, hours]) => new Date(Date.parse(boundary) + hours * HOUR).toISOString());

const invoiceFields = fc.record({
  status: fc.constantFrom(...invoiceStatuses),
  currency: fc.constantFrom("EUR", "USD", "JPY"),
  total: fc.nat(1_000_000),
  // From before the period's first day to after today.
  issueInDays: fc.integer({ min: -95, max: 3 }),
  dueInDays: fc.integer({ min: -3, max: 3 }),
  paidAt: fc.option(instantNearBoundary),
  client: fc.nat(2),
});

describeEachBackend("ReportRepository.reportFigures", (backend) => {
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
    "sums per month and currency, and per client and currency, what a brute-force pass finds",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(invoiceFields, { maxLength: 30 }), async (fields) => {
          // Each run's user is new; the earlier runs' invoices, another user's, must not count.
          const userId = (await insertUser(test.database.orm.em.fork())).id;
          const { stored, figures } = await runtime.run(
            Effect.gen(function* () {
              const clientRepository = yield* ClientRepository;
              const invoiceRepository = yield* InvoiceRepository;
              const clients = yield* Effect.forEach(["Zeta", "Alfa", "Alfa"], (clientName) =>
                clientRepository.create(userId, aClient({ name: clientName })),
              );
              // Numbers follow dates (chronology): the invoices are issued oldest first, on a day
              // after the latest of their dates.
              const byIssueDate = [...fields].sort((a, b) => a.issueInDays - b.issueInDays);
              const stored = yield* Effect.forEach(byIssueDate, (field) => {
                const invoice = anInvoice(userId, clients[field.client]?.id ?? "", {
                  status: field.status,
                  currency: field.currency,
                  total: field.total,
                  issueDate: addDays(today, field.issueInDays),
                  dueDate: addDays(today, field.dueInDays),
                  paidAt: field.paidAt,
                  createdAt: issuedAt,
                  updatedAt: issuedAt,
                });
                return invoiceRepository.create(userId, {
                  invoice,
                  issueNumber: field.status !== "draft",
                  history: aHistoryEntry(invoice.id),
                });
              });
              const figures = yield* (yield* ReportRepository).reportFigures(userId, period);
              return { stored, figures };
            }),
          );
          expect(buildReportsData(period, figures)).toEqual(
            buildReportsData(period, bruteForce(stored, period)),
          );
        }),
        { numRuns: 15 },
      );
    },
    timeout,
  );

  it(
    "answers empty reports to a user without invoices",
    async () => {
      const userId = (await insertUser(test.database.orm.em.fork())).id;
      const figures = await runtime.run(
        Effect.flatMap(ReportRepository, (reports) => reports.reportFigures(userId, period)),
      );
      expect(figures).toEqual({ revenueByMonth: [], outstandingByClient: [] });
    },
    timeout,
  );
});
