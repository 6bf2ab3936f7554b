import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { repoRoot, uiDist, uiRoot } from "./paths.ts";

// What the build reads: a change to any of these makes ui/dist stale.
const inputs = [
  join(uiRoot, "src"),
  join(uiRoot, "public"),
  join(uiRoot, "index.html"),
  join(uiRoot, "vite.config.ts"),
  join(uiRoot, "package.json"),
  join(repoRoot, "core", "src"),
];

const newestChange = (path: string): number => {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    info.mtimeMs,
  );
};

const isStale = (): boolean => {
  const built = join(uiDist, "index.html");
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestChange(input) > builtAt);
};

// Test files run in parallel workers: a lock folder (mkdir is atomic) lets one of them build.
const lock = join(
  tmpdir(),
  `invoicing-ui-build-${createHash("sha256").update(uiRoot).digest("hex").slice(0, 12)}`,
);
const STALE_LOCK_MS = 5 * 60_000;

const tryLock = (): boolean => {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    // A lock left by a killed run would block every later one.
    const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
    if (lockedAt !== undefined && Date.now() - lockedAt > STALE_LOCK_MS) {
      rmSync(lock, { recursive: true, force: true });
    }
    return false;
  }
};

/** Runs `vite build` once when ui/dist is missing or older than its sources. */
export const ensureUiBuilt = async (): Promise<void> => {
  while (isStale()) {
    if (!tryLock()) {
      await sleep(250);
      continue;
    }
    try {
      if (!isStale()) return;
      const vite = join(repoRoot, "node_modules", "vite", "bin", "vite.js");
      const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
        cwd: uiRoot,
        encoding: "utf8",
        // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: "production" },
      });
      if (result.status !== 0) {
        throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
};
