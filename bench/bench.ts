import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type FrontEndFigures, measureFrontEnd } from "@invoicing/ui/bench";
import { type Backend, type BackendRun, measureBackend } from "./backend/measure-backend.ts";
import { BENCH_PASSWORD } from "./backend/seed-bench-data.ts";
import { type BenchResults, benchRows, errorLine, markdownTable } from "./bench-table.ts";
import { measureFacturX } from "./documents/bench-factur-x.ts";
import { measureInvoicePdfs } from "./documents/bench-invoice-pdf.ts";
import { measureNfe } from "./documents/bench-nfe.ts";
import { measureNfse } from "./documents/bench-nfse.ts";
import { measureReceivedInvoice } from "./documents/bench-received-invoice.ts";
import { measureSandboxPa } from "./documents/bench-sandbox-pa.ts";
import { measureRecurringJob } from "./jobs/bench-recurring-invoices.ts";

/**
 * `npm run bench [-- --seconds 6]`: the documents on one core, then for PostgreSQL
 * (TEST_DATABASE_URL, else a Testcontainers PostgreSQL where Docker answers, else skipped) and
 * for PGlite: a seeded database, our server as its own process under autocannon load, the SQL
 * per request, the floor, the growth series, the browser's figures and the server's memory.
 * Prints one table and writes it to BENCHMARKS.md above its notes, with the machine and the date.
 * Needs the built SPA (the npm script builds it first) and Debian's Chromium.
 *
 * `npm run bench -- --backend postgresql` (or `pglite`) measures that backend's rows alone, without
 * the documents and the browser, and prints its table without writing BENCHMARKS.md.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "6" },
    backend: { type: "string" },
  },
});
const seconds = Math.max(1, Number(values.seconds));
const allBackends = ["postgresql", "pglite"] as const satisfies ReadonlyArray<Backend>;
const only = allBackends.find((backend) => backend === values.backend);
if (values.backend !== undefined && only === undefined) {
  throw new Error(`--backend is one of ${allBackends.join(", ")}: ${values.backend}`);
}
const started = performance.now();
const say = (line: string) => process.stdout.write(`${line}\n`);

// Where the run stands. A spawned server that dies while the run waits on it leaves the run
// nothing to do, and Node then ends it with whatever exit code a library set (PGlite's
// WebAssembly runtime sets one), printing nothing: say at least which step it was.
let step = "starting";
let finished = false;
process.once("exit", (code) => {
  if (!finished) {
    process.stderr.write(
      `npm run bench ended during "${step}" with exit code ${code}, unfinished\n`,
    );
  }
});
const progress = (backend: Backend) => (next: string) => {
  step = `${backend}: ${next}`;
  say(`  ${step}…`);
};

const run = (backend: Backend, withServer?: BackendRun["withServer"]): BackendRun => ({
  load: { connections: 20, seconds },
  warmUpSeconds: 2,
  growthSeconds: Math.max(1, Math.round(seconds / 2)),
  progress: progress(backend),
  ...(withServer === undefined ? {} : { withServer }),
});

const measureDocuments = async () => {
  step = "documents";
  say("documents…");
  return [
    ...(await measureInvoicePdfs()),
    ...(await measureFacturX()),
    ...(await measureNfe()),
    ...(await measureNfse()),
    ...(await measureSandboxPa()),
    ...(await measureReceivedInvoice()),
    await measureRecurringJob(),
  ];
};
const documents = only === undefined ? await measureDocuments() : [];

let frontEnd: FrontEndFigures | null = null;
const measureBrowser: BackendRun["withServer"] = async (baseUrl, account) => {
  step = "front end in Chromium";
  say("front end in Chromium…");
  frontEnd = await measureFrontEnd({ baseUrl, email: account.email, password: BENCH_PASSWORD });
};

// The browser needs a server with 100,000 invoices: the first backend that runs serves it.
const backends: Array<BenchResults["backends"][number]> = [];
for (const backend of only === undefined ? allBackends : [only]) {
  say(`${backend}: seeding and loading…`);
  const browser = only === undefined && frontEnd === null ? measureBrowser : undefined;
  try {
    backends.push(await measureBackend(backend, run(backend, browser)));
  } catch (error) {
    if (only !== undefined) throw error;
    // A backend that cannot be measured (no PostgreSQL, or a server that never answered) is a
    // row of the table that says why, not the end of the run.
    backends.push({ backend, skipped: errorLine(error) });
  }
}

const results: BenchResults = { documents, backends, frontEnd };
const table = markdownTable(benchRows(results));
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
const databaseVersions = backends
  .flatMap((figures) => ("seed" in figures ? [figures.seed.databaseVersion] : []))
  .join(", ");
const cpus = os.cpus();
const header = [
  "# Benchmarks",
  "",
  `Run of \`npm run bench -- --seconds ${seconds}\` on ${new Date().toISOString().slice(0, 10)}, ` +
    `${minutes} min in all. Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ` +
    `${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ` +
    `${databaseVersions}; load average at the end ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}.`,
  "",
  `HTTP: autocannon, 20 connections on loopback, ${seconds} s per row after a 2 s warm-up; the ` +
    "server runs as its own process, built and started as `npm run serve` starts it, logs off. " +
    "SQL counts every statement one request sends, authentication included (the fewest of five single requests). Data: one account " +
    "with 100,000 invoices over 1,000 clients, one with 10,000, 99 with 1,000 each.",
  "",
].join("\n");
say(`\n${table}\n`);

const file = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url));
const NOTES = "<!-- notes: kept by npm run bench -->";
finished = true;
if (only === undefined) {
  const previous = await readFile(file, "utf8").catch(() => "");
  const notes = previous.includes(NOTES) ? previous.slice(previous.indexOf(NOTES)) : `${NOTES}\n`;
  await writeFile(file, `${header}\n${table}\n\n${notes}`);
  say(`written to BENCHMARKS.md (${minutes} min)`);
} else {
  say(`${only} alone: BENCHMARKS.md left as it is (${minutes} min)`);
}
