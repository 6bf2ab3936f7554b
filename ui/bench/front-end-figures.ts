// The front end's figures for `npm run bench` (issue 10, section 6): what the login page and the
// dashboard make the browser download, gzipped, and how long the dashboard takes to show its
// figures, measured in headless Chromium against a running server that serves the built SPA.
//
// Imported by the benchmark orchestrator as `@invoicing/ui/bench`; run directly
// (`npm run bench -w ui`, which runs the project's Node 24) it measures a server of its own for a
// quick try.
// It type-checks without the DOM library (the server's projects import it): code that runs in
// the page reaches the browser's globals through `PageGlobals`.
import { kibibytes } from "@invoicing/fixtures/timings";
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { registerAccount } from "../e2e/harness/accounts.ts";
import { launchBrowser } from "../e2e/harness/browser.ts";
import { ensureUiBuilt } from "../e2e/harness/build-ui.ts";
import { type PageWeight, recordPageWeight } from "../e2e/harness/script-weight.ts";
import { startServer } from "../e2e/harness/server.ts";
import { DESKTOP } from "../e2e/harness/viewports.ts";

export type { PageWeight };

export interface FrontEndFigures {
  /** A first visit to `/login` on an empty cache: everything loaded until the network is idle. */
  readonly login: PageWeight;
  /**
   * A signed-in user opening `/dashboard` on an empty cache: everything loaded until the figures
   * are on screen and the network is idle (the entry and the dashboard's chunks alike), each file
   * counted once.
   */
  readonly dashboard: PageWeight;
  /** From navigation to the dashboard until its figures are on screen (median of N loads). */
  readonly dashboardFiguresMs: number;
  /**
   * A client opening an invoice's pay link, without an account, on an empty cache: everything
   * loaded until the card form can be used and the network is idle.
   */
  readonly payPage: PageWeight;
  /** From navigation to the pay link's page until its card form can be used (median of N). */
  readonly payPageInteractiveMs: number;
}

/** Issue 20's budget: the pay link page's JavaScript, gzipped. */
export const PAY_PAGE_JAVASCRIPT_BUDGET_BYTES = 100 * 1024;

/** Issue 10's budget: the login page's initial JavaScript, gzipped. */
export const LOGIN_JAVASCRIPT_BUDGET_BYTES = 150 * 1024;

/** Timed dashboard loads, after the cold load that weighs the page and warms the cache. */
const TIMED_LOADS = 5;
const TIMEOUT_MS = 60_000;

// Cards render only once `/api/dashboard` has answered (a spinner stands in before); both
// sections come in the same render. The ids are DashboardPage's and TotalsSection's headings.
const FIGURE_SELECTORS = [
  '[aria-labelledby="today-heading"] article',
  '[aria-labelledby="totals-heading"] article',
];
const SHOWN_AT = "__dashboardFiguresShownAt";

/** The few browser globals the in-page code uses. */
interface PageGlobals {
  readonly document: {
    querySelector(selector: string): { readonly textContent: string | null } | null;
  };
  readonly MutationObserver: new (
    callback: () => void,
  ) => {
    observe(target: unknown, options: Record<string, boolean>): void;
    disconnect(): void;
  };
  readonly requestAnimationFrame: (callback: () => void) => number;
  readonly performance: { now(): number };
  [flag: string]: unknown;
}

// Runs in the page before its scripts: notes `performance.now()` (milliseconds since the
// navigation started) in the frame that paints the figures, once every selector matches a card
// that holds a number.
const watchForFigures = ({ selectors, flag }: { selectors: string[]; flag: string }) => {
  const page = globalThis as unknown as PageGlobals;
  const observer = new page.MutationObserver(() => {
    const shown = selectors.every((selector) =>
      /\d/u.test(page.document.querySelector(selector)?.textContent ?? ""),
    );
    if (!shown) return;
    observer.disconnect();
    page.requestAnimationFrame(() => {
      page[flag] = page.performance.now();
    });
  });
  observer.observe(page.document, { childList: true, subtree: true, characterData: true });
};

const contextOptions = (baseUrl: string): BrowserContextOptions => ({
  baseURL: baseUrl,
  viewport: DESKTOP,
  locale: "en-US",
  timezoneId: "Europe/Paris",
});

const pathIs = (path: string) => (response: { url(): string }) =>
  new URL(response.url()).pathname === path;

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * Weighs `/login` on a fresh context, then signs in through its form (remember-me, so the token
 * is in localStorage) and answers the signed-in storage for the dashboard's contexts.
 */
const weighLoginAndSignIn = async (
  browser: Browser,
  account: { baseUrl: string; email: string; password: string },
): Promise<{ login: PageWeight; signedIn: StorageState }> => {
  const context = await browser.newContext(contextOptions(account.baseUrl));
  try {
    const page = await context.newPage();
    const { weigh } = recordPageWeight(page);
    await page.goto("/login", { waitUntil: "networkidle", timeout: TIMEOUT_MS });
    const submit = page.getByRole("button", { name: "Sign in" });
    await submit.waitFor({ timeout: TIMEOUT_MS });
    const login = await weigh();

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Remember me").check();
    const answer = page.waitForResponse(pathIs("/api/auth/login"), { timeout: TIMEOUT_MS });
    await submit.click();
    const response = await answer;
    if (!response.ok()) {
      throw new Error(
        `Signing in as ${account.email} answered ${response.status()}: ${await response.text()}`,
      );
    }
    await page.waitForURL((url) => url.pathname !== "/login", { timeout: TIMEOUT_MS });
    return { login, signedIn: await context.storageState() };
  } finally {
    await context.close();
  }
};

/**
 * Opens `/dashboard` in a new page of `context` and answers the milliseconds from navigation
 * until its figures were painted, and with `weigh` what the page downloaded until then and until
 * the network was idle. Fails when the dashboard's data did not load.
 */
const loadDashboard = async (
  context: BrowserContext,
  { weigh = false } = {},
): Promise<{ shownAt: number; weight: PageWeight | undefined }> => {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    const recording = weigh ? recordPageWeight(page) : undefined;
    const answer = page.waitForResponse(pathIs("/api/dashboard"), { timeout: TIMEOUT_MS });
    await page.goto("/dashboard", { timeout: TIMEOUT_MS });
    const response = await answer;
    if (response.status() >= 400) {
      throw new Error(`GET /api/dashboard answered ${response.status()}: ${await response.text()}`);
    }
    const shownAt = await page
      .waitForFunction(
        (flag) => (globalThis as unknown as PageGlobals)[flag] as number | undefined,
        SHOWN_AT,
        { timeout: TIMEOUT_MS },
      )
      // Waited for until it was set, so a number.
      .then(async (handle) => Number(await handle.jsonValue()))
      .catch((error: unknown) => {
        const more = errors.length > 0 ? ` (page errors: ${errors.join("; ")})` : "";
        throw new Error(`The dashboard's figures did not show at ${page.url()}${more}`, {
          cause: error,
        });
      });
    if (recording === undefined) return { shownAt, weight: undefined };
    await page.waitForLoadState("networkidle", { timeout: TIMEOUT_MS });
    return { shownAt, weight: await recording.weigh() };
  } finally {
    await page.close();
  }
};

/**
 * Signs in through the API, makes a sent invoice and answers its pay link's path, as the seller
 * would hand it to a client.
 */
const makePayLink = async (account: {
  baseUrl: string;
  email: string;
  password: string;
}): Promise<string> => {
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${account.baseUrl}/api${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, string>;
  };
  const { token } = await call("/auth/login", { email: account.email, password: account.password });
  // Today where the account lives (the contexts' zone), never before its last numbered invoice.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const client = await call("/clients", { name: "Pay link client", email: "ap@pay.test" }, token);
  const invoice = await call(
    "/invoices",
    {
      clientId: client.id,
      issueDate: day,
      dueDate: day,
      status: "sent",
      items: [{ description: "Work", quantity: 1, unitPrice: 120, taxRate: 20 }],
    },
    token,
  );
  const { url } = await call(`/invoices/${invoice.id}/pay-link`, {}, token);
  return new URL(url ?? "").pathname;
};

/**
 * Opens the pay link's page in a fresh context (empty cache) and answers the milliseconds from
 * navigation until its card form's button could be pressed, and with `weigh` what it downloaded.
 */
const loadPayPage = async (
  browser: Browser,
  baseUrl: string,
  path: string,
  { weigh = false } = {},
): Promise<{ interactiveMs: number; weight: PageWeight | undefined }> => {
  const context = await browser.newContext(contextOptions(baseUrl));
  try {
    const page = await context.newPage();
    const recording = weigh ? recordPageWeight(page) : undefined;
    await page.goto(path, { timeout: TIMEOUT_MS });
    await page.getByRole("button", { name: /^Pay / }).waitFor({ timeout: TIMEOUT_MS });
    const interactiveMs = Number(
      await page.evaluate(() => (globalThis as unknown as PageGlobals).performance.now()),
    );
    if (recording === undefined) return { interactiveMs, weight: undefined };
    await page.waitForLoadState("networkidle", { timeout: TIMEOUT_MS });
    return { interactiveMs, weight: await recording.weigh() };
  } finally {
    await context.close();
  }
};

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/**
 * Measures the front end against the server at `baseUrl` (which serves the built SPA) for an
 * existing account, in headless Chromium:
 * - `login`: the scripts and style sheets a first visit to `/login` downloads (fresh context),
 *   each body gzipped with node:zlib's default level;
 * - `dashboard`: the same for a signed-in user's first visit to `/dashboard` (fresh context,
 *   empty cache, so the entry files count too), until the figures show and the network is idle;
 * - `dashboardFiguresMs`: the median over 5 new pages of the time from navigation to the paint
 *   of the dashboard's figures (real values, after `/api/dashboard` answered), on a warm HTTP
 *   cache as for a returning user; the cold load that weighs the page is the warm-up.
 */
export const measureFrontEnd = async (account: {
  baseUrl: string;
  email: string;
  password: string;
}): Promise<FrontEndFigures> => {
  const browser = await launchBrowser();
  try {
    const { login, signedIn } = await weighLoginAndSignIn(browser, account);
    const context = await browser.newContext({
      ...contextOptions(account.baseUrl),
      storageState: signedIn,
    });
    await context.addInitScript(watchForFigures, { selectors: FIGURE_SELECTORS, flag: SHOWN_AT });
    try {
      const { weight: dashboard } = await loadDashboard(context, { weigh: true });
      if (dashboard === undefined) throw new Error("The dashboard was not weighed");
      const timings: number[] = [];
      for (let load = 0; load < TIMED_LOADS; load++) {
        timings.push((await loadDashboard(context)).shownAt);
      }
      const payPath = await makePayLink(account);
      const { weight: payPage } = await loadPayPage(browser, account.baseUrl, payPath, {
        weigh: true,
      });
      if (payPage === undefined) throw new Error("The pay link's page was not weighed");
      const payTimings: number[] = [];
      for (let load = 0; load < TIMED_LOADS; load++) {
        payTimings.push((await loadPayPage(browser, account.baseUrl, payPath)).interactiveMs);
      }
      return {
        login,
        dashboard,
        dashboardFiguresMs: median(timings),
        payPage,
        payPageInteractiveMs: median(payTimings),
      };
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
  }
};

/** The figures as lines of text, with the login page's budget. */
export const formatFrontEndFigures = (figures: FrontEndFigures): string => {
  const budget = figures.login.javascriptGzipBytes <= LOGIN_JAVASCRIPT_BUDGET_BYTES;
  const rows: ReadonlyArray<[string, string, string]> = [
    [
      "login page JavaScript",
      kibibytes(figures.login.javascriptGzipBytes),
      `gzipped (budget ${kibibytes(LOGIN_JAVASCRIPT_BUDGET_BYTES)}: ${budget ? "met" : "MISSED"})`,
    ],
    ["login page CSS", kibibytes(figures.login.cssGzipBytes), "gzipped"],
    ["dashboard JavaScript", kibibytes(figures.dashboard.javascriptGzipBytes), "gzipped"],
    ["dashboard CSS", kibibytes(figures.dashboard.cssGzipBytes), "gzipped"],
    [
      "dashboard figures shown",
      `${figures.dashboardFiguresMs.toFixed(1)} ms`,
      `after navigation, median of ${TIMED_LOADS} loads`,
    ],
    [
      "pay page JavaScript",
      kibibytes(figures.payPage.javascriptGzipBytes),
      `gzipped (budget ${kibibytes(PAY_PAGE_JAVASCRIPT_BUDGET_BYTES)})`,
    ],
    [
      "pay page interactive",
      `${figures.payPageInteractiveMs.toFixed(1)} ms`,
      `after navigation, cold cache, median of ${TIMED_LOADS} loads`,
    ],
  ];
  return rows
    .map(([name, value, note]) => `${name.padEnd(24)}${value.padStart(10)}  ${note}`)
    .join("\n");
};

// A client and a few invoices, so that the quick try's dashboard shows figures other than zeros.
const addSampleInvoices = async (baseUrl: string, token: string): Promise<number> => {
  const call = async (path: string, body: unknown): Promise<{ id: string }> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const { id: clientId } = await call("/clients", { name: "Initech", email: "ap@initech.test" });
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const statuses = ["paid", "sent", "draft", "paid", "sent", "paid", "sent", "paid"];
  for (const [index, status] of statuses.entries()) {
    await call("/invoices", {
      clientId,
      // Oldest first: numbers follow issue dates.
      issueDate: day(index - statuses.length + 1),
      dueDate: day(30 + index - statuses.length + 1),
      status,
      items: [{ description: "Design work", quantity: 1 + index, unitPrice: 120, taxRate: 20 }],
    });
  }
  return statuses.length;
};

if (import.meta.main) {
  await ensureUiBuilt();
  const server = await startServer();
  try {
    const account = await registerAccount(server.url);
    const invoices = await addSampleInvoices(server.url, account.token);
    const figures = await measureFrontEnd({
      baseUrl: server.url,
      email: account.email,
      password: account.password,
    });
    process.stdout.write(
      `Front end, headless Chromium, a fresh account with ${invoices} invoices on the embedded database:\n`,
    );
    process.stdout.write(`${formatFrontEndFigures(figures)}\n`);
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.stop();
  }
}
