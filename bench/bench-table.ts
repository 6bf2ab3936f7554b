import { kibibytes, type NamedTimings } from "@invoicing/fixtures/timings";
import {
  type FrontEndFigures,
  LOGIN_JAVASCRIPT_BUDGET_BYTES,
  PAY_PAGE_JAVASCRIPT_BUDGET_BYTES,
} from "@invoicing/ui/bench";
import { DRAFT_CREATION, ISSUED_CREATION } from "./backend/bench-endpoints.ts";
import type { LoadFigures } from "./backend/load-endpoint.ts";
import type { BackendFigures, EndpointFigures } from "./backend/measure-backend.ts";

/** One row of the table: what, the figures, and the budget with its verdict when one applies. */
export interface TableRow {
  readonly area: string;
  readonly measure: string;
  readonly result: string;
  readonly budget: string;
}

/** Everything one `npm run bench` measured; a part that could not run says why. */
export interface BenchResults {
  readonly documents: ReadonlyArray<NamedTimings>;
  readonly backends: ReadonlyArray<
    BackendFigures | { readonly backend: string; readonly skipped: string }
  >;
  readonly frontEnd: FrontEndFigures | null;
}

// Issue 10's budgets (PostgreSQL, 2 cores, 20 connections).
const P99_BUDGET_MS = 50;
const FLOOR_RATIO_BUDGET = 0.8;
const GROWTH_BUDGET = 1.5;
const LIST_DETAIL_STATEMENTS = 3;
const DASHBOARD_STATEMENTS = 5;
const PDF_MEDIAN_BUDGET_MS = 50;
const FACTUR_X_PDF_MEDIAN_BUDGET_MS = 150;
const RESTING_RSS_BUDGET_MB = 120;
const LOADED_RSS_BUDGET_MB = 250;
const START_BUDGET_MS = 1000;

const verdict = (met: boolean, budget: string) => `${budget}: ${met ? "met" : "**missed**"}`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const perSecond = (value: number) => `${value.toFixed(0)} req/s`;
// A row that got no answer within its seconds has no latency to show: zeros would read as fast.
const describeLoad = (load: LoadFigures) =>
  (load.requests === 0
    ? "**no answer within the row**"
    : `${perSecond(load.requestsPerSecond)}, p50 ${ms(load.p50Ms)}, p99 ${ms(load.p99Ms)}`) +
  (load.failures === 0 ? "" : `, **${load.failures} failed**`);

/**
 * An error on one line with the causes it wraps: `fetch failed` alone hides why (a headers
 * timeout, a refused connection), which its `cause` says.
 */
export const errorLine = (error: unknown): string => {
  const lines: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && lines.length < 5) {
    lines.push((String(current).split("\n")[0] ?? "").trim());
    current = current instanceof Error ? current.cause : undefined;
  }
  return lines.join(", caused by ");
};

const isBudgeted = (name: string) => /^(invoice list|invoice detail|dashboard)/u.test(name);

const endpointBudget = (endpoint: EndpointFigures): string => {
  if (!isBudgeted(endpoint.name)) return "";
  const most = endpoint.name === "dashboard" ? DASHBOARD_STATEMENTS : LIST_DETAIL_STATEMENTS;
  return [
    verdict(endpoint.load.p99Ms < P99_BUDGET_MS, `p99 < ${P99_BUDGET_MS} ms`),
    verdict(endpoint.statements <= most, `≤ ${most} SQL`),
  ].join("; ");
};

const areaOf = (backend: string) => (backend === "postgresql" ? "PostgreSQL" : "PGlite");

const backendRows = (figures: BackendFigures): TableRow[] => {
  const area = areaOf(figures.backend);
  const seed = figures.seed;
  const rows: TableRow[] = [
    {
      area,
      measure: "seeding (batch inserts)",
      result:
        `${(seed.milliseconds / 1000).toFixed(1)} s: ${seed.users} users, ${seed.clients.toLocaleString("en")} clients, ` +
        `${seed.invoices.toLocaleString("en")} invoices, ${seed.items.toLocaleString("en")} items, ` +
        `${seed.historyEntries.toLocaleString("en")} history entries`,
      budget: "",
    },
    ...figures.endpoints.map((endpoint) => ({
      area,
      measure: endpoint.name,
      result: `${describeLoad(endpoint.load)}, ${endpoint.statements} SQL`,
      budget: figures.backend === "postgresql" ? endpointBudget(endpoint) : "",
    })),
  ];
  if (figures.unfinished !== null) {
    rows.push({ area, measure: "rows not run", result: figures.unfinished, budget: "" });
  }
  const draft = figures.endpoints.find(({ name }) => name === DRAFT_CREATION);
  const issued = figures.endpoints.find(({ name }) => name === ISSUED_CREATION);
  if (
    draft !== undefined &&
    issued !== undefined &&
    draft.load.requests > 0 &&
    issued.load.requests > 0
  ) {
    // Numbering an invoice renders, hashes and stores its PDF (and Factur-X XML) in the request:
    // what an issued creation takes beyond a draft's is that, and the number's counter lock.
    rows.push({
      area,
      measure: "archive cost per numbering (p50)",
      result: `${ms(issued.load.p50Ms - draft.load.p50Ms)} (issued creation p50 ${ms(issued.load.p50Ms)} − draft creation p50 ${ms(draft.load.p50Ms)})`,
      budget: "",
    });
  }
  for (const floor of figures.floor) {
    const ours = figures.endpoints.find(({ name }) => name === floor.name);
    const ratio = (ours?.load.requestsPerSecond ?? 0) / floor.load.requestsPerSecond;
    rows.push({
      area,
      measure: `floor (bare Koa + pg, same SQL): ${floor.name}`,
      result: `${describeLoad(floor.load)}; ours ${ratio.toFixed(2)}× of it`,
      budget: verdict(ratio >= FLOOR_RATIO_BUDGET, `≥ ${FLOOR_RATIO_BUDGET}× the floor`),
    });
  }
  const [smallest] = figures.growth;
  const largest = figures.growth.at(-1);
  if (smallest !== undefined && largest !== undefined) {
    for (const [measure, p50] of [
      ["invoice list", (growth: (typeof figures.growth)[number]) => growth.listP50Ms],
      ["dashboard", (growth: (typeof figures.growth)[number]) => growth.dashboardP50Ms],
    ] as const) {
      const ratio = p50(largest) / p50(smallest);
      rows.push({
        area,
        measure: `growth, ${measure} p50 at ${figures.growth.map(({ invoices }) => invoices.toLocaleString("en")).join(" / ")} invoices`,
        result: `${figures.growth.map((growth) => ms(p50(growth))).join(" / ")} (${ratio.toFixed(2)}×)`,
        budget: verdict(ratio <= GROWTH_BUDGET, `≤ ${GROWTH_BUDGET}×`),
      });
    }
  }
  const judged = figures.backend === "postgresql";
  rows.push({
    area,
    measure: "built server, start to first answer",
    result: ms(figures.startToFirstAnswerMs),
    budget: judged
      ? verdict(figures.startToFirstAnswerMs <= START_BUDGET_MS, `≤ ${START_BUDGET_MS} ms`)
      : "",
  });
  rows.push({
    area,
    measure: "built server RSS at rest / after the load",
    result: `${mb(figures.restingRssBytes)} / ${mb(figures.loadedRssBytes)}`,
    budget: judged
      ? verdict(
          figures.restingRssBytes <= RESTING_RSS_BUDGET_MB * 1024 * 1024 &&
            figures.loadedRssBytes <= LOADED_RSS_BUDGET_MB * 1024 * 1024,
          `≤ ${RESTING_RSS_BUDGET_MB} / ${LOADED_RSS_BUDGET_MB} MB`,
        )
      : "",
  });
  return rows;
};

const documentBudget = (line: NamedTimings): string => {
  if (line.name.startsWith("invoice PDF, 20 items")) {
    return verdict(
      line.timings.medianMs < PDF_MEDIAN_BUDGET_MS,
      `median < ${PDF_MEDIAN_BUDGET_MS} ms`,
    );
  }
  if (line.name.startsWith("Factur-X PDF/A-3 (")) {
    return verdict(
      line.timings.medianMs < FACTUR_X_PDF_MEDIAN_BUDGET_MS,
      `median < ${FACTUR_X_PDF_MEDIAN_BUDGET_MS} ms`,
    );
  }
  return "";
};

const frontEndRows = (figures: FrontEndFigures): TableRow[] => {
  const area = "Front end";
  return [
    {
      area,
      measure: "login page JavaScript / CSS, gzipped",
      result: `${kibibytes(figures.login.javascriptGzipBytes)} / ${kibibytes(figures.login.cssGzipBytes)}`,
      budget: verdict(
        figures.login.javascriptGzipBytes <= LOGIN_JAVASCRIPT_BUDGET_BYTES,
        `JS ≤ ${kibibytes(LOGIN_JAVASCRIPT_BUDGET_BYTES)}`,
      ),
    },
    {
      area,
      measure: "dashboard JavaScript / CSS, gzipped",
      result: `${kibibytes(figures.dashboard.javascriptGzipBytes)} / ${kibibytes(figures.dashboard.cssGzipBytes)}`,
      budget: "",
    },
    {
      area,
      measure: "dashboard figures on screen, 100,000 invoices (headless Chromium)",
      result: `${ms(figures.dashboardFiguresMs)} from navigation, median of 5`,
      budget: "",
    },
    {
      area,
      measure: "public pay page first load JS gzipped and time to interactive",
      result: `${kibibytes(figures.payPage.javascriptGzipBytes)}, card form usable ${ms(figures.payPageInteractiveMs)} from navigation (cold cache, median of 5)`,
      budget: verdict(
        figures.payPage.javascriptGzipBytes <= PAY_PAGE_JAVASCRIPT_BUDGET_BYTES,
        `JS ≤ ${kibibytes(PAY_PAGE_JAVASCRIPT_BUDGET_BYTES)}`,
      ),
    },
  ];
};

/** The rows of the one table `npm run bench` prints, in order. */
export const benchRows = (results: BenchResults): ReadonlyArray<TableRow> => [
  ...results.backends.flatMap((figures) =>
    "skipped" in figures
      ? [{ area: areaOf(figures.backend), measure: "not run", result: figures.skipped, budget: "" }]
      : backendRows(figures),
  ),
  ...results.documents.map((line) => ({
    area: "Documents (one core)",
    measure: line.name,
    result:
      `median ${ms(line.timings.medianMs)}, p99 ${ms(line.timings.p99Ms)}, ` +
      `${line.timings.perSecond.toFixed(1)}/s` +
      (line.detail === undefined ? "" : `; ${line.detail}`),
    budget: documentBudget(line),
  })),
  ...(results.frontEnd === null ? [] : frontEndRows(results.frontEnd)),
];

/** The rows as a Markdown table. */
export const markdownTable = (rows: ReadonlyArray<TableRow>): string =>
  [
    "| Area | Measure | Result | Budget |",
    "| --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${[row.area, row.measure, row.result, row.budget].map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`,
    ),
  ].join("\n");
