import { fileURLToPath } from "node:url";
import { Clock, issueRecurringInvoices } from "@invoicing/core";
import {
  describeTimings,
  type NamedTimings,
  summariseDurations,
} from "@invoicing/fixtures/timings";
import { startTestServer } from "@invoicing/server/testing";
import { Effect, Layer } from "effect";

// Times one run of the recurring-invoice job with 10,000 recurring invoices due today, each
// issuing one invoice (numbered, archived as PDF) through the real app on PGlite, or on the
// PostgreSQL of TEST_DATABASE_URL. Run directly, it prints it:
// `node bench/jobs/bench-recurring-invoices.ts [count]`.
const DUE = 10_000;
const NOW = "2026-12-01T09:00:00.000Z";

/** How long one run of the job takes to issue `due` recurring invoices due today. */
export const measureRecurringJob = async (due = DUE): Promise<NamedTimings> => {
  const server = await startTestServer(process.env.TEST_DATABASE_URL ? "postgresql" : "pglite", {
    clock: Layer.succeed(Clock, { now: Effect.succeed(NOW) }),
  });
  try {
    const account = await server.signUp({ timeZone: "UTC" });
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: { name: "Bench client", email: "bench@example.com" },
    });
    const clientId = (client.body as { id: string }).id;
    const template = {
      clientId,
      currency: "EUR",
      pricesIncludeTax: false,
      discount: null,
      notes: "",
      operationCategory: null,
      items: [{ description: "Retainer", quantity: 1, unitPrice: 500, taxRate: 20 }],
    };
    // Seeded in one statement: the job, not the seeding, is what is timed.
    await server.sql(
      `insert into recurring_invoices (id, user_id, client_id, template, frequency, day,
         start_date, payment_terms_days, send_einvoice, status, next_index, next_date,
         issued_count, failed_attempts, created_at, updated_at)
       select gen_random_uuid(), ?, ?, ?::jsonb, 'monthly', 1, '2026-12-01', 30, false, 'active',
         0, '2026-12-01', 0, 0, ?, ?
       from generate_series(1, ?)`,
      [account.user.id, clientId, JSON.stringify(template), NOW, NOW, due],
    );
    const started = performance.now();
    const outcome = await server.runtime.runPromise(issueRecurringInvoices);
    const elapsed = performance.now() - started;
    if (outcome.issued !== due || outcome.failed !== 0) {
      throw new Error(`issued ${outcome.issued} of ${due}, ${outcome.failed} failed`);
    }
    return {
      name: `recurring job, ${due.toLocaleString("en")} due (${server.backend})`,
      timings: summariseDurations([elapsed]),
      detail: `${((elapsed / due) * 1000).toFixed(0)} µs per invoice issued`,
    };
  } finally {
    await server.close();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = process.argv[2] === undefined ? DUE : Number(process.argv[2]);
  process.stdout.write(`${describeTimings(await measureRecurringJob(count))}\n`);
}
