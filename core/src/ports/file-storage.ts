import { Context, type Effect, Schema } from "effect";

/** A stored file with the content type it was stored under. */
export interface StoredFile {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** No file is stored under this key. */
export class FileNotFound extends Schema.TaggedError<FileNotFound>()("FileNotFound", {
  fileKey: Schema.String,
}) {
  readonly key: string = "storage.errors.notfound";
}

/**
 * Files by key, such as `logos/<userId>` (docs/PRODUCT-RULES.md#files); the local data folder by
 * default. Storage failures are defects.
 */
export class FileStorage extends Context.Service<
  FileStorage,
  {
    /** Stores the bytes under the key, replacing any file there. */
    readonly put: (key: string, bytes: Uint8Array, contentType: string) => Effect.Effect<void>;
    readonly get: (key: string) => Effect.Effect<StoredFile, FileNotFound>;
    /** Removes the file; removing a missing one does nothing. */
    readonly delete: (key: string) => Effect.Effect<void>;
  }
>()("@invoicing/core/FileStorage") {}
