import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./import-specifiers.ts";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** The `//` and `/* … *\/` comments of a TypeScript source, with the line each starts on. */
const comments = (source: string): { line: number; text: string }[] =>
  [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/gu)].map((match) => ({
    line: source.slice(0, match.index).split("\n").length,
    text: match[0],
  }));

/** What the core's comments must not name: the edge's routes and statuses, not the domain's. */
const httpWording: ReadonlyArray<readonly [string, RegExp]> = [
  ["an HTTP path", /(?<![\w.])\/api\//u],
  ["a method and path", /\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+`?\//u],
  // HTTP's redirect and error statuses only: SEFAZ's cStat (539) and UNTDID codes (380) are domain.
  ["an HTTP status in parentheses", /\((?:30[0-8]|4\d\d|50\d|51[01])(?:[,;:][^)]*)?\)/u],
];

/** Each comment of the files under `root` that names HTTP, as "file:line: what" lines. */
const httpInComments = (root: string): string[] =>
  sourceFiles(root)
    .filter((file) => !/\.test\.tsx?$/u.test(file))
    .flatMap((file) =>
      comments(readFileSync(file, "utf8")).flatMap(({ line, text }) =>
        httpWording
          .filter(([, pattern]) => pattern.test(text))
          .map(([what]) => `${relative(repo, file)}:${line}: ${what}`),
      ),
    );

describe("core comments speak of the domain, not of HTTP", () => {
  it("finds the HTTP wording it looks for", () => {
    expect(
      comments(
        [
          "/** Body of `POST /api/auth/login`. */",
          "const a = 1; // Another account uses this e-mail (409).",
          'const url = "https://example.org/api/"; // a URL in code is not a comment',
          "/** Refused (422, the user narrows the filters). */",
          "/** A duplicate NF-e is refused (539); BT-3 (380: commercial invoice). */",
        ].join("\n"),
      ).map(({ line, text }) => [
        line,
        httpWording.filter(([, pattern]) => pattern.test(text)).map(([what]) => what),
      ]),
    ).toEqual([
      [1, ["an HTTP path", "a method and path"]],
      [2, ["an HTTP status in parentheses"]],
      [3, []],
      [4, ["an HTTP status in parentheses"]],
      [5, []],
    ]);
  });

  it("no production comment in core/src names an HTTP path, a method and path, or a status", () => {
    expect(httpInComments(`${repo}core/src/`)).toEqual([]);
  });
});
