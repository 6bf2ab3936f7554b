import { existsSync } from "node:fs";
import { franceSettingsBody } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";

const SLOW = 90_000;

describe.skipIf(!existsSync(serverMain))("invoice lines", () => {
  let app: E2eApp;
  let account: Account;
  let client: { id: string };

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url);
    client = await callApi(app, account, "POST", "/clients", {
      name: "Acme Corporation",
      email: "billing@acme.example.com",
    });
    await callApi(app, account, "POST", "/pfu/settings", {
      settings: franceSettingsBody({ defaultVATRate: 0.055 }),
    });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "a decimal quantity in hours, a line discount and an invoice discount give the core's total",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, `/invoices/new?clientId=${client.id}`);
      await page.getByRole("heading", { name: "New invoice", level: 1 }).waitFor();
      // The settings' default VAT rate fills the first line.
      await expect(page.getByLabel("Tax rate (%) (item 1)").inputValue()).resolves.toBe("5.5");

      await page.getByLabel("Description (item 1)").fill("Consulting");
      await page.getByLabel("Quantity (item 1)").fill("1.5");
      await page.getByLabel("Unit (item 1)").selectOption({ label: "hour" });
      await page.getByLabel("Unit price (item 1)").fill("80");
      await page.getByLabel("Tax rate (%) (item 1)").fill("20");
      await page.getByLabel("Line discount (item 1)").selectOption("percent");
      await page.getByLabel("Discount (item 1)", { exact: true }).fill("10");
      await page.getByLabel("Invoice discount", { exact: true }).selectOption("amount");
      await page.getByLabel("Discount", { exact: true }).fill("8");
      // 1.5 h × 80 = 120, less 10 % = 108, less 8 = 100 before tax, 20 of tax.
      const totals = page.locator("dl").last();
      await totals.getByText("-$8.00").waitFor();
      await totals.getByText("$120.00").waitFor();
      await expect(totals.textContent()).resolves.toContain("$20.00");

      await page.getByRole("button", { name: "Create invoice" }).click();
      await page.getByRole("heading", { name: "Draft invoice", level: 1 }).waitFor();
      const main = await page.getByRole("main").textContent();
      expect(main).toContain("1.5 hour");
      expect(main).toContain("$120.00");
      expect(main).toContain("-$8.00");
      expect(main).toContain("Discount: 10%");
    },
    SLOW,
  );
});
