import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const mainPath = fileURLToPath(new URL("../src/main.ts", import.meta.url));

/** A server started as its own process by `node server/src/main.ts`. */
export interface SpawnedServer {
  readonly url: string;
  /** Its process id (to read its memory use). */
  readonly pid: number;
  /** Everything it printed on stdout until now. */
  output(): string;
  /** Ends it (SIGTERM) and waits for it to exit; answers its exit code (null if a signal ended it). */
  stop(): Promise<number | null>;
  /** Kills it without warning (SIGKILL, as a crash or `kill -9`) and waits for it to be gone. */
  kill(): Promise<number | null>;
  /** Sends `message` over the IPC channel (started with `ipc`) and waits for the next answer. */
  ask(message: string): Promise<unknown>;
}

/** How to start it beyond its environment. */
export interface SpawnOptions {
  readonly timeoutMs?: number;
  /** Options for Node itself, before the script (`BUILT_SERVER_NODE_OPTIONS`). */
  readonly nodeOptions?: ReadonlyArray<string>;
  /** Modules Node loads before main.ts (`--import`), such as a benchmark probe. */
  readonly preload?: ReadonlyArray<string>;
  /** Opens an IPC channel for `ask`. */
  readonly ipc?: boolean;
  /** Another server script that prints "running at <url>" as main.ts does (a benchmark's floor). */
  readonly script?: string;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

/**
 * Starts `main.ts` with `env` added to this process's environment (PORT 0 unless given, logs
 * off) and waits until it prints the URL it listens at.
 */
export const spawnServer = async (
  env: Readonly<Record<string, string>>,
  {
    timeoutMs = 60_000,
    nodeOptions = [],
    preload = [],
    ipc = false,
    script = mainPath,
  }: SpawnOptions = {},
): Promise<SpawnedServer> => {
  const imports = preload.flatMap((module) => ["--import", module]);
  const child = spawn(process.execPath, [...nodeOptions, ...imports, script], {
    env: { ...process.env, PORT: "0", LOG_LEVEL: "silent", ...env },
    stdio: ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const end = (signal: NodeJS.Signals) => () => {
    child.kill(signal);
    return exited(child);
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
      reject(new Error(`${path.basename(script)} exited with ${code}:\n${stdout}${stderr}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  // A server that dies before answering fails the question with what it printed: waiting on
  // would leave nothing for the asking process to do, and Node would end it without a word.
  const ask = (message: string) =>
    new Promise<unknown>((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        reject(
          new Error(
            `the server has exited (${child.exitCode ?? child.signalCode}):\n${stdout}${stderr}`,
          ),
        );
        return;
      }
      if (!child.connected) {
        reject(new Error("the server was not started with an IPC channel"));
        return;
      }
      const died = (code: number | null, signal: NodeJS.Signals | null) =>
        reject(
          new Error(
            `the server exited (${code ?? signal}) before answering "${message}":\n${stdout}${stderr}`,
          ),
        );
      child.once("exit", died);
      child.once("message", (answer) => {
        child.off("exit", died);
        resolve(answer);
      });
      child.send(message);
    });
  return { url, pid: child.pid ?? 0, output: () => stdout, stop, kill: end("SIGKILL"), ask };
};
