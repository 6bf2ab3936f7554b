import { existsSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { pngImage } from "./harness/png-image.ts";
import { screenshotsFromTop } from "./harness/screenshots-from-top.ts";
import { expectSound } from "./harness/sound.ts";
import { PHONE } from "./harness/viewports.ts";

const SLOW = 60_000;

/** The signed-in user as the server has it. */
const me = async (app: E2eApp, account: Account) => {
  const response = await fetch(`${app.url}/api/auth/me`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  return ((await response.json()) as { user: Record<string, unknown> }).user;
};

const chooseLogo = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.getByLabel("Logo image").setInputFiles({ name, mimeType, buffer });

// A blue and white logo, wider than tall, as a company's might be.
const logo = pngImage(160, 80, (x, y) =>
  ((x >> 4) + (y >> 4)) % 2 === 0 ? [38, 72, 184] : [255, 255, 255],
);

describe.skipIf(!existsSync(serverMain))("settings and profile", () => {
  let app: E2eApp;
  let account: Account;

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url, { firstName: "Grace", lastName: "Hopper" });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "the profile form refuses a blank email and saves the names for the whole app",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/settings");
      await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
      await page.getByLabel("Payment reminders").waitFor();
      await screenshotsFromTop(page, "settings");
      await expectSound(app, page);

      const email = page.getByLabel("Email", { exact: true });
      await email.fill("  ");
      await page.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("Email is required").waitFor();
      await email.fill(account.email);
      await page.getByLabel("First name").fill("Amazing Grace");
      await page.getByLabel("Company name (optional)").fill("Hopper Consulting");
      await page.getByLabel("Company address (optional)").fill("1 Navy Way\nArlington");
      await page.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("Profile updated successfully").waitFor();
      await page.getByRole("button", { name: "Account menu of Amazing Grace Hopper" }).waitFor();
      expect(await me(app, account)).toMatchObject({
        firstName: "Amazing Grace",
        companyName: "Hopper Consulting",
        address: "1 Navy Way\nArlington",
      });
    },
    SLOW,
  );

  it(
    "uploads a logo and shows it, refuses a missing, fake or too large file, then deletes it",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/settings");
      await page.getByText("No logo yet").waitFor();

      await page.getByRole("button", { name: "Upload logo" }).click();
      await page.getByText("Please choose a file").waitFor();

      await chooseLogo(page, "logo.png", "image/png", logo);
      await page.getByRole("button", { name: "Upload logo" }).click();
      await page.getByText("Logo uploaded successfully").waitFor();
      const image = page.getByRole("img", { name: "Your company logo" });
      await image.waitFor();
      await expect(image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).resolves.toBe(
        160,
      );
      expect((await me(app, account)).logo).toMatch(/^\/api\/files\/logos\/.+\.png$/u);
      await screenshotsFromTop(page, "settings-logo");

      await chooseLogo(page, "notes.png", "image/png", Buffer.from("These are not pixels.\n"));
      await page.getByRole("button", { name: "Upload logo" }).click();
      await page.getByText("Please choose a JPEG, PNG or GIF image").waitFor();

      await chooseLogo(page, "huge.png", "image/png", Buffer.alloc(3 * 1024 * 1024, 1));
      await page.getByRole("button", { name: "Upload logo" }).click();
      await page.getByText("The file is too large (2 MB at most)").waitFor();
      await expect(image.isVisible()).resolves.toBe(true);
      await screenshotsFromTop(page, "settings-logo-refused");
      await expectSound(app, page);

      await page.getByRole("button", { name: "Delete logo" }).click();
      await page.getByText("Logo deleted successfully").waitFor();
      await page.getByText("No logo yet").waitFor();
      expect((await me(app, account)).logo).toBeNull();
    },
    SLOW,
  );

  it(
    "changes the password: the old one then fails to sign in and the new one works",
    async () => {
      const owner = await registerAccount(app.url, { password: "first password" });
      const page = await app.newPage({ viewport: PHONE });
      await openSignedIn(page, owner, "/settings");
      const current = page.getByLabel("Current password");
      const fresh = page.getByLabel("New password", { exact: true });
      const confirmation = page.getByLabel("Confirm new password");
      const submit = page.getByRole("button", { name: "Change password" });

      await current.fill(owner.password);
      await fresh.fill("short");
      await confirmation.fill("short");
      await submit.click();
      await page.getByText("The new password must be at least 8 characters").waitFor();

      await fresh.fill("second password");
      await confirmation.fill("second passw0rd");
      await submit.click();
      await page.getByText("The new passwords do not match").waitFor();

      await current.fill("not my password");
      await confirmation.fill("second password");
      await submit.click();
      await page.getByText("The current password is incorrect").first().waitFor();
      await screenshotsFromTop(page, "settings-password-refused");
      await expectSound(app, page);

      await current.fill(owner.password);
      await submit.click();
      await page.getByText("Password updated successfully").waitFor();
      await expect(current.inputValue()).resolves.toBe("");

      const signIn = async (password: string) => {
        const visitor = await app.newPage();
        await visitor.goto("/login");
        await visitor.getByLabel("Email").fill(owner.email);
        await visitor.getByLabel("Password", { exact: true }).fill(password);
        await visitor.getByRole("button", { name: "Sign in" }).click();
        return visitor;
      };
      const withOld = await signIn("first password");
      await withOld.getByRole("alert").getByText("The email or password is incorrect").waitFor();
      const withNew = await signIn("second password");
      await withNew.getByRole("button", { name: /^Account menu of/u }).waitFor();
    },
    SLOW,
  );

  it(
    "notification preferences are saved and still there after a reload",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/settings");
      const reminders = page.getByLabel("Payment reminders");
      const news = page.getByLabel("New feature announcements");
      const payLink = page.getByLabel("Include the pay link in invoice emails");
      await expect(reminders.isChecked()).resolves.toBe(true);
      await expect(payLink.isChecked()).resolves.toBe(true);
      await reminders.uncheck();
      await news.uncheck();
      await payLink.uncheck();
      await page.getByRole("button", { name: "Save preferences" }).click();
      await page.getByText("Notification settings saved").waitFor();

      await page.reload();
      await reminders.waitFor();
      await expect(reminders.isChecked()).resolves.toBe(false);
      await expect(news.isChecked()).resolves.toBe(false);
      await expect(payLink.isChecked()).resolves.toBe(false);
      await expect(page.getByLabel("Email notifications").isChecked()).resolves.toBe(true);
      await expect(page.getByLabel("Overdue notifications").isChecked()).resolves.toBe(true);
    },
    SLOW,
  );

  it(
    "switches the interface to Chinese and back from settings, and saves the currency",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/settings");
      await page.getByLabel("Language", { exact: true }).selectOption("zh");
      await page.getByLabel("Default currency").selectOption("EUR");
      await page.getByRole("button", { name: "Save language and currency" }).click();
      await page.getByRole("heading", { name: "设置", level: 1 }).waitFor();
      await page.getByText("语言和货币已保存").waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("zh");
      await screenshotsFromTop(page, "settings-chinese");
      await expectSound(app, page);
      expect(await me(app, account)).toMatchObject({ language: "zh", currency: "EUR" });

      await page.getByLabel("语言", { exact: true }).selectOption("en");
      await page.getByRole("button", { name: "保存语言和货币" }).click();
      await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
      await expect(page.getByLabel("Default currency").inputValue()).resolves.toBe("EUR");
      expect(await me(app, account)).toMatchObject({ language: "en", currency: "EUR" });
    },
    SLOW,
  );

  it(
    "refuses a credit-note prefix that could end in the sequence, then saves one the next number shows",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/settings");
      const prefix = page.getByLabel("Credit note prefix");
      await expect(prefix.inputValue()).resolves.toBe("CN-");
      await prefix.fill("AV2");
      await page.getByRole("button", { name: "Save prefix" }).click();
      await page.getByText(/^Use 1 to 12 letters/u).waitFor();
      await prefix.fill("AV-");
      await page.getByText(/the next reads AV-001/u).waitFor();
      await page.getByRole("button", { name: "Save prefix" }).click();
      await page.getByText("Credit note prefix saved").waitFor();
      await expectSound(app, page);
      expect(await me(app, account)).toMatchObject({ creditNotePrefix: "AV-" });

      await page.reload();
      await expect(page.getByLabel("Credit note prefix").inputValue()).resolves.toBe("AV-");
    },
    SLOW,
  );

  it(
    "the profile page shows who is signed in and saves the personal information",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/profile");
      await page.getByRole("heading", { name: "Profile", level: 1 }).waitFor();
      await page.getByLabel("Last name").fill(" ");
      await page.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("Last name is required").waitFor();
      await page.getByLabel("Last name").fill("Hopper");
      await page.getByLabel("Phone (optional)").fill("+1 202 555 0100");
      await page.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("Profile updated successfully").waitFor();
      expect((await me(app, account)).phone).toBe("+1 202 555 0100");
      await screenshotsFromTop(page, "profile");
      await expectSound(app, page);
    },
    SLOW,
  );
});
