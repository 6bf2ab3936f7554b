import type { Page } from "playwright-core";
import { screenshots } from "./screenshots.ts";

/**
 * `screenshots` of the page scrolled back to its top first: a full-page capture draws the fixed
 * top bar where the window currently is, which after a scroll lands in the middle of the picture.
 */
export const screenshotsFromTop = async (page: Page, name: string): Promise<void> => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, name);
};
