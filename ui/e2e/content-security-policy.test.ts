import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";

const SLOW = 180_000;

/** The screens a visitor sees before signing in. */
const publicScreens = ["/login", "/register", "/forgot-password", "/terms", "/privacy", "/refund"];

/** The screens of a signed-in user; `:invoice` and `:client` name the account's own. */
const signedInScreens = [
  "/",
  "/invoices",
  "/invoices/new",
  "/invoices/templates",
  "/invoices/:invoice",
  "/invoices/:invoice/edit",
  "/invoices/:invoice/payment",
  "/reports",
  "/clients",
  "/clients/new",
  "/clients/:client/edit",
  "/settings",
  "/outbox",
  "/france-settings",
  "/brazil-settings",
  "/sandbox-settings",
  "/profile",
  "/pricing",
  "/pricing-payment?plan=pro",
];

describe.skipIf(!existsSync(serverMain))("the Content-Security-Policy", () => {
  let app: E2eApp;
  let account: Account;
  let invoiceId: string;
  let clientId: string;

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url);
    ({ id: clientId } = await callApi<{ id: string }>(app, account, "POST", "/clients", {
      name: "Initech",
      email: "ap@initech.example.com",
    }));
    ({ id: invoiceId } = await callApi<{ id: string }>(app, account, "POST", "/invoices", {
      clientId,
      issueDate: "2026-11-01",
      dueDate: "2026-12-01",
      status: "sent",
      items: [{ description: "Design work", quantity: 1, unitPrice: 100, taxRate: 0 }],
    }));
  }, SLOW);

  afterAll(async () => {
    await app?.close();
  });

  it("is sent with the page, and the built page has no inline script or handler", async () => {
    const response = await fetch(`${app.url}/login`);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/u);
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/giu)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes, "every script is a file").toMatch(/\bsrc=/u);
      expect(body?.trim(), "no inline code").toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/iu);
  });

  it(
    "blocks nothing on any screen, signed out or in",
    async () => {
      const page = await app.newPage();
      for (const screen of publicScreens) {
        await page.goto(screen);
        await page.locator("main, form, h1").first().waitFor();
      }
      await openSignedIn(page, account);
      for (const screen of signedInScreens) {
        await page.goto(screen.replace(":invoice", invoiceId).replace(":client", clientId));
        await page.locator("main h1, main h2").first().waitFor();
        await page.waitForLoadState("networkidle");
      }
      expect(app.cspViolations(page)).toEqual([]);
      expect(app.pageErrors(page)).toEqual([]);
    },
    SLOW,
  );

  it("reports what it blocks, so that a clean run means something", async () => {
    const page = await app.newPage();
    await page.goto("/login");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
    });
    await expect.poll(() => app.cspViolations(page).length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
  });
});
