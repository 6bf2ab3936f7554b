import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { DESKTOP, PHONE } from "./harness/viewports.ts";

const SLOW = 120_000;

const today = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

describe.skipIf(!existsSync(serverMain))("quotes", () => {
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

  it(
    "is accepted by the client from its link on a phone, then turned into an invoice by the seller",
    async () => {
      const quote = await callApi<{ id: string }>(app, account, "POST", "/quotes", {
        clientId,
        issueDate: today(),
        validUntil: "2099-12-31",
        items: [{ description: "Kitchen renovation", quantity: 1, unitPrice: 1000, taxRate: 20 }],
      });
      await callApi(app, account, "POST", `/quotes/${quote.id}/status`, { status: "sent" });
      const { url } = await callApi<{ url: string }>(
        app,
        account,
        "POST",
        `/quotes/${quote.id}/link`,
      );

      const phone = await app.newPage({ viewport: PHONE });
      await phone.goto(new URL(url).pathname);
      await phone.getByRole("heading", { name: "Quote from" }).waitFor();
      expect(await phone.getByText("Kitchen renovation").isVisible()).toBe(true);
      await phone.getByRole("button", { name: "Accept the quote" }).click();
      await expect
        .poll(() => phone.getByRole("status").textContent())
        .toContain("You accepted this quote");
      expect(app.pageErrors(phone)).toEqual([]);

      const desktop = await app.newPage({ viewport: DESKTOP });
      await openSignedIn(desktop, account, "/quotes");
      await desktop.getByRole("link", { name: "QUO-001" }).click();
      await desktop.getByRole("button", { name: "Create the invoice" }).click();
      await desktop.waitForURL(/\/invoices\/[0-9a-f-]{36}$/u);
      await expect
        .poll(() => desktop.locator("main").textContent())
        .toContain("Kitchen renovation");
      const invoices = await callApi<{ data: { total: number; status: string }[] }>(
        app,
        account,
        "GET",
        "/invoices",
      );
      expect(invoices.data).toEqual([expect.objectContaining({ total: 1200, status: "draft" })]);
      expect(app.pageErrors(desktop)).toEqual([]);
      expect(app.cspViolations(desktop)).toEqual([]);
    },
    SLOW,
  );
});
