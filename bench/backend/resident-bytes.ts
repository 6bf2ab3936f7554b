import { readFile } from "node:fs/promises";

/** Resident memory of process `pid` in bytes, from Linux's /proc. */
export const residentBytes = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/mu.exec(status)?.[1]);
  return kilobytes * 1024;
};
