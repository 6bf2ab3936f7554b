import type { TestDatabaseBackend } from "@invoicing/fixtures";
import { clientBody, invoiceBody } from "../testing/sample-bodies.ts";
import { startTestServer } from "../testing/start-test-server.ts";
import { percentile } from "./percentile.ts";

/**
 * Measures request latency for the list, detail and dashboard of one user with many invoices:
 * `node server/src/benchmarks/measure-latency.ts [pglite|postgresql] [invoices] [requests]`
 * (postgresql needs TEST_DATABASE_URL). Prints p50 and p99 in milliseconds per request kind.
 */
const [backendArgument = "pglite", invoicesArgument = "10000", requestsArgument = "200"] =
  process.argv.slice(2);
const backend = backendArgument as TestDatabaseBackend;
const invoiceCount = Number(invoicesArgument);
const requestCount = Number(requestsArgument);
const statuses = ["draft", "sent", "paid", "overdue", "cancelled"] as const;

const server = await startTestServer(backend);
try {
  const account = await server.signUp();
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${account.token}`,
        ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: json === undefined ? null : JSON.stringify(json),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${body}`);
    return body;
  };
  const clients: string[] = [];
  for (let index = 0; index < 50; index += 1) {
    const body = await call(
      "POST",
      "/api/clients",
      clientBody({ name: `Client ${index}`, email: `c${index}@example.com` }),
    );
    clients.push((JSON.parse(body) as { id: string }).id);
  }
  const ids: string[] = [];
  const seedStarted = performance.now();
  const batch = 16;
  for (let start = 0; start < invoiceCount; start += batch) {
    const created = await Promise.all(
      Array.from({ length: Math.min(batch, invoiceCount - start) }, (_, offset) => {
        const index = start + offset;
        const day = String((index % 28) + 1).padStart(2, "0");
        const month = String((index % 12) + 1).padStart(2, "0");
        return call(
          "POST",
          "/api/invoices",
          invoiceBody(clients[index % clients.length] ?? "", {
            status: statuses[index % statuses.length],
            issueDate: `${2025 + (index % 2)}-${month}-${day}`,
            dueDate: "2026-12-31",
          }),
        );
      }),
    );
    for (const body of created) ids.push((JSON.parse(body) as { id: string }).id);
  }
  process.stdout.write(
    `${backend}: seeded ${invoiceCount} invoices in ${Math.round((performance.now() - seedStarted) / 1000)} s\n`,
  );
  const kinds: ReadonlyArray<[string, (index: number) => string]> = [
    ["list (first page)", () => "/api/invoices"],
    [
      "list (search, filter, sort)",
      () => "/api/invoices?q=client%201&status=sent&sort=-total&page=2",
    ],
    ["detail", (index) => `/api/invoices/${ids[(index * 7919) % ids.length]}`],
    ["dashboard", () => "/api/dashboard"],
  ];
  for (const [name, pathOf] of kinds) {
    await call("GET", pathOf(0));
    const timings: number[] = [];
    for (let index = 0; index < requestCount; index += 1) {
      const started = performance.now();
      await call("GET", pathOf(index));
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    process.stdout.write(
      `${backend}: ${name}: p50 ${percentile(timings, 0.5).toFixed(1)} ms, p99 ${percentile(timings, 0.99).toFixed(1)} ms\n`,
    );
  }
} finally {
  await server.close();
}
