import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";

/** What a page made the browser download to show it, each file gzipped at zlib's default level. */
export interface PageWeight {
  readonly javascriptGzipBytes: number;
  readonly cssGzipBytes: number;
}

type AssetKind = "javascript" | "css";

// By what the browser loaded the file as (a module preload may come back as "other"), else by
// the type the server declared.
const assetKind = (response: Response): AssetKind | undefined => {
  const type = response.request().resourceType();
  const contentType = response.headers()["content-type"] ?? "";
  if (type === "stylesheet" || contentType.startsWith("text/css")) return "css";
  if (type === "script" || /javascript/u.test(contentType)) return "javascript";
  return undefined;
};

/**
 * Records the scripts and style sheets (module preloads and lazy chunks included) that `page`
 * receives from now on, each address counted once. `weigh` stops recording and answers their
 * gzipped sizes. Only bodies actually sent count: on a warm cache a file served from it weighs 0.
 */
export const recordPageWeight = (page: Page): { readonly weigh: () => Promise<PageWeight> } => {
  const bodies = new Map<string, { kind: AssetKind; body: Promise<Buffer> }>();
  const collect = (response: Response) => {
    const kind = assetKind(response);
    if (kind === undefined || response.status() !== 200 || bodies.has(response.url())) return;
    const body = response.body();
    // A page closed before `weigh` would otherwise leave an unhandled rejection.
    body.catch(() => undefined);
    bodies.set(response.url(), { kind, body });
  };
  page.on("response", collect);
  return {
    weigh: async () => {
      page.off("response", collect);
      const sizes = await Promise.all(
        [...bodies.values()].map(async ({ kind, body }) => ({
          kind,
          size: gzipSync(await body).length,
        })),
      );
      const total = (kind: AssetKind) =>
        sizes.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.size, 0);
      return { javascriptGzipBytes: total("javascript"), cssGzipBytes: total("css") };
    },
  };
};

/**
 * Opens `path` and waits until the network is idle, then returns the gzipped size in bytes of
 * every JavaScript file the page fetched, lazy chunks and the language catalogue included.
 */
export const gzippedScriptBytes = async (page: Page, path: string): Promise<number> => {
  const { weigh } = recordPageWeight(page);
  try {
    await page.goto(path, { waitUntil: "networkidle" });
  } catch (error) {
    // Stops recording: the page may live on in the caller's hands.
    await weigh().catch(() => undefined);
    throw error;
  }
  return (await weigh()).javascriptGzipBytes;
};
