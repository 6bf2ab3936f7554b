import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The compiled server `npm run build` writes, relative to the repository: what `npm run serve`
 * and the image's command start.
 */
export const BUILT_SERVER = "server/dist/main.js";

/**
 * The V8 options the compiled server runs with, wherever it runs (`npm run serve`, the image, the
 * tests and benchmark that start it). The young generation is capped at two 8 MB halves: V8 grew
 * it to two 32 MB halves during the start's burst of allocation (migrations, ORM metadata) and
 * never gave that back, 64 MB of a resting process whose whole heap in use is about 50 MB. A
 * request allocates far less than 8 MB, so collections come more often but each stays as short.
 */
export const BUILT_SERVER_NODE_OPTIONS: ReadonlyArray<string> = ["--max-semi-space-size=8"];

/**
 * The environment the compiled server starts with, wherever it runs (`npm run serve` sets it on
 * its command line, the image with `ENV`, the tests and benchmark in the process they spawn).
 * MALLOC_ARENA_MAX: glibc gives every thread that allocates its own 64 MB arena, and keeps what
 * each arena once held; the server's threads (libuv's pool hashing passwords and reading files,
 * V8's compiler and collector threads) share two instead, 7 MB less at rest (docs/MEMORY.md).
 */
export const BUILT_SERVER_ENVIRONMENT: Readonly<Record<string, string>> = {
  NODE_ENV: "production",
  MALLOC_ARENA_MAX: "2",
};
