import { existsSync } from "node:fs";
import { languages } from "@invoicing/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSignedIn, registerAccount } from "./harness/accounts.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { rawKeysShown } from "./harness/raw-keys.ts";
import { screenshotsFromTop } from "./harness/screenshots-from-top.ts";
import { expectSound } from "./harness/sound.ts";

const SLOW = 60_000;

const sectionTitles = (page: Page) =>
  page.getByRole("main").locator("section h2").allTextContents();

describe.skipIf(!existsSync(serverMain))("legal pages and public pricing", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startApp();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "the terms have their sections, link to the privacy policy and promise 30 days' notice",
    async () => {
      const page = await app.newPage();
      await page.goto("/terms");
      await page.getByRole("heading", { name: "Terms of Service", level: 1 }).waitFor();
      expect(await sectionTitles(page)).toEqual([
        "Acceptance of these terms",
        "Use license",
        "Disclaimer",
        "Limitations of liability",
        "Refund policy",
        "Privacy policy",
        "Governing law",
        "Changes to these terms",
        "Contact",
      ]);
      await page.getByText(/at least 30 days before it takes effect/u).waitFor();
      await screenshotsFromTop(page, "legal-terms");
      await expectSound(app, page);

      await page
        .getByRole("main")
        .getByRole("link", { name: "privacy policy", exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === "/privacy");
      await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
    },
    SLOW,
  );

  it(
    "the privacy policy covers its sections and is not for children under 13",
    async () => {
      const page = await app.newPage();
      await page.goto("/privacy");
      await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
      expect(await sectionTitles(page)).toHaveLength(9);
      await page.getByText(/not intended for children under 13/u).waitFor();
      await page.getByRole("link", { name: "Third-party services" }).click();
      await expect(page.evaluate(() => window.location.hash)).resolves.toBe("#thirdpartyservices");
      await screenshotsFromTop(page, "legal-privacy");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "the refund policy gives the 14-day window and 5 to 7 business days",
    async () => {
      const page = await app.newPage();
      await page.goto("/refund");
      await page.getByRole("heading", { name: "Refund Policy", level: 1 }).waitFor();
      expect(await sectionTitles(page)).toEqual([
        "Our policy",
        "Eligibility",
        "How to ask for a refund",
        "Timeframe",
        "Exceptions",
        "Contact",
      ]);
      await page.getByText(/within 14 days of the payment date/u).waitFor();
      await page.getByText(/within 5 to 7 business days/u).waitFor();
      await screenshotsFromTop(page, "legal-refund");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "the legal pages and pricing read in every interface language without a raw key",
    async () => {
      const page = await app.newPage();
      await page.goto("/terms");
      await page.locator("main section").first().waitFor();
      // Moves between the documents by their footer links, so the chosen language stays loaded.
      const open = async (path: string) => {
        await page.locator(`main footer a[href="${path}"]`).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.locator("main section").first().waitFor();
      };
      for (const language of languages) {
        await page.getByRole("banner").getByRole("combobox").selectOption(language);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await rawKeysShown(page), `${language} /terms`).toEqual([]);
        await open("/privacy");
        expect(await rawKeysShown(page), `${language} /privacy`).toEqual([]);
        await open("/refund");
        expect(await rawKeysShown(page), `${language} /refund`).toEqual([]);
        await open("/terms");
      }
      await page.goto("/pricing");
      await page.locator("main article").first().waitFor();
      for (const language of languages) {
        await page.getByRole("banner").getByRole("combobox").selectOption(language);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await rawKeysShown(page), `${language} /pricing`).toEqual([]);
        if (language === "zh") await screenshotsFromTop(page, "pricing-chinese");
      }
    },
    SLOW,
  );

  it(
    "a visitor sees the two plans with their prices, Get Started links to sign in, and Enterprise by contact",
    async () => {
      const page = await app.newPage();
      await page.goto("/pricing");
      await page.getByRole("heading", { name: "Simple, transparent pricing" }).waitFor();
      const starter = page.getByRole("article", { name: "Starter" });
      const pro = page.getByRole("article", { name: "Pro" });
      await starter.getByText("$9.00").waitFor();
      await pro.getByText("$19.00").waitFor();
      for (const feature of ["Invoice creation", "PDF export", "Email sending"]) {
        await starter.getByText(feature).waitFor();
      }
      for (const feature of ["Everything in Starter", "Client management", "Custom templates"]) {
        await pro.getByText(feature).waitFor();
      }
      const enterprise = page.getByRole("region", { name: "Enterprise" });
      await expect(
        enterprise.getByRole("link", { name: "Contact us" }).getAttribute("href"),
      ).resolves.toMatch(/^mailto:/u);
      await screenshotsFromTop(page, "pricing");
      await expectSound(app, page);

      await pro.getByRole("link", { name: "Get Started with Pro" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
    },
    SLOW,
  );

  it(
    "a signed-in user reads the same pricing inside the app",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, await registerAccount(app.url), "/pricing");
      await page.getByRole("heading", { name: "Simple, transparent pricing" }).waitFor();
      await page.getByRole("button", { name: /^Account menu of/u }).waitFor();
      await expect(
        page.getByRole("link", { name: "Get Started with Starter" }).getAttribute("href"),
      ).resolves.toBe("/pricing-payment");
      await expectSound(app, page);
    },
    SLOW,
  );
});
