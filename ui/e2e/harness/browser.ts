import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { chromiumBinary } from "./paths.ts";

// Headless, and quiet: no GPU, no QUIC, no first-run page, no calls home (updates, sync).
const flags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Launches Debian's Chromium (`apt-get install chromium`). Playwright gives each launch a fresh,
 * temporary profile folder, and each test its own context (cookies, storage) on top.
 */
export const launchBrowser = async (): Promise<Browser> => {
  if (!existsSync(chromiumBinary)) {
    throw new Error(`${chromiumBinary} is missing: run \`apt-get install -y chromium\``);
  }
  return chromium.launch({ executablePath: chromiumBinary, args: flags, headless: true });
};
