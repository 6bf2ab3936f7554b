import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { Middleware } from "koa";
import type { AppState } from "../app/app-state.ts";
import { contentTypeOf } from "./content-types.ts";

// Vite names the files under assets/ by their content hash: they never change, so they are
// cached for a year. Everything else, index.html first, is revalidated on each load.
const immutableCache = "public, max-age=31536000, immutable";
const revalidate = "no-cache";

const fileIn = async (root: string, urlPath: string): Promise<string | null> => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
};

// A pay link's page has an entry of its own, far lighter than the app's (docs/PAY-PAGE.md).
const payPage = /^\/pay\/[^/]+\/?$/u;

/**
 * Serves the built SPA from `root` (ui/dist) for GET and HEAD outside `/api`: a file when one
 * matches the path, else the pay page's entry (pay.html) for a pay link's address, else
 * index.html, so the SPA's own router handles every other path. Without a build, answers a short
 * note saying how to make one.
 */
export const serveSpa =
  (root: string | null): Middleware<AppState> =>
  async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    const index = root === null ? null : await fileIn(root, "/index.html");
    if (root === null || index === null) {
      ctx.status = 404;
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = "The web interface is not built yet: run `npm run build -w ui`, then reload.\n";
      return;
    }
    const entry = payPage.test(ctx.path) ? ((await fileIn(root, "/pay.html")) ?? index) : index;
    const file = (await fileIn(root, ctx.path)) ?? entry;
    const info = await stat(file);
    ctx.status = 200;
    ctx.type = contentTypeOf(file);
    ctx.length = info.size;
    ctx.set(
      "Cache-Control",
      file.startsWith(path.join(root, "assets") + path.sep) ? immutableCache : revalidate,
    );
    ctx.body = createReadStream(file);
  };
