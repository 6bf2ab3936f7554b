import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<unknown> }>;
}

/**
 * The WCAG 2.1 A and AA problems axe-core finds in the page as it is now, one line each
 * (`color-contrast (serious): … at .btn`); empty when there are none.
 */
export const accessibilityProblems = async (page: Page): Promise<string[]> => {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern; a script tag
  // with the source inline would be (rightly) refused by it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    })) as { violations: unknown };
    return results.violations;
  });
  return (violations as ReadonlyArray<Violation>).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
};
