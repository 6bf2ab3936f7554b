import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { screenshots } from "./harness/screenshots.ts";
import { expectSound } from "./harness/sound.ts";

const SLOW = 90_000;

/** `YYYY-MM-DD` of the day `offset` days from today in Paris, the test account's zone. */
const parisDay = (offset = 0): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

const path = (page: Page) => new URL(page.url()).pathname;

describe.skipIf(!existsSync(serverMain))("credit notes", () => {
  let app: E2eApp;
  let account: Account;
  let clientId: string;

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url, { firstName: "Emmy", lastName: "Noether" });
    ({ id: clientId } = await callApi<{ id: string }>(app, account, "POST", "/clients", {
      name: "Umbrella Ltd",
      email: "ap@umbrella.example.com",
    }));
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "a partial credit note made from an issued invoice's page downloads as a PDF, shows in the list, on the invoice and nets the dashboard; crediting the rest cancels the invoice",
    async () => {
      // Issued: 200.00 + 50.00 before tax, 20 % tax, 300.00 in all.
      const invoice = await callApi<{ id: string; invoiceNumber: string }>(
        app,
        account,
        "POST",
        "/invoices",
        {
          clientId,
          issueDate: parisDay(),
          dueDate: parisDay(30),
          status: "sent",
          items: [
            { description: "Consulting", quantity: 2, unitPrice: 100, taxRate: 20 },
            { description: "Travel", quantity: 1, unitPrice: 50, taxRate: 20 },
          ],
        },
      );

      const page = await app.newPage();
      await openSignedIn(page, account, `/invoices/${invoice.id}`);
      await page.getByRole("link", { name: "Create credit note" }).click();
      await page
        .getByRole("heading", { name: `Credit note for invoice ${invoice.invoiceNumber}` })
        .waitFor();
      await page.getByText("Credit note total: $300.00").waitFor();

      await page.getByLabel("Chosen lines or amounts").check();
      await page.getByText("Choose at least one line").waitFor();
      await page.getByLabel("Credit Consulting").check();
      await page.getByText("Left: $200.00 before tax").waitFor();
      await page.getByLabel("Amount before tax").fill("250");
      await page
        .getByText("This credit note is larger than what is left of the invoice.")
        .waitFor();
      await page.getByLabel("Amount before tax").fill("50");
      await page.getByText("Credit note total: $60.00").waitFor();
      await screenshots(page, "credit-note-form");
      await expectSound(app, page);
      await page.getByRole("button", { name: "Create credit note" }).click();
      await page.getByText("Please say why the invoice is credited").waitFor();
      await page.getByLabel("Reason").fill("Pricing error on the consulting hours");
      await page.getByRole("button", { name: "Create credit note" }).click();

      await page.getByRole("heading", { name: "Credit note CN-001", level: 1 }).waitFor();
      expect(path(page)).toMatch(/^\/credit-notes\/[^/]+$/u);
      await page.getByText("Pricing error on the consulting hours").waitFor();
      await page.getByRole("row").filter({ hasText: "Consulting" }).getByText("$60.00").waitFor();
      await screenshots(page, "credit-note-detail");
      await expectSound(app, page);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download PDF" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("credit-note-CN-001.pdf");
      const pdf = await readFile(await download.path());
      expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");

      await page.getByRole("link", { name: "All credit notes" }).click();
      await page.getByRole("heading", { name: "Credit notes", level: 1 }).waitFor();
      await page.getByText("1 credit note", { exact: true }).waitFor();
      const listed = page.getByRole("row").filter({ hasText: "CN-001" });
      await expect(listed.textContent()).resolves.toContain(invoice.invoiceNumber);
      await expect(listed.textContent()).resolves.toContain("$60.00");
      await screenshots(page, "credit-note-list");
      await expectSound(app, page);

      await listed.getByRole("link", { name: invoice.invoiceNumber }).click();
      const credits = page.getByRole("region", { name: "Credit notes" });
      await credits.getByRole("link", { name: "CN-001" }).waitFor();
      await credits.getByText("Credited: $60.00").waitFor();
      await credits.getByText("Left: $240.00").waitFor();
      await screenshots(page, "invoice-credit-notes");
      await expectSound(app, page);

      await page.goto(`${app.url}/dashboard`);
      const pending = page
        .getByRole("region", { name: "All time" })
        .getByRole("article", { name: "Pending revenue", exact: true });
      await expect(pending.textContent()).resolves.toContain("$240.00");

      // Crediting all that is left cancels the invoice, which then offers no further credit.
      await page.goto(`${app.url}/invoices/${invoice.id}/credit-note`);
      await page.getByText("All that is left ($240.00)").waitFor();
      await page.getByText("Credit note total: $240.00").waitFor();
      await page.getByLabel("Reason").fill("Order cancelled");
      await page.getByRole("button", { name: "Create credit note" }).click();
      await page.getByRole("heading", { name: "Credit note CN-002", level: 1 }).waitFor();
      await page.getByRole("link", { name: /^For invoice / }).click();
      await page.getByText("Left: $0.00").waitFor();
      await page.getByText("Cancelled", { exact: true }).first().waitFor();
      await expect(page.getByRole("link", { name: "Create credit note" }).count()).resolves.toBe(0);
    },
    SLOW,
  );
});
