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
const isBundled = (id: string) =>
  id.startsWith(".") || id.startsWith("/") || id.startsWith("@invoicing/");

await rm(SERVER_DIST, { recursive: true, force: true });
await build({
  cwd: repository,
  input: {
    main: from("server/src/main.ts"),
    // Started by the schematron validator as a worker thread, beside the module that starts it.
    "schematron-worker": from("adapters/src/einvoice/france/schematron-worker.ts"),
  },
  platform: "node",
  external: (id) => !isBundled(id),
  output: {
    dir: SERVER_DIST,
    format: "esm",
    sourcemap: true,
    entryFileNames: "[name].js",
    // Shared code stays beside the entries: `import.meta.url` means the same folder in all.
    chunkFileNames: "[name]-[hash].js",
  },
});
// The compiled schematrons the validator reads from `./sef` beside itself.
await cp(from("adapters/src/einvoice/france/sef"), `${SERVER_DIST}/sef`, { recursive: true });
process.stdout.write(`server built in ${SERVER_DIST}\n`);
