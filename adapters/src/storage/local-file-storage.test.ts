import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect, Exit } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localFileStorage } from "./local-file-storage.ts";

let parent: string;
let root: string;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), "storage-test-"));
  root = join(parent, "files");
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

const run = Effect.runPromise;
const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** Every file under a folder, relative paths, hidden ones included. */
const listAll = async (folder: string): Promise<Array<string>> =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();

describe("localFileStorage", () => {
  it("gives back the bytes and content type stored under a key", async () => {
    const storage = localFileStorage(root);
    await run(storage.put("logos/3b241101.png", bytes, "image/png"));
    expect(await run(storage.get("logos/3b241101.png"))).toEqual({
      bytes,
      contentType: "image/png",
    });
  });

  it("replaces the file stored under a key", async () => {
    const storage = localFileStorage(root);
    await run(storage.put("logos/a.gif", bytes, "image/png"));
    await run(storage.put("logos/a.gif", Uint8Array.from([7]), "image/gif"));
    expect(await run(storage.get("logos/a.gif"))).toEqual({
      bytes: Uint8Array.from([7]),
      contentType: "image/gif",
    });
  });

  it("answers FileNotFound for a key with nothing stored", async () => {
    const error = await run(Effect.flip(localFileStorage(root).get("logos/none.png")));
    expect(error.key).toBe("storage.errors.notfound");
  });

  it("deletes a file, and deleting a missing one does nothing", async () => {
    const storage = localFileStorage(root);
    await run(storage.put("logos/a.png", bytes, "image/png"));
    await run(storage.delete("logos/a.png"));
    await run(storage.delete("logos/a.png"));
    expect(Exit.isFailure(await Effect.runPromiseExit(storage.get("logos/a.png")))).toBe(true);
  });

  it("leaves no temporary file behind", async () => {
    const storage = localFileStorage(root);
    await run(storage.put("logos/a.png", bytes, "image/png"));
    expect(await listAll(root)).toEqual([".types/logos/a.png", "logos/a.png"]);
  });

  it("never reads or writes outside its folder, whatever the key", async () => {
    const storage = localFileStorage(root);
    const hostile = [
      "../escape.png",
      "logos/../../escape.png",
      "/etc/passwd",
      "..",
      "",
      ".types/logos/a.png",
      "logos/.hidden",
      "logos\\..\\..\\escape.png",
      "logos//a.png",
      "logos/a.png\u0000.gif",
    ];
    for (const key of hostile) {
      const put = await Effect.runPromiseExit(storage.put(key, bytes, "image/png"));
      expect(Exit.isFailure(put) && !Exit.hasFails(put)).toBe(true);
      const read = await run(Effect.flip(storage.get(key)));
      expect(read._tag).toBe("FileNotFound");
      expect(Exit.isFailure(await Effect.runPromiseExit(storage.delete(key)))).toBe(true);
    }
    expect(await readdir(parent)).toEqual([]);
  });
});
