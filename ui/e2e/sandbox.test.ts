import { existsSync } from "node:fs";
import { brazilSettingsBody, franceSettingsBody } from "@invoicing/fixtures/builders";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { screenshots } from "./harness/screenshots.ts";
import { expectSound } from "./harness/sound.ts";

const SLOW = 180_000;

/** Valid France settings of a company with a VAT number and a full address. */
const franceSettings = franceSettingsBody({ companyName: "Atelier Lovelace SARL" });

/** Brazil settings of a Simples Nacional seller in São Paulo. */
const brazilSettings = brazilSettingsBody({ city: "São Paulo" });

const banner = (page: Page) => page.getByText("Sandbox mode is on.");
const modeSwitch = (page: Page) => page.getByRole("checkbox", { name: "Sandbox mode" });
const results = (page: Page) => page.getByRole("region", { name: "Test results" });

/** Flips the switch and waits for the page to reload itself, as the toggle does. */
const toggleAndAwaitReload = async (page: Page) => {
  await page.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
  });
  await modeSwitch(page).click();
  await page.getByText("Saved. Reloading…").waitFor();
  await page.waitForFunction(() => !(window as { beforeReload?: boolean }).beforeReload);
  await page.getByRole("heading", { name: "Sandbox", level: 1 }).waitFor();
};

const storedFlag = (page: Page) => page.evaluate(() => localStorage.getItem("sandboxMode"));

describe.skipIf(!existsSync(serverMain))("sandbox mode and e-invoicing test runs", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startApp();
  }, SLOW);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "switches sandbox mode on with a reload and a banner, runs both tests, keeps their results after a new sign-in, and switches it off",
    async () => {
      const account: Account = await registerAccount(app.url, { firstName: "Grace" });
      await callApi(app, account, "POST", "/pfu/settings", { settings: franceSettings });
      await callApi(app, account, "POST", "/sefaz/settings", { settings: brazilSettings });
      const page = await app.newPage();
      await openSignedIn(page, account, "/sandbox-settings");
      await page.getByRole("heading", { name: "Sandbox", level: 1 }).waitFor();
      await results(page).getByText("No test has been run yet.").waitFor();
      expect(await banner(page).isVisible()).toBe(false);
      expect(await modeSwitch(page).isChecked()).toBe(false);

      await toggleAndAwaitReload(page);
      await banner(page).waitFor();
      expect(await modeSwitch(page).isChecked()).toBe(true);
      expect(await storedFlag(page)).toBe("true");

      const sandboxHeader = page
        .waitForRequest((request) => request.url().endsWith("/api/e-invoice/sandbox/tests"))
        .then((request) => request.headers()["x-sandbox-mode"]);
      await page.getByRole("button", { name: "Run the France test" }).click();
      await page.getByText("Test completed successfully", { exact: true }).first().waitFor();
      expect(await sandboxHeader).toBe("true");
      await page.getByRole("button", { name: "Run the Brazil test" }).click();
      // No A1 certificate uploaded: the run signs with a generated one and warns.
      await page.getByText("Test completed with warnings", { exact: true }).first().waitFor();
      const list = results(page);
      await list.getByRole("heading", { name: "France" }).waitFor();
      await list.getByRole("heading", { name: "Brazil" }).waitFor();
      await list.getByText(/^Deposited as SANDBOX-/u).waitFor();
      await list.getByText(/^100: Autorizado o uso da NF-e/u).waitFor();
      await screenshots(page, "sandbox-settings");
      await expectSound(app, page);

      await page.goto("/invoices");
      await page.getByRole("heading", { name: "Invoices", level: 1 }).waitFor();
      await banner(page).waitFor();

      await page.getByRole("button", { name: /^Account menu of/u }).click();
      await page.getByRole("button", { name: "Log out" }).click();
      await page.getByLabel("Email").waitFor();
      expect(await storedFlag(page)).toBeNull();
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("button", { name: /^Account menu of/u }).waitFor();
      await page.goto("/sandbox-settings");
      await results(page).getByRole("heading", { name: "France" }).waitFor();
      await results(page).getByRole("heading", { name: "Brazil" }).waitFor();
      expect(
        await results(page)
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading") })
          .count(),
      ).toBe(2);
      await banner(page).waitFor();
      expect(await storedFlag(page)).toBe("true");

      await toggleAndAwaitReload(page);
      expect(await modeSwitch(page).isChecked()).toBe(false);
      expect(await banner(page).isVisible()).toBe(false);
      expect(await storedFlag(page)).toBe("false");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "shows the rule ids the sandbox platform rejects for a seller without a SIREN",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, await registerAccount(app.url), "/sandbox-settings");
      await results(page).getByText("No test has been run yet.").waitFor();
      await page.getByRole("button", { name: "Run the France test" }).click();
      await page.getByText("Test failed", { exact: true }).first().waitFor();
      const list = results(page);
      await list
        .getByText(
          "No France settings: the sample was written without the seller's SIREN and SIRET.",
        )
        .waitFor();
      await list.getByText(/^Rejected\. Rules broken: \d+\.$/u).waitFor();
      for (const rule of ["BR-FR-10_BT-30", "BR-FR-13_BT-34", "BR-CO-26"]) {
        await list.getByText(rule, { exact: true }).waitFor();
      }
      await list.getByText(/Le SIREN du vendeur \(ram:ID\) est obligatoire/u).waitFor();
      await screenshots(page, "sandbox-rejected-rules");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "adds an error entry when the test cannot reach the server",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, await registerAccount(app.url), "/sandbox-settings");
      await results(page).getByText("No test has been run yet.").waitFor();
      await page.route("**/api/e-invoice/sandbox/tests", (route) =>
        route.request().method() === "POST"
          ? route.abort("internetdisconnected")
          : route.continue(),
      );
      await page.getByRole("button", { name: "Run the Brazil test" }).click();
      await results(page).getByText("Test failed due to network error").waitFor();
      await results(page).getByRole("heading", { name: "Brazil" }).waitFor();
      await page.reload();
      await results(page).getByText("No test has been run yet.").waitFor();
    },
    SLOW,
  );
});
