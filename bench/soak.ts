import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import type { InvoiceJson } from "@invoicing/core";
import { percentile } from "@invoicing/fixtures/timings";
import {
  type ApiClient,
  apiClient,
  clientBody,
  invoiceBody,
  spawnServer,
  type TestAccount,
} from "@invoicing/server/testing";
import { residentBytes } from "./backend/resident-bytes.ts";

/**
 * `npm run soak -- [--minutes 10] [--rate 40] [--workers 4] [--pglite]`: a steady mixed load
 * (sign-in, list, detail, dashboard, create, issue, delete a draft) on a server started as its
 * own process on a scratch PostgreSQL database (TEST_DATABASE_URL) or on PGlite in a temporary
 * data folder. Prints per minute the requests, errors, p50/p99 and the server's resident memory,
 * then the p99 drift and the RSS growth from the first minute to the last. Bounded to ten minutes;
 * exits with 1 if any request failed or the RSS grew by 10 % or more.
 */
const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    rate: { type: "string", default: "40" },
    workers: { type: "string", default: "4" },
    pglite: { type: "boolean", default: false },
  },
});
const minutes = Math.min(10, Math.max(1, Number(values.minutes)));
const rate = Math.max(1, Number(values.rate));
const workers = Math.max(1, Number(values.workers));
const ACCOUNTS = 4;
const INVOICES_PER_ACCOUNT = 100;
const RSS_EVERY_MS = 5000;
const MAX_RSS_GROWTH = 0.1;

interface Minute {
  readonly latencies: number[];
  readonly rss: number[];
  errors: number;
}

interface Seeded {
  readonly account: TestAccount;
  readonly clientId: string;
  readonly invoiceIds: string[];
  /** Drafts made during the soak, deleted again so the data stays about the same size. */
  readonly drafts: string[];
}

const seed = async (api: ApiClient): Promise<Seeded> => {
  const account = await api.signUp();
  const { token } = account;
  const client = await api.request("POST", "/api/clients", { token, json: clientBody() });
  const clientId = (client.body as { id: string }).id;
  const invoiceIds: string[] = [];
  for (let index = 0; index < INVOICES_PER_ACCOUNT; index += 1) {
    const status = ["draft", "sent", "paid"][index % 3];
    const created = await api.request("POST", "/api/invoices", {
      token,
      json: invoiceBody(clientId, { status }),
    });
    invoiceIds.push((created.body as InvoiceJson).id);
  }
  return { account, clientId, invoiceIds, drafts: [] };
};

/** One request of the mix, chosen by `roll` in [0, 1); answers whether it got the status it expects. */
const oneRequest = async (api: ApiClient, seeded: Seeded, roll: number): Promise<boolean> => {
  const { token, user, password } = seeded.account;
  const pick = seeded.invoiceIds[Math.floor(roll * 1_000_003) % seeded.invoiceIds.length];
  if (roll < 0.05) {
    const login = await api.request("POST", "/api/auth/login", {
      json: { email: user.email, password },
    });
    if (login.status !== 200) return false;
    const session = (login.body as { token: string }).token;
    return (await api.request("POST", "/api/auth/logout", { token: session })).status < 300;
  }
  if (roll < 0.35) {
    const page = 1 + (Math.floor(roll * 100) % 5);
    return (
      (await api.request("GET", `/api/invoices?page=${page}&pageSize=20`, { token })).status === 200
    );
  }
  if (roll < 0.6)
    return (await api.request("GET", `/api/invoices/${pick}`, { token })).status === 200;
  if (roll < 0.8) return (await api.request("GET", "/api/dashboard", { token })).status === 200;
  if (roll < 0.9) {
    const created = await api.request("POST", "/api/invoices", {
      token,
      json: invoiceBody(seeded.clientId),
    });
    if (created.status !== 201) return false;
    seeded.drafts.push((created.body as InvoiceJson).id);
    return true;
  }
  const draft = seeded.drafts.shift();
  if (draft === undefined) return true;
  if (roll < 0.93) {
    // Issue it: the number is taken, and the invoice stays.
    const issued = await api.request("PUT", `/api/invoices/${draft}`, {
      token,
      json: { status: "sent" },
    });
    seeded.invoiceIds.push(draft);
    return issued.status === 200;
  }
  return (await api.request("DELETE", `/api/invoices/${draft}`, { token })).status === 204;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mebibytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const mean = (values: ReadonlyArray<number>) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

const dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-soak-"));
let scratch: ScratchDatabase | null = null;
const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: "test" };
if (!values.pglite) {
  scratch = await createScratchDatabase("postgresql");
  if (!("url" in scratch.options)) throw new Error("a server backend has a URL");
  env.DATABASE_URL = scratch.options.url;
}
const server = await spawnServer(env);
let failed = false;
try {
  const api = apiClient(server.url);
  const accounts = await Promise.all(Array.from({ length: ACCOUNTS }, () => seed(api)));
  process.stdout.write(
    `soak: ${minutes} min on ${values.pglite ? "PGlite" : "PostgreSQL"}, ${workers} workers, ` +
      `${rate} requests/s, ${ACCOUNTS} accounts of ${INVOICES_PER_ACCOUNT} invoices, server pid ${server.pid} ` +
      `(${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")})\n`,
  );
  const started = performance.now();
  const end = started + minutes * 60_000;
  const perMinute: Minute[] = Array.from({ length: minutes }, () => ({
    latencies: [],
    rss: [],
    errors: 0,
  }));
  const minuteAt = (time: number) =>
    perMinute[Math.min(minutes - 1, Math.floor((time - started) / 60_000))] as Minute;
  const interval = (workers * 1000) / rate;
  const worker = async (index: number) => {
    for (let turn = 0; performance.now() < end; turn += 1) {
      const before = performance.now();
      const seeded = accounts[(index + turn) % ACCOUNTS] as Seeded;
      const ok = await oneRequest(api, seeded, Math.random()).catch(() => false);
      const after = performance.now();
      const minute = minuteAt(before);
      minute.latencies.push(after - before);
      if (!ok) minute.errors += 1;
      await sleep(Math.max(0, interval - (after - before)));
    }
  };
  const sampler = async () => {
    while (performance.now() < end) {
      minuteAt(performance.now()).rss.push(await residentBytes(server.pid));
      await sleep(RSS_EVERY_MS);
    }
  };
  let reported = 0;
  const reporter = async () => {
    while (reported < minutes) {
      // A little after the minute, so that requests begun in it have answered.
      await sleep(Math.max(0, started + (reported + 1) * 60_000 - performance.now()) + 2000);
      const minute = perMinute[reported] as Minute;
      const sorted = [...minute.latencies].sort((a, b) => a - b);
      process.stdout.write(
        `minute ${reported + 1}: ${sorted.length} requests, ${minute.errors} errors, ` +
          `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, ` +
          `RSS ${mebibytes(mean(minute.rss))} MiB\n`,
      );
      reported += 1;
    }
  };
  await Promise.all([
    ...Array.from({ length: workers }, (_, index) => worker(index)),
    sampler(),
    reporter(),
  ]);

  const first = perMinute[0] as Minute;
  const last = perMinute[minutes - 1] as Minute;
  const p99 = (minute: Minute) =>
    percentile(
      [...minute.latencies].sort((a, b) => a - b),
      0.99,
    );
  const requests = perMinute.reduce((sum, minute) => sum + minute.latencies.length, 0);
  const errors = perMinute.reduce((sum, minute) => sum + minute.errors, 0);
  const growth = mean(last.rss) / mean(first.rss) - 1;
  process.stdout.write(
    `total: ${requests} requests, ${errors} errors; p99 first minute ${p99(first).toFixed(1)} ms, ` +
      `last ${p99(last).toFixed(1)} ms (drift ${((p99(last) / p99(first) - 1) * 100).toFixed(1)} %); ` +
      `RSS first minute ${mebibytes(mean(first.rss))} MiB, last ${mebibytes(mean(last.rss))} MiB ` +
      `(growth ${(growth * 100).toFixed(1)} %)\n`,
  );
  failed = errors > 0 || growth >= MAX_RSS_GROWTH;
} finally {
  await server.stop();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
