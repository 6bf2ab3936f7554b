import type { JobQueueDepth } from "@invoicing/adapters";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** The figures `/metrics` exposes, in a registry of their own (one per server). */
export interface ServerMetrics {
  readonly registry: Registry;
  /** One answered request: its route pattern (`/api/invoices/:id`), method, status, duration. */
  readonly request: (route: string, method: string, status: number, seconds: number) => void;
  /** One job attempt of `kind` that ended. */
  readonly jobRun: (kind: string, outcome: "succeeded" | "failed") => void;
  /**
   * One submission kept on an invoice: `france` (Factur-X; the platform's status, or `failed`) or
   * `brazil` (NF-e; `authorized`, `rejected` by SEFAZ, or `failed` before reaching it).
   */
  readonly submission: (country: "france" | "brazil", result: string) => void;
}

/** Latency buckets in seconds: most answers take milliseconds, documents up to seconds. */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Creates the server's metrics: the process's own (memory, CPU, event loop), request durations
 * per route, job runs per kind and outcome, the queue's depth per kind (read from the queue at
 * each scrape through `queueDepth`), and e-invoice submissions per country and result.
 */
export const createServerMetrics = (
  queueDepth: () => Promise<ReadonlyArray<JobQueueDepth>>,
): ServerMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "invoicing_" });
  const duration = new Histogram({
    name: "invoicing_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, per route pattern",
    labelNames: ["route", "method", "status"],
    buckets: requestBuckets,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "invoicing_job_runs_total",
    help: "Job attempts this process ran, per kind and outcome",
    labelNames: ["kind", "outcome"],
    registers: [registry],
  });
  new Gauge({
    name: "invoicing_job_queue_depth",
    help: "Jobs per kind waiting to run (state ready) or running (state active), all processes",
    labelNames: ["kind", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const depth of await queueDepth()) {
        this.set({ kind: depth.kind, state: "ready" }, depth.ready);
        this.set({ kind: depth.kind, state: "active" }, depth.active);
      }
    },
  });
  const submissions = new Counter({
    name: "invoicing_einvoice_submissions_total",
    help: "E-invoice submissions this process kept, per country and result",
    labelNames: ["country", "result"],
    registers: [registry],
  });
  return {
    registry,
    request: (route, method, status, seconds) =>
      duration.observe({ route, method, status: String(status) }, seconds),
    jobRun: (kind, outcome) => jobRuns.inc({ kind, outcome }),
    submission: (country, result) => submissions.inc({ country, result }),
  };
};
