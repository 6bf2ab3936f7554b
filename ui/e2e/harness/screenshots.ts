import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { screenshotDir } from "./paths.ts";
import { DESKTOP, PHONE, type Viewport } from "./viewports.ts";

const sizes: ReadonlyArray<readonly [string, Viewport]> = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
];

/**
 * Saves full-page PNGs of the page as it is at desktop and phone width
 * (`e2e/screenshots/<name>-desktop.png`, `…-phone.png`), then restores its size. Fails when the
 * page is wider than the window at either width (a horizontal scroll bar is a layout bug).
 */
export const screenshots = async (page: Page, name: string): Promise<void> => {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  const overflowing: string[] = [];
  try {
    for (const [label, viewport] of sizes) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) overflowing.push(`${label}: ${overflow}px too wide`);
      await page.screenshot({
        path: join(screenshotDir, `${name}-${label}.png`),
        fullPage: true,
        animations: "disabled",
      });
    }
  } finally {
    await page.setViewportSize(original);
  }
  if (overflowing.length > 0) {
    throw new Error(`${name} overflows horizontally (${overflowing.join("; ")})`);
  }
};
