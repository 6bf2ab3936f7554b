import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// Without SMTP or Resend configured, the server writes each message as an .eml file here.
const messagesIn = async (dataDir: string): Promise<string[]> => {
  const folder = join(dataDir, "outbox");
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
    name.endsWith(".eml"),
  );
  return Promise.all(names.sort().map((name) => readFile(join(folder, name), "utf8")));
};

/** Undoes quoted-printable soft line breaks and escaped "=", so links read whole. */
const decoded = (eml: string): string => eml.replace(/=\r?\n/gu, "").replace(/=3D/giu, "=");

/**
 * The newest message to `address` in the server's outbox (raw .eml, quoted-printable undone),
 * waiting up to 10 s for it to be written.
 */
export const mailTo = async (dataDir: string, address: string): Promise<string> => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = (await messagesIn(dataDir)).map(decoded).filter((eml) => eml.includes(address));
    const newest = found.at(-1);
    if (newest !== undefined) return newest;
    await sleep(200);
  }
  throw new Error(`no mail to ${address} in ${dataDir}/outbox`);
};

/** The path and query of the first link into the app found in a message (`/reset-password?token=…`). */
export const appLinkIn = (eml: string, appUrl: string): string => {
  const start = eml.indexOf(appUrl);
  if (start < 0) throw new Error(`no link to ${appUrl} in the message`);
  const link = /^\S+/u.exec(eml.slice(start))?.[0] ?? appUrl;
  return link.slice(appUrl.length);
};
