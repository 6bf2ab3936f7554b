import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { forbiddenImports, importSpecifiers, packageOf, sourceFiles } from "./import-specifiers.ts";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** Packages the core may use: Effect and small pure libraries, nothing that does I/O. */
const coreRuntime = new Set(["effect", "xmlbuilder2"]);
const coreTestOnly = new Set(["vitest", "fast-check", "@fast-check/vitest"]);

const isRelative = (specifier: string) => specifier.startsWith(".");
/** Test files sit beside the code; what they share lives outside `src/` (`<package>/testing/`). */
const isTest = (file: string) => /\.test\.tsx?$/u.test(file);

const coreAllows = (specifier: string, file: string) =>
  isRelative(specifier) ||
  coreRuntime.has(packageOf(specifier)) ||
  (isTest(file) && coreTestOnly.has(packageOf(specifier)));

const uiAllows = (specifier: string) =>
  !["@invoicing/adapters", "@invoicing/server"].includes(packageOf(specifier)) &&
  !/(^|\/)(adapters|server)\//u.test(specifier);

/** The shipped packages: their `src/` is production code. */
const shippedPackages = ["core", "adapters", "server", "ui"] as const;

const devDependencies = (folder: string): string[] =>
  Object.keys(
    (
      JSON.parse(readFileSync(`${repo}${folder}package.json`, "utf8")) as {
        devDependencies?: Record<string, string>;
      }
    ).devDependencies ?? {},
  );

/**
 * Test support, as a production file of `pkg` would import it: a dev dependency (test runner,
 * property tests, stand-ins, the fixtures and bench workspaces), another package's `testing` or
 * `bench` entry point, or a relative file outside the package's `src/` (its `testing/` folder) or
 * that is itself a test.
 */
const isTestSupport = (pkg: string) => {
  const devOnly = new Set([
    ...devDependencies(""),
    ...devDependencies(`${pkg}/`),
    "@invoicing/fixtures",
    "@invoicing/bench",
  ]);
  const source = `${repo}${pkg}/src/`;
  return (specifier: string, file: string): boolean => {
    if (!isRelative(specifier)) {
      return (
        devOnly.has(packageOf(specifier)) ||
        /^@invoicing\/[^/]+\/(testing|bench)(\/|$)/u.test(specifier)
      );
    }
    const target = resolve(dirname(file), specifier);
    return !target.startsWith(source) || isTest(target);
  };
};

describe("package boundaries", () => {
  it("the core imports only effect, small pure libraries and its own files", () => {
    expect(forbiddenImports(`${repo}core/src`, coreAllows)).toEqual([]);
  });

  it("the ui never imports the adapters or the server", () => {
    expect(forbiddenImports(`${repo}ui/src`, uiAllows)).toEqual([]);
  });

  it.each(shippedPackages)("the production code of %s imports no test or bench support", (pkg) => {
    const testSupport = isTestSupport(pkg);
    expect(
      forbiddenImports(
        `${repo}${pkg}/src`,
        (specifier, file) => isTest(file) || !testSupport(specifier, file),
      ),
    ).toEqual([]);
  });

  it.each(shippedPackages)("no test support or benchmark sits in the src/ of %s", (pkg) => {
    const source = `${repo}${pkg}/src`;
    const misplaced = sourceFiles(source)
      .map((file) => relative(source, file))
      .filter((file) =>
        /(^|\/)(testing|bench|benchmarks)\/|(^|\/)bench-[^/]+$|-arbitraries\.ts$/u.test(file),
      );
    expect(misplaced).toEqual([]);
  });

  it.each([
    "@invoicing/fixtures",
    "@invoicing/fixtures/timings",
    "@invoicing/adapters/testing",
    "@invoicing/adapters/testing/email",
    "@invoicing/server/testing",
    "@invoicing/ui/bench",
    "@invoicing/bench",
    "vitest",
    "fast-check",
    "smtp-server",
    "../../testing/persistence/insert-user.ts",
    "../../bench/bench.ts",
    "./send-invoice.test.ts",
  ])("would refuse an adapters production file importing %s", (specifier) => {
    expect(isTestSupport("adapters")(specifier, `${repo}adapters/src/email/mailer.ts`)).toBe(true);
  });

  it.each([
    "effect",
    "@invoicing/core",
    "node:fs",
    "./smtp-mailer.ts",
    "../pdf/render-invoice-pdf.ts",
  ])("lets an adapters production file import %s", (specifier) => {
    expect(isTestSupport("adapters")(specifier, `${repo}adapters/src/email/mailer.ts`)).toBe(false);
  });

  it.each([
    'import Koa from "koa";',
    'import { useState } from "react";',
    'import { MikroORM } from "@mikro-orm/core";',
    'import { readFileSync } from "node:fs";',
    'import * as net from "node:net";',
    'export { x } from "pg";',
    'const fs = await import("fs");',
  ])("would refuse a core file containing %s", (line) => {
    const refused = importSpecifiers(line).filter((s) => !coreAllows(s, "core/src/x.ts"));
    expect(refused).toHaveLength(1);
  });

  it("reads type-only, multi-line and side-effect imports", () => {
    const source = [
      'import type { A } from "./a.ts";',
      "import {\n  b,\n  c,\n} from 'effect';",
      'import "./polyfill.ts";',
      'export * from "./d.ts";',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["./a.ts", "effect", "./polyfill.ts", "./d.ts"]);
  });
});
