import { cp, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

// Rolldown (the Vite team's bundler, already the UI's through Vite 8) reads TypeScript itself and
// writes ES modules with source maps; no second compiler to keep in step with TypeScript 7.
const repository = fileURLToPath(new URL("../", import.meta.url));
const from = (file: string) => fileURLToPath(new URL(file, new URL("../", import.meta.url)));

/** Where `npm run serve` finds the server: at the depth of `server/src`, so relative paths hold. */
export const SERVER_DIST = from("server/dist");

// Our workspace packages are compiled in; every npm package is loaded from node_modules as it
// is, with its own files (PGlite's WebAssembly, fonts, pg-boss's SQL) where it expects them.
// Effect is compiled in as well: its package entry loads every one of its modules (about 35 MB
// of memory at rest), of which the bundle keeps those our code uses.
const isBundled = (id: string) =>
  id.startsWith(".") ||
  id.startsWith("/") ||
  id.startsWith("@invoicing/") ||
  id === "effect" ||
  id.startsWith("effect/");

await rm(SERVER_DIST, { recursive: true, force: true });
await build({
  cwd: repository,
  input: {
    // Sets up compile cache and source maps, then loads main.ts (production-entry.ts).
    main: from("server/src/production-entry.ts"),
    // Started by the schematron validator as a worker thread, beside the module that starts it.
    "schematron-worker": from("adapters/src/einvoice/france/schematron-worker.ts"),
  },
  platform: "node",
  external: (id) => !isBundled(id),
  // The server package says it has no side effects (for the UI's and tests' imports), but
  // main.ts, which the entry only imports, is nothing but its side effect: starting the server.
  treeshake: { moduleSideEffects: [{ test: /server\/src\/main\.ts$/u, sideEffects: true }] },
  output: {
    dir: SERVER_DIST,
    format: "esm",
    sourcemap: true,
    // Stack traces need the mappings, not the sources, which would double what Node keeps of
    // them in memory (production-entry.ts); the sources are beside the build in the repository.
    sourcemapExcludeSources: true,
    entryFileNames: "[name].js",
    // Shared code stays beside the entries: `import.meta.url` means the same folder in all.
    chunkFileNames: "[name]-[hash].js",
  },
});
// The compiled schematrons the validator reads from `./sef` beside itself.
await cp(from("adapters/src/einvoice/france/sef"), `${SERVER_DIST}/sef`, { recursive: true });
process.stdout.write(`server built in ${SERVER_DIST}\n`);
