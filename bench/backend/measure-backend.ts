import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseOptions } from "@invoicing/adapters";
import { createScratchDatabase } from "@invoicing/adapters/testing";
import {
  type ApiClient,
  apiClient,
  BUILT_SERVER,
  BUILT_SERVER_ENVIRONMENT,
  BUILT_SERVER_NODE_OPTIONS,
  repositoryRoot,
  type SpawnedServer,
  spawnServer,
} from "@invoicing/server/testing";
import { benchTargets, type NamedTargets, signIn } from "./bench-endpoints.ts";
import {
  bodyAt,
  type LoadFigures,
  type LoadShape,
  type LoadTarget,
  loadEndpoint,
} from "./load-endpoint.ts";
import { residentBytes } from "./resident-bytes.ts";
import {
  type BenchAccount,
  mainAccount,
  type SeedFigures,
  seedBenchData,
  smallAccounts,
  tenThousandAccount,
} from "./seed-bench-data.ts";

export type Backend = "postgresql" | "pglite";

/** One endpoint's figures under load, and the SQL statements one request sends. */
export interface EndpointFigures {
  readonly name: string;
  readonly load: LoadFigures;
  readonly statements: number;
}

/** List and dashboard p50 for one account size. */
export interface GrowthFigures {
  readonly invoices: number;
  readonly listP50Ms: number;
  readonly dashboardP50Ms: number;
}

export interface BackendFigures {
  readonly backend: Backend;
  readonly seed: SeedFigures;
  readonly endpoints: ReadonlyArray<EndpointFigures>;
  /**
   * Why the rows after the last of `endpoints` were not measured (the server had not caught up
   * with a row's load within SETTLE_BUDGET_MS), or null when every row ran.
   */
  readonly unfinished: string | null;
  /** The bare pg handler serving the same SQL (PostgreSQL only), by endpoint name. */
  readonly floor: ReadonlyArray<{ readonly name: string; readonly load: LoadFigures }>;
  readonly growth: ReadonlyArray<GrowthFigures>;
  readonly restingRssBytes: number;
  readonly loadedRssBytes: number;
  /** From starting the built server's process on a migrated database to its first answer. */
  readonly startToFirstAnswerMs: number;
}

export interface BackendRun {
  readonly load: LoadShape;
  readonly warmUpSeconds: number;
  readonly growthSeconds: number;
  /** Called with the signed-in server of the 100,000-invoice account, before any write. */
  readonly withServer?: (url: string, account: BenchAccount) => Promise<void>;
  /** Told what is measured next, so that a long run shows where it stands. */
  readonly progress: (step: string) => void;
}

const probe = fileURLToPath(new URL("./statement-probe.ts", import.meta.url));
const floorScript = fileURLToPath(new URL("./floor-server.ts", import.meta.url));
// The server as production runs it (`npm run build`, which `npm run bench` runs first).
const builtServer = path.join(repositoryRoot, BUILT_SERVER);
const FLOOR_ENDPOINTS = ["invoice list, first page", "dashboard"];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long the server may take, after a row's load, to answer again: the requests the load left
 * in flight (one per connection) finish first. PGlite runs one statement at a time, so on a
 * loaded machine a row's leftovers can keep it busy for minutes; past this budget the backend's
 * remaining rows are reported as not run rather than waited for.
 */
export const SETTLE_BUDGET_MS = 180_000;

/**
 * A row could not be measured (the server had not caught up within SETTLE_BUDGET_MS, or a request
 * of the row was refused): it and the rows after it are reported as not run, the rows before kept.
 */
class Unsettled extends Error {}

/**
 * Waits until the server answers `/api/ready` (which reads the database, so it queues behind
 * whatever the load left), at most SETTLE_BUDGET_MS after `row`; fails with Unsettled otherwise.
 */
const settle = async (url: string, row: string) => {
  const started = performance.now();
  try {
    const answer = await fetch(`${url}/api/ready`, {
      signal: AbortSignal.timeout(SETTLE_BUDGET_MS),
    });
    await answer.arrayBuffer();
  } catch (error) {
    const waited = ((performance.now() - started) / 1000).toFixed(0);
    throw new Unsettled(
      `the server had not answered ${waited} s after the load of "${row}" ` +
        `(${error instanceof Error ? error.message : String(error)}); the rows after it were not run`,
    );
  }
};

/**
 * Answers what `work` answers, or fails with Unsettled when it has not finished within
 * SETTLE_BUDGET_MS: the requests that prepare the rows get the same budget as a row's leftovers.
 */
const withinBudget = async <A>(step: string, work: Promise<A>): Promise<A> => {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Unsettled(
            `the server had not finished ${step} within ${SETTLE_BUDGET_MS / 1000} s; ` +
              "the rows after it were not run",
          ),
        ),
      SETTLE_BUDGET_MS,
    );
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
};

const takeStatements = async (server: SpawnedServer): Promise<ReadonlyArray<string>> =>
  ((await server.ask("take-statements")) as { statements: ReadonlyArray<string> }).statements;

const STATEMENT_ATTEMPTS = 5;

/**
 * The statements one `target` request sends: the fewest of five requests a quarter of a second
 * apart, so that the statements of a background job falling in between (jobs catch up after a
 * load) are not counted.
 */
const statementsOf = async (server: SpawnedServer, api: ApiClient, target: LoadTarget) => {
  let fewest: ReadonlyArray<string> | null = null;
  for (let attempt = 0; attempt < STATEMENT_ATTEMPTS; attempt += 1) {
    await sleep(250);
    await server.ask("record-statements");
    const json = bodyAt(target, attempt);
    const answer = await api.request(target.method, target.path(attempt), {
      ...(target.token === undefined ? {} : { token: target.token }),
      ...(json === undefined ? {} : { json }),
    });
    if (answer.status >= 300) {
      throw new Unsettled(
        `${target.method} ${target.path(attempt)} answered ${answer.status} ` +
          `${JSON.stringify(answer.body).slice(0, 200)}; this row and the rows after it were not run`,
      );
    }
    const statements = await takeStatements(server);
    if (fewest === null || statements.length < fewest.length) fewest = statements;
  }
  return fewest ?? [];
};

/** A warm-up, then the measured load; each waits for the server to finish what the other left. */
const loadAfterWarmUp = async (
  url: string,
  target: LoadTarget,
  run: BackendRun,
  seconds: number,
  row: string,
) => {
  await loadEndpoint(url, target, { ...run.load, seconds: run.warmUpSeconds });
  await settle(url, row);
  const figures = await loadEndpoint(url, target, { ...run.load, seconds });
  await settle(url, row);
  return figures;
};

const measureGrowth = async (url: string, api: ApiClient, run: BackendRun) => {
  const growth: GrowthFigures[] = [];
  for (const account of [smallAccounts[0] as BenchAccount, tenThousandAccount, mainAccount]) {
    const token = await withinBudget(
      `signing in the account of ${account.invoices} invoices`,
      signIn(api, account),
    );
    const timed = async (path: string) => {
      run.progress(`growth, ${path} at ${account.invoices} invoices`);
      const target: LoadTarget = { method: "GET", path: () => path, token };
      return (await loadAfterWarmUp(url, target, run, run.growthSeconds, path)).p50Ms;
    };
    growth.push({
      invoices: account.invoices,
      listP50Ms: await timed("/api/invoices"),
      dashboardP50Ms: await timed("/api/dashboard"),
    });
  }
  return growth;
};

const measureFloor = async (
  databaseUrl: string,
  statements: ReadonlyMap<string, ReadonlyArray<string>>,
  run: BackendRun,
) => {
  const folder = await mkdtemp(path.join(os.tmpdir(), "invoicing-floor-"));
  const file = path.join(folder, "statements.json");
  const routes = Object.fromEntries(
    FLOOR_ENDPOINTS.map((name, index) => [`/${index}`, statements.get(name) ?? []]),
  );
  await writeFile(file, JSON.stringify(routes));
  const floor = await spawnServer(
    { FLOOR_DATABASE_URL: databaseUrl, FLOOR_STATEMENTS: file },
    { script: floorScript },
  );
  try {
    const figures = [];
    for (const [index, name] of FLOOR_ENDPOINTS.entries()) {
      run.progress(`floor: ${name}`);
      const target: LoadTarget = { method: "GET", path: () => `/${index}` };
      await loadEndpoint(floor.url, target, { ...run.load, seconds: run.warmUpSeconds });
      figures.push({ name, load: await loadEndpoint(floor.url, target, run.load) });
    }
    return figures;
  } finally {
    await floor.stop();
    await rm(folder, { recursive: true, force: true });
  }
};

/**
 * Seeds a new database of `backend`, starts the server on it as its own process (with the
 * statement probe), and measures every endpoint under load, the SQL each request sends, the
 * server's memory at rest and after the load; on PostgreSQL also the floor and the growth series.
 */
export const measureBackend = async (
  backend: Backend,
  run: BackendRun,
): Promise<BackendFigures> => {
  const scratch = backend === "postgresql" ? await createScratchDatabase("postgresql") : null;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `invoicing-bench-${backend}-`));
  const options: DatabaseOptions =
    scratch === null ? { pgliteDir: path.join(dataDir, "pglite") } : scratch.options;
  const databaseUrl = "url" in options ? options.url : null;
  try {
    run.progress("seeding");
    const seed = await seedBenchData(options);
    run.progress("starting the built server");
    const started = performance.now();
    const server = await spawnServer(
      {
        DATA_DIR: dataDir,
        ...BUILT_SERVER_ENVIRONMENT,
        ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
      },
      { nodeOptions: BUILT_SERVER_NODE_OPTIONS, preload: [probe], ipc: true, script: builtServer },
    );
    try {
      const api = apiClient(server.url);
      await withinBudget("its first answer", api.request("GET", "/api/health"));
      const startToFirstAnswerMs = performance.now() - started;
      const signedIn = withinBudget("signing in", signIn(api, mainAccount));
      // At rest: after one login (its settled failure is reported below), one second idle.
      await signedIn.catch(() => undefined);
      await sleep(1000);
      const restingRssBytes = await residentBytes(server.pid);
      const endpoints: EndpointFigures[] = [];
      const captured = new Map<string, ReadonlyArray<string>>();
      const measure = async (targets: NamedTargets) => {
        for (const [name, target] of targets) {
          run.progress(name);
          const load = await loadAfterWarmUp(server.url, target, run, run.load.seconds, name);
          const statements = await withinBudget(
            `counting the statements of "${name}"`,
            statementsOf(server, api, target),
          );
          captured.set(name, statements);
          endpoints.push({ name, load, statements: statements.length });
        }
      };
      let unfinished: string | null = null;
      let growth: GrowthFigures[] = [];
      try {
        const token = await signedIn;
        const { reads, writes } = await withinBudget(
          "preparing the rows (reading ids, issuing the invoices to credit)",
          benchTargets(api, mainAccount, token),
        );
        await measure(reads);
        // Before the writes, so that the growth series and the browser see the seeded data.
        if (databaseUrl !== null) growth = await measureGrowth(server.url, api, run);
        await run.withServer?.(server.url, mainAccount);
        await measure(writes);
      } catch (error) {
        if (!(error instanceof Unsettled)) throw error;
        unfinished = error.message;
      }
      const loadedRssBytes = await residentBytes(server.pid);
      // The floor needs only the statements of the rows it replays, whatever came after them.
      const floor =
        databaseUrl === null || !FLOOR_ENDPOINTS.every((name) => captured.has(name))
          ? []
          : await measureFloor(databaseUrl, captured, run);
      return {
        backend,
        seed,
        endpoints,
        unfinished,
        floor,
        growth,
        restingRssBytes,
        loadedRssBytes,
        startToFirstAnswerMs,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};
