import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { importSpecifiers, sourceFiles } from "./import-specifiers.ts";

/** Each file's imports, as the files they name, for every file of a graph. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const candidates = (base: string): string[] => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  join(base, "index.ts"),
  join(base, "index.tsx"),
];

/** The file a relative specifier names (type-only imports count: they tie the modules together as tightly). */
const resolveRelative = (from: string, specifier: string): string | undefined => {
  const base = resolve(dirname(from), specifier.replace(/\.js$/u, ".ts"));
  return candidates(base).find((path) => /\.tsx?$/u.test(path) && existsSync(path));
};

/** The graph of relative imports between the TypeScript files under a folder. */
export const importGraph = (root: string): ImportGraph => {
  const files = sourceFiles(root);
  return new Map(
    files.map((file) => [
      file,
      importSpecifiers(readFileSync(file, "utf8"))
        .filter((specifier) => specifier.startsWith("."))
        .flatMap((specifier) => resolveRelative(file, specifier) ?? []),
    ]),
  );
};

/** Files that import each other, directly or not, and the shortest way around from the first of them. */
export type ImportTangle = { readonly files: readonly string[]; readonly cycle: readonly string[] };

/** The import cycles of a graph: one tangle per strongly connected group of files (Tarjan's algorithm). */
export const importCycles = (graph: ImportGraph): ImportTangle[] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) {
          onStack.delete(member);
          group.push(member);
        }
      } while (member !== undefined && member !== file);
      if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group.sort());
    }
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((files) => ({ files, cycle: shortestCycle(graph, files) }));
};

/** The shortest way around a group of files, from its first file back to it, within the group. */
const shortestCycle = (graph: ImportGraph, group: readonly string[]): string[] => {
  const members = new Set(group);
  const start = group[0] ?? "";
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const file = queue[head] ?? "";
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0] ?? "") ?? start);
        return [...path, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [...group];
};

/** The import cycles among the files under a folder, each as "N files: a.ts → b.ts → a.ts" relative to it. */
export const importCyclesUnder = (root: string): string[] =>
  importCycles(importGraph(root)).map(
    ({ files, cycle }) =>
      `${files.length} files: ${cycle.map((file) => relative(root, file)).join(" → ")}`,
  );

/**
 * The imports, among the files under a package folder, of a folder `index.ts` that is not one of the
 * package's entry points, each as "importer → barrel" relative to it: inside a package a file imports
 * the module that defines a name, so that no chain of re-exports ties unrelated folders together.
 */
export const barrelImportsUnder = (root: string, entryPoints: readonly string[]): string[] => {
  const entries = new Set(entryPoints.map((entry) => resolve(root, entry)));
  return [...importGraph(root)].flatMap(([file, imports]) =>
    imports
      .filter((target) => /(^|\/)index\.tsx?$/u.test(target) && !entries.has(target))
      .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
  );
};
