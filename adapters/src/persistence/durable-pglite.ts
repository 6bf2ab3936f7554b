import { closeSync, fsyncSync, openSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type EmscriptenOptions = Parameters<NodeFS["init"]>[1];
type Module = Parameters<NonNullable<EmscriptenOptions["preRun"]>[number]>[0];

/** The parts of Emscripten's NODEFS this file reaches, which PGlite does not type. */
interface NodeFsInternals {
  readonly stream_ops: { fsync?: (stream: NodeFsStream) => number };
  realPath(node: unknown): string;
}
interface NodeFsStream {
  /** The host descriptor, which NODEFS opens for regular files only. */
  readonly nfd?: number;
  readonly node: unknown;
}

/**
 * PGlite's folder storage (Emscripten's NODEFS) writes straight to the host's files, so a commit
 * PostgreSQL acknowledged is in the operating system's cache and survives the process being
 * killed (`kill -9`). It never reaches the disk on its own, though: NODEFS has no `fsync`
 * operation (PostgreSQL's fsync calls answer success and do nothing) and PGlite starts PostgreSQL
 * with `-F` (fsync off). A power cut or a kernel crash could then lose acknowledged commits or
 * leave a torn cluster. This file system gives NODEFS an `fsync` that syncs the host file (or
 * folder), and `durableStartParams` turns PostgreSQL's fsync back on, with `wal_sync_method=fsync`
 * because Emscripten's `fdatasync` does not reach the file system.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const syncNodeFs = (module: Module) => {
      const nodefs = module.FS.filesystems.NODEFS as unknown as NodeFsInternals;
      nodefs.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) {
          fsyncSync(stream.nfd);
          return 0;
        }
        const descriptor = openSync(nodefs.realPath(stream.node), "r");
        try {
          fsyncSync(descriptor);
        } finally {
          closeSync(descriptor);
        }
        return 0;
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncNodeFs] },
    };
  }
}

/** PGlite's start parameters with PostgreSQL's fsync on and a WAL sync method that reaches the disk. */
export const durableStartParams: ReadonlyArray<string> = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== "-F"),
  "-c",
  "wal_sync_method=fsync",
];
