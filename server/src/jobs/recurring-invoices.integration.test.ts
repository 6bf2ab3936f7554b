import {
  addDays,
  Clock,
  createRecurringInvoice,
  issueRecurringInvoices,
  type RecurringInvoiceRequest,
  saveRecurringSettings,
  type UserId,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect, Layer } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody } from "../../testing/sample-bodies.ts";
import { startTestServer, type TestServer } from "../../testing/start-test-server.ts";

const timeout = 300_000;

const lines = [
  { description: "Monthly support", quantity: 1, unitPrice: 250, taxRate: 20 },
  { description: "Hosting", quantity: 2, unitPrice: 19.5, taxRate: 20 },
];

describeEachBackend("recurring invoices issued by the job", (backend) => {
  let server: TestServer;
  // The clock every use case reads; each test moves it day by day.
  let now = "2026-01-01T12:00:00.000Z";

  beforeAll(async () => {
    server = await startTestServer(backend, {
      clock: Layer.succeed(Clock, { now: Effect.sync(() => now) }),
    });
  }, timeout);

  afterAll(async () => {
    await server?.close();
  });

  const seller = async () => {
    const account = await server.signUp({ timeZone: "UTC", language: "en" });
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody(),
    });
    return { userId: account.user.id as UserId, clientId: (client.body as { id: string }).id };
  };

  const schedule = (
    owner: { userId: UserId; clientId: string },
    fields: Omit<RecurringInvoiceRequest, "clientId" | "items">,
  ) =>
    server.runtime.runPromise(
      createRecurringInvoice({
        userId: owner.userId,
        request: { clientId: owner.clientId, items: lines, ...fields },
      }),
    );

  /** Runs the job once on each day from `from` to `to`, both included, at noon UTC. */
  const runDaily = async (from: string, to: string) => {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      now = `${day}T12:00:00.000Z`;
      await server.runtime.runPromise(issueRecurringInvoices);
    }
  };

  const issuedOf = async (userId: string) =>
    server.sql(
      `select i.number, to_char(i.issue_date, 'YYYY-MM-DD') as "issueDate", i.status,
         to_char(i.service_start, 'YYYY-MM-DD') as "serviceStart", o.recurring_invoice_id as "scheduleId",
         (select count(*) from archived_documents a
          where a.document_id = i.id and a.format = 'pdf') as archived,
         (select count(*) from invoice_history h
          where h.invoice_id = i.id and h.event = 'emailed') as emailed
       from invoices i join recurring_occurrences o on o.invoice_id = i.id
       where i.user_id = ? order by i.number`,
      [userId],
    );

  it(
    "issues exactly the year's invoices of a monthly and a quarterly schedule: numbered, archived, e-mailed once",
    async () => {
      const owner = await seller();
      const monthly = await schedule(owner, {
        frequency: "monthly",
        day: 31,
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        emailMethod: "smtp",
      });
      const quarterly = await schedule(owner, {
        frequency: "quarterly",
        day: 15,
        startDate: "2026-02-01",
        count: 3,
        paymentTermsDays: 14,
      });
      await runDaily("2026-01-01", "2026-12-31");
      // A second run on the last day issues nothing more.
      await server.runtime.runPromise(issueRecurringInvoices);

      const issued = await issuedOf(owner.userId);
      const ofSchedule = (id: string) =>
        issued.filter((row) => row.scheduleId === id).map((row) => row.issueDate);
      expect(ofSchedule(monthly.schedule.id)).toEqual([
        "2026-01-31",
        "2026-02-28",
        "2026-03-31",
        "2026-04-30",
        "2026-05-31",
        "2026-06-30",
        "2026-07-31",
        "2026-08-31",
        "2026-09-30",
        "2026-10-31",
        "2026-11-30",
        "2026-12-31",
      ]);
      expect(ofSchedule(quarterly.schedule.id)).toEqual(["2026-02-15", "2026-05-15", "2026-08-15"]);
      // Numbered in order, without gap or duplicate.
      expect(issued.map((row) => row.number)).toEqual(issued.map((_, index) => index + 1));
      expect(issued.every((row) => Number(row.archived) === 1)).toBe(true);
      expect(issued.every((row) => row.status === "sent")).toBe(true);
      expect(issued.map((row) => Number(row.emailed))).toEqual(
        issued.map((row) => (row.scheduleId === monthly.schedule.id ? 1 : 0)),
      );
      expect(issued.every((row) => row.serviceStart === row.issueDate)).toBe(true);

      const [state] = await server.sql(
        `select issued_count as "issuedCount", next_date as "nextDate", last_result as "lastResult"
         from recurring_invoices where id = ?`,
        [quarterly.schedule.id],
      );
      expect([Number(state?.issuedCount), state?.nextDate, state?.lastResult]).toEqual([
        3,
        null,
        "issued",
      ]);
    },
    timeout,
  );

  for (const [catchUp, expected] of [
    ["everyPeriod", ["2026-03-02", "2026-03-18", "2026-03-18", "2026-03-23", "2026-03-30"]],
    ["latestOnly", ["2026-03-02", "2026-03-18", "2026-03-23", "2026-03-30"]],
  ] as const) {
    it(
      `catches up after a 10-day outage with ${catchUp === "everyPeriod" ? "one invoice per missed period" : "the latest period only"}, never twice`,
      async () => {
        const owner = await seller();
        await server.runtime.runPromise(
          saveRecurringSettings({ userId: owner.userId, settings: { catchUp } }),
        );
        // Weekly on Mondays: 2, 9, 16, 23 and 30 March.
        await schedule(owner, { frequency: "weekly", day: 1, startDate: "2026-03-02" });
        await runDaily("2026-03-02", "2026-03-07");
        // Down from the 8th to the 17th: the 9th and the 16th are missed.
        await runDaily("2026-03-18", "2026-03-31");
        const issued = await issuedOf(owner.userId);
        expect(issued.map((row) => row.issueDate)).toEqual(expected);
        expect(issued.map((row) => row.serviceStart)).toEqual(
          catchUp === "everyPeriod"
            ? ["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30"]
            : ["2026-03-02", "2026-03-16", "2026-03-23", "2026-03-30"],
        );
        expect(issued.map((row) => row.number)).toEqual(issued.map((_, index) => index + 1));
      },
      timeout,
    );
  }
});
