import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gu;

/** The module specifiers a TypeScript source imports or re-exports, static or dynamic. */
export const importSpecifiers = (source: string): string[] =>
  [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? "");

/** The package a specifier names (`@mikro-orm/core/x` → `@mikro-orm/core`, `node:fs` stays). */
export const packageOf = (specifier: string): string => {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
};

/** Every .ts and .tsx file under a folder (none if it does not exist yet), skipping build output. */
export const sourceFiles = (root: string): string[] =>
  (existsSync(root) ? readdirSync(root, { recursive: true, encoding: "utf8" }) : [])
    .filter((path) => /\.tsx?$/u.test(path) && !/(^|\/)(node_modules|dist)\//u.test(path))
    .map((path) => join(root, path));

/** The imports of the files under a folder that break a rule, as "file: specifier" lines. */
export const forbiddenImports = (
  root: string,
  allowed: (specifier: string, file: string) => boolean,
): string[] =>
  sourceFiles(root).flatMap((file) =>
    importSpecifiers(readFileSync(file, "utf8"))
      .filter((specifier) => !allowed(specifier, file))
      .map((specifier) => `${relative(root, file)}: ${specifier}`),
  );
