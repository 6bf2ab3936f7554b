import { periodicJob } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { franceSettingsBody } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import { startTestServer, type TestServer } from "../../testing/start-test-server.ts";

const token = "scraper-token-for-tests-0001";

describeEachBackend("the Prometheus metrics at /metrics", (backend) => {
  let server: TestServer;
  let off: TestServer;
  const scrape = async () => {
    const answer = await server.request("GET", "/metrics", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    return answer.body as string;
  };

  beforeAll(async () => {
    [server, off] = await Promise.all([
      startTestServer(backend, { metricsToken: token }),
      startTestServer(backend),
    ]);
  }, 120_000);
  afterAll(() => Promise.all([server?.close(), off?.close()]));

  it("answers only a scraper sending the token, and nothing without METRICS_TOKEN", async () => {
    expect((await server.request("GET", "/metrics")).status).toBe(401);
    const wrong = await server.request("GET", "/metrics", {
      headers: { Authorization: `Bearer ${token.replace(/1$/u, "2")}` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "auth.unauthenticated" });
    const disabled = await off.request("GET", "/metrics", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(disabled.status).toBe(404);
  });

  it("times each request into a histogram per route pattern, not per id", async () => {
    const account = await server.signUp();
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const path of ["/api/health", "/api/health", `/api/invoices/${missing}`]) {
      await server.request("GET", path, { token: account.token });
    }
    const text = await scrape();
    expect(text).toMatch(
      /^invoicing_http_request_duration_seconds_count\{route="\/api\/health",method="GET",status="200"\} 2$/mu,
    );
    expect(text).toMatch(
      /^invoicing_http_request_duration_seconds_bucket\{le="0\.05",route="\/api\/invoices\/:id",method="GET",status="404"\} [01]$/mu,
    );
    expect(text).not.toContain(missing);
    expect(text).toMatch(/^invoicing_process_resident_memory_bytes \d+/mu);
  });

  it("counts job runs per kind and outcome, and shows the queue's depth per kind", async () => {
    await server.runtime.runPromise(server.jobs.queue.enqueue(periodicJob("housekeeping")));
    await expect
      .poll(scrape, { timeout: 20_000, interval: 250 })
      .toMatch(/^invoicing_job_runs_total\{kind="housekeeping",outcome="succeeded"\} 1$/mu);
    expect(await scrape()).toMatch(
      /^invoicing_job_queue_depth\{kind="sendInvoiceNotice",state="ready"\} \d+$/mu,
    );
  });

  it("counts e-invoice submissions by country and result", async () => {
    const seller = await server.signUp({ currency: "EUR" });
    const settings = await server.request("POST", "/api/pfu/settings", {
      token: seller.token,
      json: { settings: franceSettingsBody() },
    });
    expect(settings.status).toBe(200);
    const client = await server.request("POST", "/api/clients", {
      token: seller.token,
      json: clientBody({ name: "Façades SA", siret: "73282932000017" }),
    });
    const invoice = await server.request("POST", "/api/invoices", {
      token: seller.token,
      json: invoiceBody((client.body as { id: string }).id, { status: "sent", currency: "EUR" }),
    });
    const invoiceId = (invoice.body as { id: string }).id;
    await server.request("POST", "/api/e-invoice/france/submit", {
      token: seller.token,
      json: { invoiceId },
    });
    // Deposited, or failed when the sandbox's validator is out of reach: either is counted.
    const kept = await server.request("GET", `/api/invoices/${invoiceId}/factur-x-submissions`, {
      token: seller.token,
    });
    const [submission] = (kept.body as { data: ReadonlyArray<{ status: string }> }).data;
    expect(await scrape()).toContain(
      `invoicing_einvoice_submissions_total{country="france",result="${submission?.status}"} 1\n`,
    );
  }, 120_000);
});
