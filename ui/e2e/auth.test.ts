import { existsSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSignedIn, registerAccount, uniqueEmail } from "./harness/accounts.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { appLinkIn, mailTo } from "./harness/outbox.ts";
import { serverMain } from "./harness/paths.ts";
import { screenshots } from "./harness/screenshots.ts";
import { gzippedScriptBytes } from "./harness/script-weight.ts";
import { expectSound } from "./harness/sound.ts";
import { PHONE } from "./harness/viewports.ts";

const SLOW = 60_000;

const path = (page: Page) => new URL(page.url()).pathname;

describe.skipIf(!existsSync(serverMain))("signing up, in and out", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startApp();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "a visitor who registers lands on the dashboard route, signed in with their initials",
    async () => {
      const page = await app.newPage();
      await page.goto("/register");
      await page.getByLabel("First name").fill("Grace");
      await page.getByLabel("Last name").fill("Hopper");
      await page.getByLabel("Email").fill(uniqueEmail());
      await page.getByLabel("Company name (optional)").fill("Hopper Consulting");
      await page.getByLabel("Password", { exact: true }).fill("cobol1959");
      await page.getByLabel("Confirm password").fill("cobol1959");
      await page.getByLabel("Default currency").selectOption("EUR");
      await screenshots(page, "register-filled");
      await page.getByRole("button", { name: "Create account" }).click();

      const menu = page.getByRole("button", { name: "Account menu of Grace Hopper" });
      await menu.waitFor();
      expect(path(page)).toBe("/");
      await expect(menu.textContent()).resolves.toContain("GH");
      await screenshots(page, "layout-signed-in");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "the sidebar starts closed and opens with every group of links",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, await registerAccount(app.url));
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.waitFor();
      await expect(
        page.getByRole("navigation", { name: "Main navigation" }).isVisible(),
      ).resolves.toBe(false);
      await toggle.click();
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      for (const name of [
        "Dashboard",
        "All invoices",
        "Templates",
        "Clients",
        "Reports",
        "Settings",
        "France settings",
        "Brazil settings",
        "Sandbox",
        "Pricing",
        "New client",
      ]) {
        await expect(
          nav.getByRole("link", { name, exact: true }).first().isVisible(),
          name,
        ).resolves.toBe(true);
      }
      await nav.getByRole("button", { name: "Legal" }).click();
      for (const name of ["Terms of service", "Privacy policy", "Refund policy"]) {
        await expect(nav.getByRole("link", { name }).isVisible(), name).resolves.toBe(true);
      }
      await screenshots(page, "layout-sidebar-open");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "logging out returns to the login page, forgets the token and says so",
    async () => {
      const page = await app.newPage({ viewport: PHONE });
      await openSignedIn(page, await registerAccount(app.url));
      await page.getByRole("button", { name: /^Account menu of/u }).click();
      await screenshots(page, "user-menu-open");
      await page.getByRole("button", { name: "Log out" }).click();
      await page.getByText("Logged out successfully").waitFor();
      expect(path(page)).toBe("/login");
      const token = await page.evaluate(
        () => localStorage.getItem("token") ?? sessionStorage.getItem("token"),
      );
      expect(token).toBeNull();
    },
    SLOW,
  );

  it(
    "the login form names each problem before calling the server",
    async () => {
      const page = await app.newPage();
      await page.goto("/login");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("Email is required").waitFor();
      await page.getByText("Password is required").waitFor();
      await expect(
        page.getByLabel("Email").evaluate((input) => input === document.activeElement),
      ).resolves.toBe(true);

      await page.getByLabel("Email").fill("not-an-email");
      await page.getByLabel("Password", { exact: true }).fill("12345");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("Please enter a valid email address").waitFor();
      await page.getByText("Password must be at least 6 characters").waitFor();
      await screenshots(page, "login-validation");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "a wrong password shows the reason and keeps the visitor on the login page",
    async () => {
      const account = await registerAccount(app.url);
      const page = await app.newPage();
      await page.goto("/login");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill("not the password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("alert").getByText("The email or password is incorrect").waitFor();
      expect(path(page)).toBe("/login");
    },
    SLOW,
  );

  it(
    "remember-me keeps the session beyond the tab; without it the session stays in the tab",
    async () => {
      const account = await registerAccount(app.url);
      const stored = async (remember: boolean) => {
        const page = await app.newPage();
        await page.goto("/login");
        await page.getByLabel("Email").fill(account.email);
        await page.getByLabel("Password", { exact: true }).fill(account.password);
        if (remember) await page.getByLabel("Remember me").check();
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByRole("button", { name: /^Account menu of/u }).waitFor();
        return page.evaluate(() => ({
          local: localStorage.getItem("token") !== null,
          session: sessionStorage.getItem("token") !== null,
        }));
      };
      expect(await stored(true)).toEqual({ local: true, session: false });
      expect(await stored(false)).toEqual({ local: false, session: true });
    },
    SLOW,
  );

  it(
    "a visitor asking for a members' page is sent to sign in",
    async () => {
      const page = await app.newPage();
      await page.goto("/settings");
      await page.waitForURL((url) => url.pathname === "/login");
      await page.getByRole("heading", { name: "Sign in" }).waitFor();
    },
    SLOW,
  );

  it(
    "an unknown path goes to the dashboard, which asks a visitor to sign in",
    async () => {
      const visitor = await app.newPage();
      await visitor.goto("/no/such/page");
      await visitor.waitForURL((url) => url.pathname === "/login");

      const member = await app.newPage();
      await openSignedIn(member, await registerAccount(app.url), "/no/such/page");
      await member.waitForURL((url) => url.pathname === "/");
      await member.getByRole("button", { name: /^Account menu of/u }).waitFor();
    },
    SLOW,
  );

  it(
    "switching to Chinese translates the interface and follows the user to the next visit",
    async () => {
      const account = await registerAccount(app.url);
      const page = await app.newPage();
      await openSignedIn(page, account);
      await page.getByRole("button", { name: /^Account menu of/u }).click();
      await page.getByRole("button", { name: "中文" }).click();
      await page.getByRole("banner").getByRole("link", { name: "新建发票" }).waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("zh");
      await screenshots(page, "layout-chinese");
      await expectSound(app, page);

      const me = await fetch(`${app.url}/api/auth/me`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(((await me.json()) as { user: { language: string } }).user.language).toBe("zh");

      const elsewhere = await app.newPage();
      await openSignedIn(elsewhere, account);
      await elsewhere.getByRole("banner").getByRole("link", { name: "新建发票" }).waitFor();
      await elsewhere.getByRole("button", { name: /的账户菜单$/u }).click();
      await elsewhere.getByRole("button", { name: "English" }).click();
      await elsewhere.getByRole("banner").getByRole("link", { name: "New invoice" }).waitFor();
    },
    SLOW,
  );

  it(
    "a reset link request gets the same answer whether or not the account exists",
    async () => {
      const page = await app.newPage();
      await page.goto("/login");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await page.getByLabel("Email").fill(uniqueEmail());
      await page.getByRole("button", { name: "Send reset link" }).click();
      await page.getByText(/a reset link is on its way/u).waitFor();
      await screenshots(page, "forgot-password-sent");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "a forgotten password is replaced through the mailed link, then signs in",
    async () => {
      const account = await registerAccount(app.url);
      const page = await app.newPage();
      await page.goto("/forgot-password");
      await page.getByLabel("Email").fill(account.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await page.getByText(/a reset link is on its way/u).waitFor();

      await page.goto(appLinkIn(await mailTo(app.dataDir, account.email), app.url));
      await page.getByLabel("New password").fill("short");
      await page.getByRole("button", { name: "Set new password" }).click();
      await page.getByText("The new password must be at least 8 characters").waitFor();
      await page.getByLabel("New password").fill("a brand new secret");
      await page.getByLabel("Confirm password").fill("a brand new secret");
      await page.getByRole("button", { name: "Set new password" }).click();
      await page.getByText("Your password has been changed. Please sign in with it.").waitFor();
      expect(path(page)).toBe("/login");

      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill("a brand new secret");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("button", { name: /^Account menu of/u }).waitFor();
    },
    SLOW,
  );

  it(
    "a reset link with an unknown token is refused with a way to ask for a new one",
    async () => {
      const page = await app.newPage();
      await page.goto("/reset-password?token=not-a-real-token");
      await page.getByLabel("New password").fill("a long new password");
      await page.getByLabel("Confirm password").fill("a long new password");
      await page.getByRole("button", { name: "Set new password" }).click();
      await page.getByText("This password reset link is invalid or has expired.").waitFor();
      await page.getByRole("link", { name: "Request a new link" }).waitFor();
    },
    SLOW,
  );

  it.each([
    ["login", "/login", "Sign in"],
    ["register", "/register", "Create your account"],
    ["forgot-password", "/forgot-password", "Reset your password"],
    ["reset-password", "/reset-password?token=abc", "Choose a new password"],
  ])(
    "the %s screen is translated, accessible and fits a phone and a desktop",
    async (name, address, heading) => {
      const page = await app.newPage();
      await page.goto(address);
      await page.getByRole("heading", { name: heading }).waitFor();
      await screenshots(page, name);
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "the login page loads at most 150 KB of gzipped JavaScript",
    async () => {
      const page = await app.newPage();
      const bytes = await gzippedScriptBytes(page, "/login");
      expect(bytes).toBeLessThanOrEqual(150 * 1024);
    },
    SLOW,
  );
});
