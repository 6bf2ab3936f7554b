import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { ensureUiBuilt } from "./build-ui.ts";
import { type RunningServer, startServer } from "./server.ts";
import { DESKTOP, type Viewport } from "./viewports.ts";

/** The page function the init script reports Content-Security-Policy violations through. */
const reportViolation = "__reportCspViolation";

// Runs in the page before its own scripts (init scripts are not subject to the page's CSP).
const listenForViolations = (report: string) => {
  document.addEventListener("securitypolicyviolation", (event) => {
    const send = (window as unknown as Record<string, (text: string) => void>)[report];
    send?.(
      `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
};

/** The app under test: a built SPA served by a real server, and a browser to drive it. */
export interface E2eApp {
  /** The server's address; pages resolve relative paths (`page.goto("/login")`) against it. */
  readonly url: string;
  /** The server's data folder (its outbox holds the mail it "sent", see `outbox.ts`). */
  readonly dataDir: string;
  /** A page in a fresh context (its own storage), English, desktop-sized unless told. */
  readonly newPage: (options?: { readonly viewport?: Viewport }) => Promise<Page>;
  /** Uncaught errors of the page's scripts so far. */
  readonly pageErrors: (page: Page) => ReadonlyArray<string>;
  /** What the page's Content-Security-Policy blocked so far (directive and address, each). */
  readonly cspViolations: (page: Page) => ReadonlyArray<string>;
  /** What the server printed, for a failing test's report. */
  readonly serverOutput: () => string;
  readonly close: () => Promise<void>;
}

/**
 * Builds the UI if it is stale, starts the server on a fresh embedded database and launches
 * Chromium. Call it in `beforeAll` (allow a minute) and `close` it in `afterAll`.
 */
export const startApp = async (): Promise<E2eApp> => {
  await ensureUiBuilt();
  const server: RunningServer = await startServer();
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    await server.stop();
    throw error;
  }
  const errors = new WeakMap<Page, string[]>();
  const violations = new WeakMap<Page, string[]>();
  return {
    url: server.url,
    dataDir: server.dataDir,
    newPage: async ({ viewport = DESKTOP } = {}) => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport,
        locale: "en-US",
        timezoneId: "Europe/Paris",
      });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      errors.set(page, pageErrors);
      page.on("pageerror", (error) => pageErrors.push(error.message));
      // Pages run under the server's Content-Security-Policy; whatever it blocks is reported.
      const blocked: string[] = [];
      violations.set(page, blocked);
      await page.exposeFunction(reportViolation, (text: string) => blocked.push(text));
      await page.addInitScript(listenForViolations, reportViolation);
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/iu.test(message.text())) {
          blocked.push(message.text());
        }
      });
      return page;
    },
    pageErrors: (page) => errors.get(page) ?? [],
    cspViolations: (page) => violations.get(page) ?? [],
    serverOutput: server.output,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
};
