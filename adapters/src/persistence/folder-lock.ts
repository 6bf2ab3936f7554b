import { readFile, rm, writeFile } from "node:fs/promises";

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Another process holds the folder: two writers would corrupt an embedded database. */
export class FolderLocked extends Error {
  constructor(folder: string, pid: number) {
    super(`${folder} is open in process ${pid}: stop that process first`);
    this.name = "FolderLocked";
  }
}

/**
 * Takes `<folder>.lock`, holding this process's id, and answers its release. A lock whose
 * process is gone (killed, crashed) is taken over; one held by a live process, this one
 * included, throws `FolderLocked`.
 */
export const lockFolder = async (folder: string): Promise<() => Promise<void>> => {
  const file = `${folder}.lock`;
  const mine = `${process.pid}\n`;
  for (;;) {
    try {
      await writeFile(file, mine, { flag: "wx" });
      return async () => {
        if ((await readFile(file, "utf8").catch(() => "")) === mine)
          await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
    if (Number.isSafeInteger(holder) && isAlive(holder)) throw new FolderLocked(folder, holder);
    await rm(file, { force: true });
  }
};
