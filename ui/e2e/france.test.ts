import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { screenshotsFromTop } from "./harness/screenshots-from-top.ts";
import { expectSound } from "./harness/sound.ts";
import { PHONE } from "./harness/viewports.ts";

const SLOW = 90_000;
const run = promisify(execFile);

describe.skipIf(!existsSync(serverMain))("France settings and Factur-X", () => {
  let app: E2eApp;
  let account: Account;

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url, { firstName: "Marie", lastName: "Curie" });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "refuses a SIRET with a wrong key, then saves the settings, which a reload shows again",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/france-settings");
      await page.getByRole("heading", { name: "France settings", level: 1 }).waitFor();
      await page
        .getByRole("heading", { name: "About Factur-X and the e-invoicing reform" })
        .waitFor();
      const rate = page.getByLabel("Default VAT rate");
      expect(await rate.locator("option:checked").textContent()).toBe("Standard rate — 20.0%");
      expect(await rate.locator("option").allTextContents()).toContain("Super-reduced rate — 2.1%");

      await page.getByRole("button", { name: "Save France settings" }).click();
      await page.getByText("SIRET is required").waitFor();
      await page.getByText("Company name is required").waitFor();

      await page.getByLabel("SIRET").fill("552 081 317 00019");
      await page.getByLabel("Company name").fill("Atelier Curie SARL");
      await page.getByRole("button", { name: "Save France settings" }).click();
      await page.getByText("This SIRET is invalid: its check digit is wrong").waitFor();

      await page.getByLabel("SIRET").fill("552 081 317 00018");
      await page.getByText("The VAT number of this SIRET is FR03552081317.").waitFor();
      await page.getByRole("button", { name: "Use it" }).click();
      expect(await page.getByLabel("VAT number (optional)").inputValue()).toBe("FR03552081317");
      await page.getByLabel("Postal code (optional)").fill("7500");
      await page.getByRole("button", { name: "Save France settings" }).click();
      await page.getByText("The postal code must have 5 digits").waitFor();

      await page.getByLabel("Address (optional)").fill("12 rue des Lilas");
      await page.getByLabel("City (optional)", { exact: true }).fill("Paris");
      await page.getByLabel("Postal code (optional)").fill("75011");
      await rate.selectOption({ label: "Reduced rate — 5.5%" });
      await page.getByRole("button", { name: "Save France settings" }).click();
      await page.getByText("France settings saved").waitFor();

      await page.reload();
      await page.getByLabel("SIRET").waitFor();
      expect(await page.getByLabel("SIRET").inputValue()).toBe("55208131700018");
      expect(await page.getByLabel("VAT number (optional)").inputValue()).toBe("FR03552081317");
      expect(await page.getByLabel("Company name").inputValue()).toBe("Atelier Curie SARL");
      expect(await page.getByLabel("Country").inputValue()).toBe("France");
      expect(await rate.locator("option:checked").textContent()).toBe("Reduced rate — 5.5%");
      await screenshotsFromTop(page, "france-settings");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "downloads a French invoice as Factur-X and submits it to the sandbox platform",
    async () => {
      const client = await callApi<{ id: string }>(app, account, "POST", "/clients", {
        name: "Façades SA",
        email: "compta@facades.example",
        siret: "73282932000017",
      });
      const invoice = await callApi<{ id: string; invoiceNumber: string }>(
        app,
        account,
        "POST",
        "/invoices",
        {
          clientId: client.id,
          issueDate: "2026-11-02",
          dueDate: "2026-12-02",
          status: "sent",
          currency: "EUR",
          items: [
            { description: "Conception graphique", quantity: 2, unitPrice: 450, taxRate: 20 },
          ],
        },
      );
      const page = await app.newPage({ viewport: PHONE });
      await openSignedIn(page, account, `/invoices/${invoice.id}`);
      const card = page.getByRole("region", { name: "French e-invoicing platform" });
      await card.getByText("Not submitted yet.").waitFor();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download PDF" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`invoice-${invoice.invoiceNumber}.pdf`);
      const { stdout } = await run("pdfdetach", ["-list", await download.path()]);
      expect(stdout).toContain("1: factur-x.xml");

      await card.getByRole("button", { name: "Submit to the platform" }).click();
      await page.getByText("The invoice was deposited on the e-invoicing platform.").waitFor();
      await card.getByText("Deposited").waitFor();
      await card.getByText(/Sandbox · Submitted by you · Flow SANDBOX-/u).waitFor();
      await screenshotsFromTop(page, "invoice-detail-factur-x");
      await expectSound(app, page);
    },
    SLOW,
  );
});
