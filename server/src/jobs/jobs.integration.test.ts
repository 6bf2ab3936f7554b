import { type SmtpStandIn, startSmtpStandIn } from "@invoicing/adapters/testing/email";
import {
  Clock,
  type InvoiceHistoryEntry,
  type InvoiceJson,
  invoiceNoticeJob,
  type JobHealthResponse,
  type NotificationPreferences,
  periodicJob,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect, Layer } from "effect";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { jobRuns, waitForJobRuns } from "../../testing/job-runs.ts";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeout = 120_000;
const from = "Invoicing <billing@invoices.test>";

type Detail = InvoiceJson & { readonly history: ReadonlyArray<InvoiceHistoryEntry> };

let recipients = 0;

describeEachBackend("jobs that run on their own", (backend) => {
  let smtp: SmtpStandIn;
  let server: TestServer;
  // The clock every use case reads; each test sets it.
  let now = "2026-03-10T12:00:00.000Z";

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(backend, {
      mail: { smtpUrl: smtp.url, resendApiKey: null, resendBaseUrl: null, from },
      clock: Layer.succeed(Clock, { now: Effect.sync(() => now) }),
      // One retry, after 1 to 2 seconds, so the retry tests take seconds, not minutes.
      jobs: { noticeRetry: { limit: 1, delaySeconds: 1 } },
    });
  }, timeout);

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  beforeEach(() => {
    now = "2026-03-10T12:00:00.000Z";
  });

  /** Queues one run of a periodic job and waits until it finished. */
  const runPeriodic = async (kind: "markOverdue" | "queueInvoiceNotices" | "housekeeping") => {
    const id = await server.runtime.runPromise(server.jobs.queue.enqueue(periodicJob(kind)));
    expect(id).not.toBeNull();
    const outcome = await vi.waitFor(
      async () => {
        const [run] = await server.sql("select outcome from job_runs where job_id = ?", [id]);
        if (run === undefined) throw new Error(`${kind} has not run yet`);
        return run.outcome;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(outcome).toBe("succeeded");
  };

  /** A seller in `timeZone` and `language`, with a client whose e-mail is new. */
  const seller = async (
    fields: { timeZone?: string; language?: string } = {},
    preferences: Partial<NotificationPreferences> = {},
  ) => {
    const account = await server.signUp({ timeZone: "Europe/Paris", language: "en", ...fields });
    if (Object.keys(preferences).length > 0) {
      const saved = await server.request("PUT", "/api/user/notifications", {
        token: account.token,
        json: { ...preferences },
      });
      expect(saved.status).toBe(200);
    }
    recipients += 1;
    const email = `client-${process.pid}-${recipients}@example.com`;
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody({ email }),
    });
    return { account, email, clientId: (client.body as { id: string }).id };
  };

  const invoice = async (
    owner: { account: TestAccount; clientId: string },
    dueDate: string,
    status = "sent",
  ) => {
    const created = await server.request("POST", "/api/invoices", {
      token: owner.account.token,
      json: invoiceBody(owner.clientId, { issueDate: "2026-01-15", dueDate, status }),
    });
    expect(created.status).toBe(201);
    return (created.body as InvoiceJson).id;
  };

  const detail = async (account: TestAccount, id: string) =>
    (await server.request("GET", `/api/invoices/${id}`, { token: account.token })).body as Detail;

  const mailsTo = (email: string) =>
    smtp.received.filter((mail) => mail.recipients.includes(email));

  const subjectsTo = (email: string) =>
    Promise.all(
      mailsTo(email).map(async (mail) => (await PostalMime.parse(mail.raw)).subject ?? ""),
    );

  const noticeLines = (history: ReadonlyArray<InvoiceHistoryEntry>) =>
    history.filter((entry) => entry.event === "noticeSent" || entry.event === "noticeFailed");

  it(
    "moves an invoice due yesterday to overdue once, in its seller's time zone",
    async () => {
      const paris = await seller();
      const yesterday = await invoice(paris, "2026-03-09");
      const today = await invoice(paris, "2026-03-10");
      // 12:00 UTC on 10 March is already 11 March in Auckland, still 10 March in Los Angeles.
      const auckland = await seller({ timeZone: "Pacific/Auckland" });
      const dueTodayInUtc = await invoice(auckland, "2026-03-10");
      const losAngeles = await seller({ timeZone: "America/Los_Angeles" });
      const notYet = await invoice(losAngeles, "2026-03-09");

      await runPeriodic("markOverdue");
      const moved = await detail(paris.account, yesterday);
      expect(moved.status).toBe("overdue");
      const overdueLines = moved.history.filter((entry) => entry.to === "overdue");
      expect(overdueLines).toEqual([
        expect.objectContaining({ event: "statusChanged", from: "sent", at: now }),
      ]);
      expect((await detail(paris.account, today)).status).toBe("sent");
      expect((await detail(auckland.account, dueTodayInUtc)).status).toBe("overdue");
      expect((await detail(losAngeles.account, notYet)).status).toBe("overdue");

      now = "2026-03-10T18:00:00.000Z";
      await runPeriodic("markOverdue");
      const again = await detail(paris.account, yesterday);
      expect(again.status).toBe("overdue");
      expect(again.history).toEqual(moved.history);
      expect((await detail(paris.account, today)).status).toBe("sent");
    },
    timeout,
  );

  it(
    "e-mails the reminder and each overdue notice once, in the seller's language, as the preferences allow",
    async () => {
      const french = await seller({ language: "fr" });
      const reminder = await invoice(french, "2026-03-12");
      const overdue1 = await invoice(french, "2026-03-09");
      const overdue7 = await invoice(french, "2026-03-02");
      await invoice(french, "2026-02-01");
      await invoice(french, "2026-03-20");
      await invoice(french, "2026-03-09", "paid");
      await invoice(french, "2026-03-09", "draft");
      const noReminders = await seller({}, { paymentReminders: false });
      const skippedReminder = await invoice(noReminders, "2026-03-12");
      const overdueAllowed = await invoice(noReminders, "2026-03-09");
      const noOverdue = await seller({}, { overdueNotifications: false });
      await invoice(noOverdue, "2026-03-09");
      const remindedOnly = await invoice(noOverdue, "2026-03-11");
      const noEmail = await seller({}, { emailNotifications: false });
      await invoice(noEmail, "2026-03-12");
      await invoice(noEmail, "2026-03-09");

      await runPeriodic("queueInvoiceNotices");
      for (const id of [reminder, overdue1, overdue7, overdueAllowed, remindedOnly]) {
        await waitForJobRuns(server, "sendInvoiceNotice", 1, id);
      }
      expect((await subjectsTo(french.email)).sort()).toEqual(
        [
          "Facture INV-002 de Ada Lovelace : échéance dépassée",
          "Rappel : la facture INV-001 de Ada Lovelace arrive à échéance le 12 mars 2026",
          "Nouveau rappel : la facture INV-003 de Ada Lovelace reste impayée",
        ].sort(),
      );
      expect(mailsTo(noReminders.email)).toHaveLength(1);
      expect(mailsTo(noOverdue.email)).toHaveLength(1);
      expect(mailsTo(noEmail.email)).toHaveLength(0);
      expect(await jobRuns(server, "sendInvoiceNotice", skippedReminder)).toEqual([]);
      expect(noticeLines((await detail(french.account, overdue7)).history)).toEqual([
        expect.objectContaining({
          event: "noticeSent",
          at: now,
          notice: expect.objectContaining({
            step: 7,
            recipient: french.email,
            attempts: 1,
            failure: null,
            outbox: false,
          }),
        }),
      ]);

      // Later the same day: the sweep queues nothing, and a duplicate job sends nothing.
      now = "2026-03-10T20:00:00.000Z";
      const sent = smtp.received.length;
      await runPeriodic("queueInvoiceNotices");
      const duplicate = await server.runtime.runPromise(
        server.jobs.queue.enqueue(
          invoiceNoticeJob({
            userId: french.account.user.id,
            invoiceId: overdue1,
            step: 1,
          }),
        ),
      );
      const runs = await waitForJobRuns(server, "sendInvoiceNotice", 2, overdue1);
      expect(runs.map((run) => run.jobId)).toContain(duplicate);
      expect(runs.every((run) => run.outcome === "succeeded")).toBe(true);
      expect(smtp.received.length).toBe(sent);
      expect(noticeLines((await detail(french.account, overdue1)).history)).toHaveLength(1);

      // A week later the first overdue notice's invoice gets the second one.
      now = "2026-03-16T09:00:00.000Z";
      await runPeriodic("queueInvoiceNotices");
      await waitForJobRuns(server, "sendInvoiceNotice", 3, overdue1);
      expect(mailsTo(french.email)).toHaveLength(4);
    },
    timeout,
  );

  it(
    "sends a seller's own schedule at its offsets, each once, with their late-fee line in overdue notices only",
    async () => {
      const lateFeeText = "Late payments bear a fixed recovery fee of 40 EUR (art. L441-10).";
      const owner = await seller({}, { noticeOffsets: [10, -5, 2], lateFeeText });
      const settings = await server.request("GET", "/api/user/notifications", {
        token: owner.account.token,
      });
      expect(settings.body).toMatchObject({ noticeOffsets: [-5, 2, 10], lateFeeText });
      const remindedEarly = await invoice(owner, "2026-03-15");
      const overdue = await invoice(owner, "2026-03-08");
      // Under this schedule nothing is due 1 day late nor 7 days ahead, nor 8 days later.
      const quiet = [await invoice(owner, "2026-03-09"), await invoice(owner, "2026-03-17")];
      const texts = async () =>
        Promise.all(
          mailsTo(owner.email).map(async (mail) => {
            const parsed = await PostalMime.parse(mail.raw);
            return { subject: parsed.subject ?? "", text: parsed.text ?? "" };
          }),
        );

      await runPeriodic("queueInvoiceNotices");
      await waitForJobRuns(server, "sendInvoiceNotice", 1, remindedEarly);
      await waitForJobRuns(server, "sendInvoiceNotice", 1, overdue);
      const first = await texts();
      expect(first).toHaveLength(2);
      const reminder = first.find((mail) => mail.subject.startsWith("Payment reminder"));
      const late = first.find((mail) => mail.subject.endsWith("is overdue"));
      expect(reminder?.text).not.toContain(lateFeeText);
      expect(late?.text).toContain(lateFeeText);
      for (const id of quiet) expect(await jobRuns(server, "sendInvoiceNotice", id)).toEqual([]);
      expect(noticeLines((await detail(owner.account, overdue)).history)).toEqual([
        expect.objectContaining({ notice: expect.objectContaining({ step: 2 }) }),
      ]);

      // Ten days after its due date the overdue invoice gets the schedule's last notice, and the
      // one now three days late its first overdue notice; each once.
      now = "2026-03-18T09:00:00.000Z";
      await runPeriodic("queueInvoiceNotices");
      await waitForJobRuns(server, "sendInvoiceNotice", 2, overdue);
      await waitForJobRuns(server, "sendInvoiceNotice", 2, remindedEarly);
      now = "2026-03-18T15:00:00.000Z";
      await runPeriodic("queueInvoiceNotices");
      const later = (await texts()).slice(2);
      expect(later.map((mail) => mail.subject).sort()).toEqual([
        expect.stringContaining("Further notice: invoice INV-002"),
        expect.stringMatching(/^Invoice INV-001 .* is overdue$/u),
      ]);
      for (const id of quiet) expect(await jobRuns(server, "sendInvoiceNotice", id)).toEqual([]);
      expect(later.every((mail) => mail.text.includes(lateFeeText))).toBe(true);
      const last = later.filter((mail) => mail.subject.includes("INV-002"));
      // Back to the day the seller signed in, whose session a week later has expired.
      now = "2026-03-10T12:00:00.000Z";
      expect(last[0]?.text).toContain(lateFeeText);
      expect(
        noticeLines((await detail(owner.account, overdue)).history).map(
          (entry) => entry.notice?.step,
        ),
      ).toEqual([2, 10]);
    },
    timeout,
  );

  it(
    "retries a notice the SMTP server refused, and sends it once",
    async () => {
      const owner = await seller();
      const id = await invoice(owner, "2026-03-09");
      smtp.refusedRecipients.add(owner.email);
      await runPeriodic("queueInvoiceNotices");
      const [refused] = await waitForJobRuns(server, "sendInvoiceNotice", 1, id);
      expect(refused).toMatchObject({
        attempt: 1,
        outcome: "retrying",
        error: "invoicedetail.emailfailed",
      });
      smtp.refusedRecipients.delete(owner.email);

      const runs = await waitForJobRuns(server, "sendInvoiceNotice", 2, id);
      expect(runs[1]).toMatchObject({ jobId: refused?.jobId, attempt: 2, outcome: "succeeded" });
      expect(mailsTo(owner.email)).toHaveLength(1);
      expect(noticeLines((await detail(owner.account, id)).history)).toEqual([
        expect.objectContaining({
          event: "noticeSent",
          notice: expect.objectContaining({ step: 1, attempts: 2 }),
        }),
      ]);
    },
    timeout,
  );

  it(
    "gives a notice up after its last attempt, says why on the invoice and in the job health",
    async () => {
      const owner = await seller();
      const id = await invoice(owner, "2026-03-09");
      // Another seller's notice goes through, so that the health has a success of this test's own
      // to show beside the failure, whichever tests ran before.
      const delivered = await invoice(await seller(), "2026-03-09");
      smtp.refusedRecipients.add(owner.email);
      await runPeriodic("queueInvoiceNotices");
      await waitForJobRuns(server, "sendInvoiceNotice", 1, delivered);
      const runs = await waitForJobRuns(server, "sendInvoiceNotice", 2, id);
      expect(runs.map((run) => [run.attempt, run.outcome])).toEqual([
        [1, "retrying"],
        [2, "failed"],
      ]);
      const history = (await detail(owner.account, id)).history;
      expect(noticeLines(history)).toEqual([
        expect.objectContaining({
          event: "noticeFailed",
          notice: expect.objectContaining({
            step: 1,
            recipient: owner.email,
            messageId: null,
            attempts: 2,
            failure: expect.stringContaining("Recipient address rejected"),
          }),
        }),
      ]);
      expect(mailsTo(owner.email)).toHaveLength(0);

      // The step is done: a later sweep does not start it over.
      await runPeriodic("queueInvoiceNotices");
      expect(await jobRuns(server, "sendInvoiceNotice", id)).toHaveLength(2);

      const health = await server.request("GET", "/api/jobs/health", {
        token: owner.account.token,
      });
      expect(health.status).toBe(200);
      const report = health.body as JobHealthResponse;
      expect(report.since).toBe("2026-03-03T12:00:00.000Z");
      expect(report.data.map((kind) => kind.kind)).toEqual([
        "markOverdue",
        "queueInvoiceNotices",
        "sendInvoiceNotice",
        "autoSendEInvoice",
        "housekeeping",
        "archiveDocuments",
        "autoSendQueued",
        "pollPaStatuses",
        "reportCashed",
        "issueRecurringInvoices",
        "expireQuotes",
      ]);
      const notices = report.data.find((kind) => kind.kind === "sendInvoiceNotice");
      // Any account's runs count; an earlier test's clock went further.
      expect((notices?.lastRunAt ?? "") >= now).toBe(true);
      expect(notices?.lastSuccessAt).not.toBeNull();
      expect(notices?.failures).toEqual([
        expect.objectContaining({
          invoiceId: id,
          invoiceNumber: "INV-001",
          attempt: 2,
          final: true,
        }),
        expect.objectContaining({ invoiceId: id, attempt: 1, final: false }),
      ]);
      const other = await server.signUp();
      const theirs = await server.request("GET", "/api/jobs/health", { token: other.token });
      const theirNotices = (theirs.body as JobHealthResponse).data.find(
        (kind) => kind.kind === "sendInvoiceNotice",
      );
      expect(theirNotices?.failures).toEqual([]);
      smtp.refusedRecipients.delete(owner.email);
    },
    timeout,
  );

  it(
    "deletes expired sessions and job runs older than thirty days",
    async () => {
      await runPeriodic("housekeeping");
      const before = (await server.sql("select count(*) as count from job_runs"))[0]?.count;
      expect(Number(before)).toBeGreaterThan(0);
      now = "2026-05-01T00:00:00.000Z";
      await runPeriodic("housekeeping");
      const kept = await server.sql("select finished_at from job_runs");
      expect(kept).toHaveLength(1);
    },
    timeout,
  );
});
