import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FolderLocked, lockFolder } from "./folder-lock.ts";

describe("lockFolder", () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), "invoicing-lock-"));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it("refuses a folder a live process holds, this one included, until it is released", async () => {
    const folder = join(base, "held");
    const release = await lockFolder(folder);
    expect(await readFile(`${folder}.lock`, "utf8")).toBe(`${process.pid}\n`);
    await expect(lockFolder(folder)).rejects.toThrow(FolderLocked);
    await release();
    const again = await lockFolder(folder);
    await again();
  });

  it("takes over the lock of a process that is gone", async () => {
    const folder = join(base, "stale");
    const ended = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    await writeFile(`${folder}.lock`, `${ended.stdout.toString()}\n`);
    const release = await lockFolder(folder);
    expect(await readFile(`${folder}.lock`, "utf8")).toBe(`${process.pid}\n`);
    await release();
  });
});
