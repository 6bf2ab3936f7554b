import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { forbiddenImports, importSpecifiers, packageOf } from "./import-specifiers.ts";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** Packages the core may use: Effect and small pure libraries, nothing that does I/O. */
const coreRuntime = new Set(["effect", "xmlbuilder2"]);
const coreTestOnly = new Set(["vitest", "fast-check", "@fast-check/vitest"]);

const isRelative = (specifier: string) => specifier.startsWith(".");
/** Tests, and the fast-check generators they share (`*-arbitraries.ts`), may use test libraries. */
const isTest = (file: string) => /(\.test\.tsx?|-arbitraries\.ts)$/u.test(file);

const coreAllows = (specifier: string, file: string) =>
  isRelative(specifier) ||
  coreRuntime.has(packageOf(specifier)) ||
  (isTest(file) && coreTestOnly.has(packageOf(specifier)));

const uiAllows = (specifier: string) =>
  !["@invoicing/adapters", "@invoicing/server"].includes(packageOf(specifier)) &&
  !/(^|\/)(adapters|server)\//u.test(specifier);

describe("package boundaries", () => {
  it("the core imports only effect, small pure libraries and its own files", () => {
    expect(forbiddenImports(`${repo}core/src`, coreAllows)).toEqual([]);
  });

  it("the ui never imports the adapters or the server", () => {
    expect(forbiddenImports(`${repo}ui/src`, uiAllows)).toEqual([]);
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
