import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";

/**
 * Opens `path` and waits until the network is idle, then returns the gzipped size in bytes of
 * every JavaScript file the page fetched, lazy chunks and the language catalogue included.
 */
export const gzippedScriptBytes = async (page: Page, path: string): Promise<number> => {
  const bodies: Array<Promise<Buffer>> = [];
  const collect = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) bodies.push(response.body());
  };
  page.on("response", collect);
  try {
    await page.goto(path, { waitUntil: "networkidle" });
  } finally {
    page.off("response", collect);
  }
  const sizes = await Promise.all(bodies.map(async (body) => gzipSync(await body).length));
  return sizes.reduce((sum, size) => sum + size, 0);
};
