import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { nodeBinary, repoRoot, serverMain } from "./paths.ts";

/** A running server on a fresh embedded database. */
export interface RunningServer {
  /** Its address, such as `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Its data folder: the embedded database, stored files, the outbox of unsent mail. */
  readonly dataDir: string;
  /** What it printed so far, to show when a test fails. */
  readonly output: () => string;
  /** Stops it and deletes its data folder. */
  readonly stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address !== null
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

/**
 * Starts `server/src/main.ts` with the project's Node on a free port and a temporary DATA_DIR
 * (so on an empty embedded PGlite), and waits until `GET /api/health` answers 200.
 */
export const startServer = async (): Promise<RunningServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), "invoicing-e2e-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(nodeBinary, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: url,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // Statuses on the sandbox PA one second apart, so a test sees them without waiting.
      SANDBOX_PA_STEP_SECONDS: "1",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = async () => {
    child.kill("SIGTERM");
    await Promise.race([exited(child), sleep(5000).then(() => child.kill("SIGKILL"))]);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    }
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) return { url, dataDir, output: () => output, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(
    `The server did not answer /api/health within ${READY_TIMEOUT_MS} ms:\n${output}`,
  );
};
