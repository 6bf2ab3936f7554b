import { readFile, rm } from "node:fs/promises";
import type { Context } from "koa";
import { ApiError } from "../errors/api-error.ts";
import type { UploadedFile, UploadSpec } from "../routes/route.ts";

interface ReceivedFile {
  readonly filepath: string;
  readonly originalFilename: string | null;
}

const receivedFiles = (files: unknown): ReadonlyArray<[string, ReceivedFile]> => {
  if (typeof files !== "object" || files === null) return [];
  return Object.entries(files).flatMap(([field, entry]: [string, unknown]) =>
    (Array.isArray(entry) ? entry : [entry]).flatMap(
      (file: unknown): Array<[string, ReceivedFile]> => {
        if (typeof file !== "object" || file === null) return [];
        const { filepath, originalFilename } = file as {
          filepath?: unknown;
          originalFilename?: unknown;
        };
        if (typeof filepath !== "string") return [];
        const name = typeof originalFilename === "string" ? originalFilename : null;
        return [[field, { filepath, originalFilename: name }]];
      },
    ),
  );
};

/**
 * Reads the one file of a multipart request under `spec`: a request that is not multipart is
 * 415, a file over the limit 413 with its own i18n code; a body without the file, or one that does
 * not parse, answers null. Temporary files are removed once read, so uploads never stay on disk
 * outside the storage port.
 */
export const readUpload = async (ctx: Context, spec: UploadSpec): Promise<UploadedFile | null> => {
  if (ctx.is("multipart") !== "multipart") {
    throw new ApiError(415, "common.errors.unsupportedmediatype");
  }
  // Loaded on the first upload: it brings zod and formidable (docs/MEMORY.md).
  const { koaBody } = await import("koa-body");
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFiles: 1,
      maxFileSize: spec.maxBytes,
      maxTotalFileSize: spec.maxBytes,
      maxFields: 10,
      maxFieldsSize: 10 * 1024,
      allowEmptyFiles: true,
      minFileSize: 0,
    },
  });
  try {
    await parse(ctx, async () => {});
  } catch (error) {
    if ((error as { httpCode?: unknown }).httpCode === 413) throw new ApiError(413, spec.tooLarge);
    return null;
  }
  const files = receivedFiles(ctx.request.files);
  try {
    const file = files.find(([field]) => field === spec.field)?.[1];
    if (file === undefined) return null;
    return {
      bytes: new Uint8Array(await readFile(file.filepath)),
      fileName: file.originalFilename ?? "",
    };
  } finally {
    await Promise.all(files.map(([, file]) => rm(file.filepath, { force: true })));
  }
};
