import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { screenshots } from "./harness/screenshots.ts";
import { expectSound } from "./harness/sound.ts";

const SLOW = 60_000;

describe.skipIf(!existsSync(serverMain))("the outbox", () => {
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
    "is reached from the settings and says it is empty before anything was sent",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/settings");
      await page.getByRole("heading", { name: "E-mail outbox" }).waitFor();
      await page.getByRole("link", { name: "Open the outbox" }).click();
      await page.getByRole("heading", { name: "Outbox", level: 1 }).waitFor();
      await page.getByText("No messages in the outbox yet.", { exact: false }).waitFor();
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "lists an invoice e-mail the server kept, and downloads it as an .eml with the PDF",
    async () => {
      const client = await callApi<{ id: string }>(app, account, "POST", "/clients", {
        name: "Charles Babbage",
        email: "charles@example.com",
        company: "Difference Engines Ltd",
      });
      const invoice = await callApi<{ id: string }>(app, account, "POST", "/invoices", {
        clientId: client.id,
        issueDate: "2026-11-01",
        dueDate: "2026-12-01",
        notes: "",
        items: [{ description: "Consulting", quantity: 2, unitPrice: 450, taxRate: 20 }],
      });
      await callApi(app, account, "POST", `/email/send-invoice/${invoice.id}`, { method: "smtp" });

      const page = await app.newPage();
      await openSignedIn(page, account, "/outbox");
      const row = page.getByRole("row", { name: /Invoice INV-001 from Grace Hopper/u });
      await row.waitFor();
      await row.getByText("charles@example.com").waitFor();
      await screenshots(page, "outbox");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        row.getByRole("button", { name: /Download \.eml/u }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.eml$/u);
      const eml = await readFile(await download.path(), "utf8");
      expect(eml).toContain("Subject: Invoice INV-001 from Grace Hopper");
      expect(eml).toContain("To: charles@example.com");
      expect(eml).toMatch(/filename=.?invoice-INV-001\.pdf/u);
      await expectSound(app, page);
    },
    SLOW,
  );
});
