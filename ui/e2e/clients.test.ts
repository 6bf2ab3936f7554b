import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { screenshotsFromTop } from "./harness/screenshots-from-top.ts";
import { expectSound } from "./harness/sound.ts";
import { PHONE } from "./harness/viewports.ts";

const SLOW = 60_000;

/** Calls the API as `account`, failing the test on an error answer. */
const callApi = async <T>(
  app: E2eApp,
  account: Account,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> => {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${account.token}`, "Content-Type": "application/json" },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
};

const addClient = (app: E2eApp, account: Account, name: string, fields: object = {}) =>
  callApi<{ id: string }>(app, account, "POST", "/clients", {
    name,
    email: `${name.toLowerCase().replace(/\W+/gu, ".")}@example.com`,
    ...fields,
  });

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

describe.skipIf(!existsSync(serverMain))("clients", () => {
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
    "a new user sees the empty list, then adds a client with a SIRET the form checks",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/clients");
      await page.getByRole("heading", { name: "No clients yet" }).waitFor();
      await screenshotsFromTop(page, "clients-empty");
      await expectSound(app, page);

      await page.getByRole("main").getByRole("link", { name: "New client" }).last().click();
      await page.getByRole("heading", { name: "New client", level: 1 }).waitFor();
      await page.getByLabel("Name", { exact: true }).fill("   ");
      await page.getByRole("button", { name: "Create client" }).click();
      await page.getByText("Name is required").waitFor();
      await page.getByText("Email is required").waitFor();
      await expect(
        page
          .getByLabel("Name", { exact: true })
          .evaluate((input) => input === document.activeElement),
      ).resolves.toBe(true);
      await screenshotsFromTop(page, "client-form-validation");
      await expectSound(app, page);

      await page.getByLabel("Name", { exact: true }).fill("Atelier Lumière");
      await page.getByLabel("Email", { exact: true }).fill("compta@atelier-lumiere.fr");
      await page.getByLabel("Company (optional)").fill("Atelier Lumière SARL");
      await page.getByLabel("Phone (optional)").fill("+33 1 23 45 67 89");
      await page.getByLabel("Address (optional)").fill("12 rue de la Paix\n75002 Paris");
      await page.getByLabel("SIRET (optional)").fill("732 829 320 00075");
      await page.getByRole("button", { name: "Create client" }).click();
      await page.getByText("This SIRET is invalid: its check digit is wrong").waitFor();
      await page.getByLabel("SIRET (optional)").fill("1234");
      await page.getByRole("button", { name: "Create client" }).click();
      await page.getByText("The SIRET must have 14 digits").waitFor();

      await page.getByLabel("SIRET (optional)").fill("732 829 320 00074");
      await page.getByRole("button", { name: /^Use the VAT number of this SIRET/u }).click();
      await expect(page.getByLabel("VAT number (optional)").inputValue()).resolves.toMatch(
        /^FR\d{2}732829320$/u,
      );
      await screenshotsFromTop(page, "client-form-new");
      await page.getByRole("button", { name: "Create client" }).click();

      await page.getByText("Atelier Lumière was added to your clients").waitFor();
      expect(new URL(page.url()).pathname).toBe("/clients");
      const created = card(page, "Atelier Lumière");
      await created.getByText("Atelier Lumière SARL").waitFor();
      await created.getByRole("link", { name: "compta@atelier-lumiere.fr" }).waitFor();
      await created.getByText("75002 Paris").waitFor();
      const [stored] = (
        await callApi<{ data: Array<{ id: string }> }>(app, account, "GET", "/clients")
      ).data;
      const client = await callApi<{ siret: string; vatNumber: string }>(
        app,
        account,
        "GET",
        `/clients/${stored?.id}`,
      );
      expect(client.siret).toBe("73282932000074");
      expect(client.vatNumber).toMatch(/^FR\d{2}732829320$/u);
      await screenshotsFromTop(page, "clients-list");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "the search matches name, email or company and offers to clear a search that finds nothing",
    async () => {
      await addClient(app, account, "Globex Corporation", { company: "Globex Holdings" });
      await addClient(app, account, "Initech", { email: "bill.lumbergh@initech.example" });
      const page = await app.newPage();
      await openSignedIn(page, account, "/clients");
      const search = page.getByLabel("Search clients");
      await card(page, "Initech").waitFor();

      await search.fill("HOLDINGS");
      await page.getByText("1 client found").waitFor();
      await expect(card(page, "Globex Corporation").isVisible()).resolves.toBe(true);
      await expect(card(page, "Initech").count()).resolves.toBe(0);

      await search.fill("lumbergh");
      await card(page, "Initech").waitFor();
      await expect(card(page, "Globex Corporation").count()).resolves.toBe(0);

      await search.fill("no such client");
      await page.getByRole("heading", { name: "No client matches “no such client”" }).waitFor();
      await screenshotsFromTop(page, "clients-no-match");
      await expectSound(app, page);
      await page.getByRole("button", { name: "Clear search" }).click();
      await card(page, "Globex Corporation").waitFor();
      await card(page, "Initech").waitFor();
      await expect(search.inputValue()).resolves.toBe("");
    },
    SLOW,
  );

  it(
    "editing a client fills the form, checks the Brazilian address and saves the changes",
    async () => {
      const { id } = await addClient(app, account, "Padaria Central", {
        cnpj: "11.222.333/0001-81",
      });
      const page = await app.newPage({ viewport: PHONE });
      await openSignedIn(page, account, "/clients");
      await card(page, "Padaria Central")
        .getByRole("link", { name: "Edit Padaria Central" })
        .click();
      await page.waitForURL((url) => url.pathname === `/clients/${id}/edit`);
      await page.getByRole("heading", { name: "Edit client" }).waitFor();
      await expect(page.getByLabel("CNPJ (optional)").inputValue()).resolves.toBe("11222333000181");

      await page.getByText("Brazilian address", { exact: true }).click();
      await page.getByLabel("Street (optional)", { exact: true }).fill("Avenida Paulista");
      await page.getByLabel("Number (optional)", { exact: true }).fill("1000");
      await page.getByLabel("IBGE municipality code (optional)").fill("3304557");
      await page.getByLabel("Municipality (optional)").fill("São Paulo");
      await page.getByLabel("State (UF) (optional)").selectOption("SP");
      await page.getByLabel("CEP (optional)").fill("01310-100");
      await page.getByLabel("Phone (optional)").fill("+55 11 3000-0000");
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByText("This municipality is not in the chosen state").waitFor();
      await screenshotsFromTop(page, "client-form-edit");
      await expectSound(app, page);

      await page.getByLabel("IBGE municipality code (optional)").fill("3550308");
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByText("Padaria Central was updated").waitFor();
      await card(page, "Padaria Central").getByText("+55 11 3000-0000").waitFor();
      const saved = await callApi<{ uf: string; municipalityCode: string; cep: string }>(
        app,
        account,
        "GET",
        `/clients/${id}`,
      );
      expect(saved).toMatchObject({ uf: "SP", municipalityCode: "3550308", cep: "01310-100" });

      await page.goto(`/clients/${id}/edit`);
      // The address section starts unfolded once it holds something.
      await page.getByLabel("Street (optional)", { exact: true }).waitFor();
      await page.getByRole("link", { name: "Back to clients" }).click();
      await page.waitForURL((url) => url.pathname === "/clients");
    },
    SLOW,
  );

  it(
    "deleting asks first, says it cannot be undone, and Cancel keeps the client",
    async () => {
      await addClient(app, account, "Umbrella Supplies");
      const page = await app.newPage();
      await openSignedIn(page, account, "/clients");
      const umbrella = card(page, "Umbrella Supplies");
      await umbrella.getByRole("button", { name: "Delete Umbrella Supplies" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete Umbrella Supplies?" });
      await dialog
        .getByText("Are you sure you want to delete this client? This cannot be undone.")
        .waitFor();
      await screenshotsFromTop(page, "client-delete-confirm");
      await expectSound(app, page);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog.count()).resolves.toBe(0);
      await expect(umbrella.isVisible()).resolves.toBe(true);

      await umbrella.getByRole("button", { name: "Delete Umbrella Supplies" }).click();
      await page.keyboard.press("Escape");
      await expect(dialog.count()).resolves.toBe(0);

      await umbrella.getByRole("button", { name: "Delete Umbrella Supplies" }).click();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await page.getByText("Umbrella Supplies was deleted").waitFor();
      await umbrella.waitFor({ state: "detached" });
    },
    SLOW,
  );

  it(
    "a client named on an invoice is kept, and the page says why",
    async () => {
      const { id } = await addClient(app, account, "Wayne Enterprises");
      await callApi(app, account, "POST", "/invoices", {
        clientId: id,
        issueDate: "2026-11-01",
        dueDate: "2026-12-01",
        items: [{ description: "Consulting", quantity: 1, unitPrice: 100, taxRate: 20 }],
      });
      const page = await app.newPage();
      await openSignedIn(page, account, "/clients");
      const wayne = card(page, "Wayne Enterprises");
      await wayne.getByRole("button", { name: "Delete Wayne Enterprises" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
      const banner = page.getByRole("alert");
      await banner.getByText("Failed to delete the client").waitFor();
      await banner.getByText(/This client appears on invoices, so it cannot be deleted/u).waitFor();
      await expect(wayne.isVisible()).resolves.toBe(true);
      await screenshotsFromTop(page, "clients-delete-refused");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "the create-invoice link of a card opens the invoice form for that client",
    async () => {
      const { id } = await addClient(app, account, "Stark Industries");
      const page = await app.newPage();
      await openSignedIn(page, account, "/clients");
      await card(page, "Stark Industries")
        .getByRole("link", { name: "Create invoice for Stark Industries" })
        .click();
      await page.waitForURL((url) => url.pathname === "/invoices/new");
      expect(new URL(page.url()).searchParams.get("clientId")).toBe(id);
    },
    SLOW,
  );

  it(
    "a long list comes in pages",
    async () => {
      const many = await registerAccount(app.url);
      for (let index = 1; index <= 30; index++) {
        await addClient(app, many, `Client ${String(index).padStart(2, "0")}`);
      }
      const page = await app.newPage();
      await openSignedIn(page, many, "/clients");
      const pages = page.getByRole("navigation", { name: "Pagination" });
      await pages.getByText("Page 1 of 2").waitFor();
      await expect(page.getByRole("article").count()).resolves.toBe(24);
      await expect(pages.getByRole("button", { name: "Previous" }).isDisabled()).resolves.toBe(
        true,
      );
      await pages.getByRole("button", { name: "Next" }).click();
      await pages.getByText("Page 2 of 2").waitFor();
      await card(page, "Client 30").waitFor();
      await expect(page.getByRole("article").count()).resolves.toBe(6);
      await screenshotsFromTop(page, "clients-page-2");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "the edit page of a client that does not exist says so and links to the dashboard",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, `/clients/${randomUUID()}/edit`);
      await page.getByText("Client not found").waitFor();
      await page.getByRole("link", { name: "Back to the dashboard" }).waitFor();
      await expectSound(app, page);
    },
    SLOW,
  );
});
