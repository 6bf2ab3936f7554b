import { join } from "node:path";

/** The repository's root folder. */
export const repoRoot = join(import.meta.dirname, "..", "..", "..");

/** The ui package's folder. */
export const uiRoot = join(repoRoot, "ui");

/** Where `vite build` writes the SPA the server serves. */
export const uiDist = join(uiRoot, "dist");

/** The server's entry point, started as a child process. */
export const serverMain = join(repoRoot, "server", "src", "main.ts");

/** The project's own Node 24 (the system's may be older). */
export const nodeBinary = join(repoRoot, "node_modules", ".bin", "node");

/** Debian's Chromium; browsers are never downloaded. */
export const chromiumBinary = "/usr/bin/chromium";

/** Where the screenshot helper saves its PNGs (gitignored). */
export const screenshotDir = join(uiRoot, "e2e", "screenshots");
