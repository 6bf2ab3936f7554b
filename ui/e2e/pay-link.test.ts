import { existsSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { DESKTOP, PHONE, type Viewport } from "./harness/viewports.ts";

const SLOW = 90_000;

const today = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

describe.skipIf(!existsSync(serverMain))("a pay link's page", () => {
  let app: E2eApp;
  let account: Account;
  let clientId: string;

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url, { firstName: "Ada", lastName: "Lovelace" });
    ({ id: clientId } = await callApi<{ id: string }>(app, account, "POST", "/clients", {
      name: "Initech",
      email: "ap@initech.example.com",
    }));
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  /** A sent invoice of 120.00 and its pay link's path. */
  const payLink = async () => {
    const invoice = await callApi<{ id: string }>(app, account, "POST", "/invoices", {
      clientId,
      issueDate: today(),
      dueDate: today(),
      status: "sent",
      items: [{ description: "Audit", quantity: 1, unitPrice: 100, taxRate: 20 }],
    });
    const { url } = await callApi<{ url: string }>(
      app,
      account,
      "POST",
      `/invoices/${invoice.id}/pay-link`,
    );
    return new URL(url).pathname;
  };

  const payWith = async (page: Page, number: string) => {
    await page.getByLabel("Card number").fill(number);
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();
  };

  /** The page of `path` at `viewport`, and the addresses of the scripts it loaded. */
  const open = async (viewport: Viewport, path: string) => {
    const page = await app.newPage({ viewport });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(path);
    await page.getByRole("heading", { name: "Invoice from" }).waitFor();
    return { page, scripts };
  };

  // The page is its own entry: none of the signed-in app's scripts, and without Stripe Connect
  // nothing from Stripe either.
  const expectOwnEntry = (scripts: ReadonlyArray<string>) => {
    expect(scripts.some((url) => /\/assets\/pay-[\w-]+\.js$/u.test(url))).toBe(true);
    expect(scripts.filter((url) => /\/assets\/(index|Schema)-/u.test(url))).toEqual([]);
    expect(scripts.filter((url) => new URL(url).hostname.endsWith("stripe.com"))).toEqual([]);
  };

  it(
    "is paid anonymously with 4242 4242 4242 4242 on a phone, and says a declined card on a desktop",
    async () => {
      const { page: phone, scripts } = await open(PHONE, await payLink());
      expectOwnEntry(scripts);
      // Nothing wider than the phone's 390 px.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await payWith(phone, "4242 4242 4242 4242");
      await expect
        .poll(() => phone.getByRole("status").textContent())
        .toContain("This invoice is paid");
      expect(app.pageErrors(phone)).toEqual([]);

      const { page: desktop } = await open(DESKTOP, await payLink());
      await payWith(desktop, "4000 0000 0000 0002");
      await expect.poll(() => desktop.getByRole("alert").textContent()).toContain("declined");
      expect(await desktop.getByRole("button", { name: /^Pay / }).isVisible()).toBe(true);
      expect(app.cspViolations(desktop)).toEqual([]);
    },
    SLOW,
  );
});
