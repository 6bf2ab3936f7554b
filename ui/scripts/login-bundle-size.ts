// Prints the JavaScript the login page loads, gzipped: the entry with its static imports, the
// login page's chunk with its imports, and the English catalogue. Run after `vite build`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  readonly file: string;
  readonly imports?: ReadonlyArray<string>;
}

const dist = join(import.meta.dirname, "..", "dist");
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(dist, ".vite", "manifest.json"), "utf8"),
);

const loaded = new Set<string>();
const load = (key: string): void => {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${key} is not in the build manifest`);
  if (loaded.has(chunk.file)) return;
  loaded.add(chunk.file);
  for (const imported of chunk.imports ?? []) load(imported);
};
for (const key of ["index.html", "src/pages/auth/LoginPage.tsx", "src/i18n/locales/en/index.ts"]) {
  load(key);
}

let total = 0;
for (const file of [...loaded].sort()) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  process.stdout.write(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}\n`);
}
process.stdout.write(
  `${(total / 1024).toFixed(1).padStart(8)} KB  login page JavaScript, gzipped\n`,
);
