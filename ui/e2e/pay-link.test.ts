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

  const open = async (viewport: Viewport, path: string) => {
    const page = await app.newPage({ viewport });
    await page.goto(path);
    await page.getByRole("heading", { name: "Invoice from" }).waitFor();
    return page;
  };

  it(
    "is paid anonymously with 4242 4242 4242 4242 on a phone, and says a declined card on a desktop",
    async () => {
      const phone = await open(PHONE, await payLink());
      await payWith(phone, "4242 4242 4242 4242");
      await expect
        .poll(() => phone.getByRole("status").textContent())
        .toContain("This invoice is paid");
      expect(app.pageErrors(phone)).toEqual([]);

      const desktop = await open(DESKTOP, await payLink());
      await payWith(desktop, "4000 0000 0000 0002");
      await expect.poll(() => desktop.getByRole("alert").textContent()).toContain("declined");
      expect(await desktop.getByRole("button", { name: /^Pay / }).isVisible()).toBe(true);
      expect(app.cspViolations(desktop)).toEqual([]);
    },
    SLOW,
  );
});
