import { existsSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { screenshotsFromTop } from "./harness/screenshots-from-top.ts";
import { expectSound } from "./harness/sound.ts";

const SLOW = 60_000;

const fillCard = async (page: Page, number: string) => {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
};

const choosePlan = async (page: Page, plan: "Starter" | "Pro") => {
  // A plan the user already has is offered for renewal.
  await page.getByRole("button", { name: new RegExp(`^(Choose|Renew) ${plan}$`, "u") }).click();
  await page.getByRole("heading", { name: "Order summary" }).waitFor();
};

describe.skipIf(!existsSync(serverMain))("subscriptions and card payments (sandbox)", () => {
  let app: E2eApp;
  let account: Account;

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url, { firstName: "Ada", lastName: "Byron" });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "a new user subscribes to Pro with 4242…, sees the success screen, then the dashboard 3 s later, and the plan in settings",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/pricing-payment");
      await page.getByRole("heading", { name: "Choose your plan", level: 1 }).waitFor();
      await screenshotsFromTop(page, "pricing-payment-plans");
      await expectSound(app, page);

      await choosePlan(page, "Pro");
      await page.getByText("Pro plan", { exact: true }).waitFor();
      await fillCard(page, "4242 4242 4242 4242");
      await screenshotsFromTop(page, "pricing-payment-checkout");
      await expectSound(app, page);

      await page.getByRole("button", { name: "Pay $19.00" }).click();
      await page.getByRole("heading", { name: "Payment successful!" }).waitFor();
      const succeededAt = Date.now();
      await page.getByText("You are now on the Pro plan.").waitFor();
      await screenshotsFromTop(page, "pricing-payment-success");
      await expectSound(app, page);
      await page.waitForURL("**/dashboard", { timeout: 10_000 });
      const waited = Date.now() - succeededAt;
      expect(waited).toBeGreaterThanOrEqual(2_000);
      expect(waited).toBeLessThan(6_000);

      await page.goto("/settings#billing");
      const billing = page.getByRole("region", { name: "Subscription and payments" });
      await billing.getByText("Pro plan", { exact: true }).first().waitFor();
      await billing.getByText("Active", { exact: true }).waitFor();
      const payment = billing.getByRole("listitem").first();
      await payment.getByText("Succeeded").waitFor();
      await payment.getByText("$19.00").waitFor();
      await billing.scrollIntoViewIfNeeded();
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "shows the decline of 4000 0000 0000 0002, and Back clears the plan and the failure",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/pricing-payment");
      await choosePlan(page, "Starter");

      await page.getByRole("button", { name: "Pay $9.00" }).click();
      await page.getByText("Invalid card information").waitFor();
      await page.getByText("Enter the card number").waitFor();

      await fillCard(page, "4000 0000 0000 0002");
      await page.getByRole("button", { name: "Pay $9.00" }).click();
      const failure = page.getByRole("alert").filter({ hasText: "Your card was declined." });
      await failure.waitFor();
      await expect(failure.textContent()).resolves.toContain("Payment failed");
      await screenshotsFromTop(page, "pricing-payment-declined");
      await expectSound(app, page);

      await page.getByRole("button", { name: "Back to plans" }).click();
      await page.getByRole("button", { name: "Choose Starter" }).waitFor();
      expect(await page.getByText("Your card was declined.").count()).toBe(0);
      await choosePlan(page, "Starter");
      expect(await page.getByText("Your card was declined.").count()).toBe(0);
      await expect(page.getByLabel("Card number").inputValue()).resolves.toBe("");

      const payments = await callApi<{ data: Array<{ status: string; amount: number }> }>(
        app,
        account,
        "GET",
        "/payments",
      );
      expect(payments.data[0]).toMatchObject({ status: "failed", amount: 9 });
    },
    SLOW,
  );

  it(
    "asks to confirm 4000 0025 0000 3155 in a 3-D Secure step, then succeeds",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/pricing-payment");
      await choosePlan(page, "Pro");
      await fillCard(page, "4000 0025 0000 3155");
      await page.getByRole("button", { name: "Pay $19.00" }).click();
      const dialog = page.getByRole("dialog", { name: "Confirm your payment" });
      await dialog.waitFor();
      await screenshotsFromTop(page, "pricing-payment-authentication");
      await expectSound(app, page);
      await dialog.getByRole("button", { name: "Complete authentication" }).click();
      await page.getByRole("heading", { name: "Payment successful!" }).waitFor();
      await page.waitForURL("**/dashboard", { timeout: 10_000 });
    },
    SLOW,
  );

  it(
    "pays a sent invoice from its detail screen, which then shows it paid",
    async () => {
      const client = await callApi<{ id: string }>(app, account, "POST", "/clients", {
        name: "Analytical Engines",
        email: "billing@engines.example",
      });
      const invoice = await callApi<{ id: string; invoiceNumber: string }>(
        app,
        account,
        "POST",
        "/invoices",
        {
          clientId: client.id,
          issueDate: "2026-11-01",
          dueDate: "2026-12-01",
          status: "sent",
          items: [
            { description: "Difference engine tuning", quantity: 2, unitPrice: 150, taxRate: 0 },
          ],
        },
      );
      const page = await app.newPage();
      await openSignedIn(page, account, `/invoices/${invoice.id}`);
      await page.getByRole("link", { name: "Pay invoice" }).click();
      await page
        .getByRole("heading", { name: `Pay invoice ${invoice.invoiceNumber}`, level: 1 })
        .waitFor();
      await fillCard(page, "4242 4242 4242 4242");
      await screenshotsFromTop(page, "invoice-payment");
      await expectSound(app, page);
      await page.getByRole("button", { name: "Pay $300.00" }).click();
      await page.getByText(`Invoice ${invoice.invoiceNumber} is paid.`).waitFor();
      await page.waitForURL(`**/invoices/${invoice.id}`, { timeout: 10_000 });
      await page.getByText("Paid", { exact: true }).first().waitFor();
      const stored = await callApi<{ status: string }>(
        app,
        account,
        "GET",
        `/invoices/${invoice.id}`,
      );
      expect(stored.status).toBe("paid");
    },
    SLOW,
  );

  it(
    "requests a refund of a payment from the settings",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/settings#billing");
      const billing = page.getByRole("region", { name: "Subscription and payments" });
      await billing.getByRole("button", { name: "Request refund" }).first().waitFor();
      await billing.scrollIntoViewIfNeeded();
      await screenshotsFromTop(page, "settings-billing");
      await expectSound(app, page);
      await billing.getByRole("button", { name: "Request refund" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Request a refund?" });
      await dialog.getByRole("button", { name: "Request refund" }).click();
      await page.getByText("Refund of $19.00 requested").waitFor();
      await billing.getByText("Refunded").first().waitFor();
      const payments = await callApi<{ data: Array<{ status: string }> }>(
        app,
        account,
        "GET",
        "/payments",
      );
      expect(payments.data.map((payment) => payment.status)).toContain("refunded");
    },
    SLOW,
  );
});
