import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));
const rulesFile = "docs/PRODUCT-RULES.md";

/** Folders that hold no source of ours: dependencies, build and test output, data and git. */
const skipped = new Set(["node_modules", "dist", "data", "coverage", ".vitest", ".git"]);

/** Every source, style, configuration and Markdown file of the repository. */
const repositoryFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : repositoryFiles(path);
    return /\.(tsx?|css|md|json|ya?ml)$/u.test(entry.name) ? [path] : [];
  });

/** Citations of the product documents outside the repository, which a newcomer cannot open. */
const outsideCitations = (text: string): string[] =>
  [...text.matchAll(/\b(?:spec|decisions) §\d+/giu)].map((match) => match[0]);

/** The sections a text points at in the product rules (`PRODUCT-RULES.md#numbering` → numbering). */
const citedSections = (text: string): string[] =>
  [...text.matchAll(/PRODUCT-RULES\.md(#[a-z0-9-]+(?:, #[a-z0-9-]+)*)/gu)].flatMap((match) =>
    (match[1] ?? "").split(", ").map((anchor) => anchor.slice(1)),
  );

/** The anchors of a Markdown document's headings, as GitHub makes them. */
const headingAnchors = (markdown: string): string[] =>
  [...markdown.matchAll(/^#{1,6} (.+)$/gmu)].map((match) =>
    (match[1] ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, "")
      .replace(/ /gu, "-"),
  );

describe("the product rules", () => {
  const files = repositoryFiles(repo).filter((file) => relative(repo, file) !== rulesFile);
  const sections = new Set(headingAnchors(readFileSync(join(repo, rulesFile), "utf8")));

  it("no file cites the product documents kept outside the repository", () => {
    const cited = files.flatMap((file) =>
      outsideCitations(readFileSync(file, "utf8")).map((c) => `${relative(repo, file)}: ${c}`),
    );
    expect(cited).toEqual([]);
  });

  it("every section a file points at exists", () => {
    const missing = files.flatMap((file) =>
      citedSections(readFileSync(file, "utf8"))
        .filter((section) => !sections.has(section))
        .map((section) => `${relative(repo, file)}: #${section}`),
    );
    expect(missing).toEqual([]);
  });

  it("reads citations and section links as the test above needs", () => {
    // Written with escapes, so that this file does not cite them itself.
    expect(outsideCitations("rounding (spec \u00a75, decisions \u00a73; Spec \u00a74)")).toEqual([
      "spec \u00a75",
      "decisions \u00a73",
      "Spec \u00a74",
    ]);
    expect(
      citedSections("(docs/PRODUCT-RULES.md#screens, #lifecycle) and PRODUCT-RULES.md#api"),
    ).toEqual(["screens", "lifecycle", "api"]);
    expect(headingAnchors("# Product rules\n## E-invoicing France\n### The API: lists")).toEqual([
      "product-rules",
      "e-invoicing-france",
      "the-api-lists",
    ]);
  });
});
