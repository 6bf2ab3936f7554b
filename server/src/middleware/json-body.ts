import coBody from "co-body";
import type { Context, Next } from "koa";

// The media types read as JSON, and the methods whose body is read (what koa-body read).
const JSON_TYPES = [
  "application/json",
  "application/json-patch+json",
  "application/vnd.api+json",
  "application/csp-report",
  "application/reports+json",
];
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/**
 * Reads a JSON request body of at most `limit` into `ctx.request.body`: strict JSON (an object
 * or an array), 413 past the limit, 400 when it does not parse, 415 for an unknown charset;
 * co-body's errors carry those statuses. koa-body did the same through co-body, but loads zod to
 * check its own options and formidable for multipart at start, 6 MB of heap (docs/MEMORY.md);
 * uploads still use it, loaded on the first one (read-upload.ts).
 */
export const jsonBody =
  (limit: string) =>
  async (ctx: Context, next: Next): Promise<void> => {
    if (METHODS_WITH_BODY.has(ctx.method) && typeof ctx.is(JSON_TYPES) === "string") {
      ctx.request.body = await coBody.json(ctx, { encoding: "utf-8", limit, strict: true });
    }
    await next();
  };
