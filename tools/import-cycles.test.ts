import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  barrelImportsUnder,
  importCycles,
  importCyclesUnder,
  importGraph,
} from "./import-cycles.ts";

const repo = fileURLToPath(new URL("..", import.meta.url));
const workspaces: string[] = JSON.parse(readFileSync(`${repo}package.json`, "utf8")).workspaces;

/** The files a workspace's package.json "exports" names: the only index.ts files its own files may import. */
const entryPoints = (name: string): string[] =>
  Object.values(
    (
      JSON.parse(readFileSync(`${repo}${name}/package.json`, "utf8")) as {
        exports?: Record<string, string>;
      }
    ).exports ?? {},
  );

describe("import cycles", () => {
  it.each(workspaces)("no file of %s imports itself through other files", (name) => {
    expect(importCyclesUnder(`${repo}${name}`)).toEqual([]);
  });

  it.each(workspaces)(
    "no file of %s imports a folder index.ts that is not its entry point",
    (name) => {
      expect(barrelImportsUnder(`${repo}${name}`, entryPoints(name))).toEqual([]);
    },
  );

  it("finds every tangle and shows the shortest way around it", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c", "d"]],
      ["c", ["a"]],
      ["d", ["e"]],
      ["e", ["a"]],
      ["f", ["f"]],
      ["g", ["a"]],
    ]);
    expect(importCycles(graph)).toEqual([
      { files: ["a", "b", "c", "d", "e"], cycle: ["a", "b", "c", "a"] },
      { files: ["f"], cycle: ["f", "f"] },
    ]);
  });

  it("finds none where imports only share a dependency", () => {
    const diamond = new Map([
      ["a", ["b", "c"]],
      ["b", ["d"]],
      ["c", ["d"]],
      ["d", []],
    ]);
    expect(importCycles(diamond)).toEqual([]);
  });

  describe("on files", () => {
    const root = mkdtempSync(join(tmpdir(), "import-cycles-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, source: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    };

    it("follows type-only, dynamic and folder imports, and re-exports", () => {
      write("money/index.ts", 'export * from "./money.ts";\n');
      write("money/money.ts", 'import type { Client } from "../clients/client.ts";\n');
      write("clients/client.ts", 'import { lazy } from "../pages.tsx";\n');
      write("pages.tsx", 'export const lazy = () => import("./money");\n');
      write("alone.ts", 'import { Schema } from "effect";\n');
      expect(importGraph(root).get(join(root, "pages.tsx"))).toEqual([
        join(root, "money/index.ts"),
      ]);
      expect(importCyclesUnder(root)).toEqual([
        "4 files: clients/client.ts → pages.tsx → money/index.ts → money/money.ts → clients/client.ts",
      ]);
    });

    it("names each import of a folder index.ts that the package does not export", () => {
      write("index.ts", 'export * from "./money/money.ts";\n');
      write(
        "reports/total.ts",
        'import { zero } from "../money/index.ts";\nimport "../index.ts";\n',
      );
      expect(barrelImportsUnder(root, ["./index.ts"])).toEqual([
        "pages.tsx → money/index.ts",
        "reports/total.ts → money/index.ts",
      ]);
    });
  });
});
