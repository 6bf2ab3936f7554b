import type { Context } from "koa";
import { ApiError } from "../errors/api-error.ts";

/**
 * Reads a request's body as the exact bytes sent, at most `maxBytes` (413 beyond): what a
 * webhook's signature covers, so nothing may parse or re-encode it first.
 */
export const readRawBody = async (ctx: Context, maxBytes: number): Promise<Uint8Array> => {
  const tooLarge = () => new ApiError(413, "common.errors.payloadtoolarge");
  if ((ctx.request.length ?? 0) > maxBytes) throw tooLarge();
  const chunks: Array<Buffer> = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(bytes);
  }
  return new Uint8Array(Buffer.concat(chunks));
};
