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
import { benchTargets, signIn } from "./bench-endpoints.ts";
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
}

const probe = fileURLToPath(new URL("./statement-probe.ts", import.meta.url));
const floorScript = fileURLToPath(new URL("./floor-server.ts", import.meta.url));
// The server as production runs it (`npm run build`, which `npm run bench` runs first).
const builtServer = path.join(repositoryRoot, BUILT_SERVER);
const FLOOR_ENDPOINTS = ["invoice list, first page", "dashboard"];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    if (answer.status >= 300) throw new Error(`${target.path(attempt)}: ${answer.status}`);
    const statements = await takeStatements(server);
    if (fewest === null || statements.length < fewest.length) fewest = statements;
  }
  return fewest ?? [];
};

const loadAfterWarmUp = async (
  url: string,
  target: LoadTarget,
  run: BackendRun,
  seconds: number,
) => {
  await loadEndpoint(url, target, { ...run.load, seconds: run.warmUpSeconds });
  return loadEndpoint(url, target, { ...run.load, seconds });
};

const measureGrowth = async (url: string, api: ApiClient, run: BackendRun) => {
  const growth: GrowthFigures[] = [];
  for (const account of [smallAccounts[0] as BenchAccount, tenThousandAccount, mainAccount]) {
    const token = await signIn(api, account);
    const timed = async (path: string) =>
      (
        await loadAfterWarmUp(
          url,
          { method: "GET", path: () => path, token },
          run,
          run.growthSeconds,
        )
      ).p50Ms;
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
      const target: LoadTarget = { method: "GET", path: () => `/${index}` };
      figures.push({ name, load: await loadAfterWarmUp(floor.url, target, run, run.load.seconds) });
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
    const seed = await seedBenchData(options);
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
      await api.request("GET", "/api/health");
      const startToFirstAnswerMs = performance.now() - started;
      const token = await signIn(api, mainAccount);
      await sleep(1000);
      const restingRssBytes = await residentBytes(server.pid);
      const { reads, writes } = await benchTargets(api, mainAccount, token);
      const endpoints: EndpointFigures[] = [];
      const captured = new Map<string, ReadonlyArray<string>>();
      const measure = async (targets: typeof reads) => {
        for (const [name, target] of targets) {
          const load = await loadAfterWarmUp(server.url, target, run, run.load.seconds);
          const statements = await statementsOf(server, api, target);
          captured.set(name, statements);
          endpoints.push({ name, load, statements: statements.length });
        }
      };
      await measure(reads);
      // Before the writes, so that the growth series and the browser see the seeded data.
      const growth = databaseUrl === null ? [] : await measureGrowth(server.url, api, run);
      await run.withServer?.(server.url, mainAccount);
      await measure(writes);
      const loadedRssBytes = await residentBytes(server.pid);
      const floor = databaseUrl === null ? [] : await measureFloor(databaseUrl, captured, run);
      return {
        backend,
        seed,
        endpoints,
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
