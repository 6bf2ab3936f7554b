import { describe, expect, it } from "vitest";
import type { BackendFigures } from "./backend/measure-backend.ts";
import { type BenchResults, benchRows, errorLine, markdownTable } from "./bench-table.ts";

const load = (requestsPerSecond: number, p99Ms: number) => ({
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p99Ms,
  requests: requestsPerSecond * 6,
  failures: 0,
});

const postgresql = (overrides: Partial<BackendFigures> = {}): BackendFigures => ({
  backend: "postgresql",
  seed: {
    databaseVersion: "PostgreSQL 15",
    milliseconds: 30_000,
    users: 101,
    clients: 3775,
    invoices: 209_000,
    items: 900_000,
    historyEntries: 600_000,
  },
  endpoints: [
    { name: "invoice list, first page", load: load(600, 45), statements: 3 },
    { name: "dashboard", load: load(500, 60), statements: 6 },
    { name: "login", load: load(20, 900), statements: 5 },
  ],
  unfinished: null,
  floor: [{ name: "invoice list, first page", load: load(1000, 30) }],
  growth: [
    { invoices: 1000, listP50Ms: 10, dashboardP50Ms: 10 },
    { invoices: 100_000, listP50Ms: 14, dashboardP50Ms: 16 },
  ],
  restingRssBytes: 200 * 1024 * 1024,
  loadedRssBytes: 300 * 1024 * 1024,
  startToFirstAnswerMs: 800,
  ...overrides,
});

const results = (backend: BackendFigures): BenchResults => ({
  documents: [],
  backends: [backend],
  frontEnd: null,
});

const budgetOf = (backend: BackendFigures, measure: string) =>
  benchRows(results(backend)).find((row) => row.measure.startsWith(measure))?.budget;

describe("the benchmark table", () => {
  it("marks each budget met or missed from the figures", () => {
    const figures = postgresql();
    expect(budgetOf(figures, "invoice list, first page")).toBe("p99 < 50 ms: met; ≤ 3 SQL: met");
    expect(budgetOf(figures, "dashboard")).toBe("p99 < 50 ms: **missed**; ≤ 5 SQL: **missed**");
    expect(budgetOf(figures, "login")).toBe("");
    expect(budgetOf(figures, "floor")).toBe("≥ 0.8× the floor: **missed**");
    expect(budgetOf(figures, "growth, invoice list")).toBe("≤ 1.5×: met");
    expect(budgetOf(figures, "growth, dashboard")).toBe("≤ 1.5×: **missed**");
    expect(budgetOf(figures, "built server RSS")).toBe("≤ 120 / 250 MB: **missed**");
    expect(budgetOf(figures, "built server, start")).toBe("≤ 1000 ms: met");
  });

  it("judges PGlite against no budget, the budgets being PostgreSQL's", () => {
    const rows = benchRows(results({ ...postgresql(), backend: "pglite", floor: [], growth: [] }));
    expect(rows.filter((row) => row.budget !== "")).toEqual([]);
  });

  it("derives the archive's cost per numbering from the issued and the draft creation's p50", () => {
    const figures = postgresql({
      endpoints: [
        { name: "invoice creation", load: load(300, 100), statements: 9 },
        {
          name: "invoice creation, issued (numbered and archived)",
          load: load(100, 180),
          statements: 14,
        },
      ],
    });
    expect(
      benchRows(results(figures)).find((row) => row.measure === "archive cost per numbering (p50)"),
    ).toEqual({
      area: "PostgreSQL",
      measure: "archive cost per numbering (p50)",
      result: "40 ms (issued creation p50 90 ms − draft creation p50 50 ms)",
      budget: "",
    });
  });

  it("shows a row that got no answer as such, not as a zero latency, and derives nothing from it", () => {
    const none = { requestsPerSecond: 0, p50Ms: 0, p99Ms: 0, requests: 0, failures: 0 };
    const rows = benchRows(
      results(
        postgresql({
          endpoints: [
            { name: "invoice creation", load: load(300, 100), statements: 9 },
            {
              name: "invoice creation, issued (numbered and archived)",
              load: none,
              statements: 23,
            },
          ],
        }),
      ),
    );
    expect(rows.find((row) => row.measure.startsWith("invoice creation, issued"))?.result).toBe(
      "**no answer within the row**, 23 SQL",
    );
    expect(rows.some((row) => row.measure.startsWith("archive cost"))).toBe(false);
  });

  it("lists the rows a server that fell behind its load left unmeasured, after those it ran", () => {
    const reason = 'the server had not answered 180 s after the load of "dashboard"';
    const rows = benchRows(results({ ...postgresql({ unfinished: reason }), backend: "pglite" }));
    const measures = rows.map((row) => row.measure);
    expect(measures.indexOf("rows not run")).toBe(measures.indexOf("login") + 1);
    expect(rows.find((row) => row.measure === "rows not run")?.result).toBe(reason);
  });

  it("writes an error on one line with the causes it wraps", () => {
    const timeout = new Error("Headers Timeout Error\n    at stack");
    expect(errorLine(new TypeError("fetch failed", { cause: timeout }))).toBe(
      "TypeError: fetch failed, caused by Error: Headers Timeout Error",
    );
    expect(errorLine("plain")).toBe("plain");
  });

  it("says why a backend did not run", () => {
    const rows = benchRows({
      documents: [],
      backends: [{ backend: "postgresql", skipped: "no PostgreSQL" }],
      frontEnd: null,
    });
    expect(rows).toEqual([
      { area: "PostgreSQL", measure: "not run", result: "no PostgreSQL", budget: "" },
    ]);
  });

  it("writes one Markdown row per measure, escaping the cells' pipes", () => {
    const table = markdownTable([{ area: "A", measure: "x | y", result: "1", budget: "" }]);
    expect(table.split("\n")).toEqual([
      "| Area | Measure | Result | Budget |",
      "| --- | --- | --- | --- |",
      "| A | x \\| y | 1 |  |",
    ]);
  });
});
