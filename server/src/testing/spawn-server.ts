import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const mainPath = fileURLToPath(new URL("../main.ts", import.meta.url));

/** A server started as its own process by `node server/src/main.ts`. */
export interface SpawnedServer {
  readonly url: string;
  /** Its process id (to read its memory use). */
  readonly pid: number;
  /** Everything it printed on stdout until now. */
  output(): string;
  /** Ends it (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Kills it without warning (SIGKILL, as a crash or `kill -9`) and waits for it to be gone. */
  kill(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

/**
 * Starts `main.ts` with `env` added to this process's environment (PORT 0 unless given, logs
 * off) and waits until it prints the URL it listens at.
 */
export const spawnServer = async (
  env: Readonly<Record<string, string>>,
  timeoutMs = 60_000,
): Promise<SpawnedServer> => {
  const child = spawn(process.execPath, [mainPath], {
    env: { ...process.env, PORT: "0", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const end = (signal: NodeJS.Signals) => async () => {
    child.kill(signal);
    await exited(child);
  };
  const stop = end("SIGTERM");
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no URL after ${timeoutMs} ms:\n${stdout}${stderr}`)),
      timeoutMs,
    );
    const look = () => {
      const found = /running at (http:\/\/\S+)/u.exec(stdout)?.[1];
      if (found !== undefined) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on("data", look);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`main.ts exited with ${code}:\n${stdout}${stderr}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, pid: child.pid ?? 0, output: () => stdout, stop, kill: end("SIGKILL") };
};
