import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi, hasApiRoute } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { screenshots } from "./harness/screenshots.ts";
import { expectSound } from "./harness/sound.ts";
import { PHONE } from "./harness/viewports.ts";

const SLOW = 90_000;

interface CreatedInvoice {
  readonly id: string;
  readonly invoiceNumber: string | null;
  readonly status: string;
  readonly total: number;
}

/** `YYYY-MM-DD` of the day `offset` days from today in Paris, the test account's zone. */
const parisDay = (offset = 0): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

const path = (page: Page) => new URL(page.url()).pathname;

/** The list row of an invoice, found by a text it shows (its number or client). */
const row = (page: Page, text: string) =>
  page.getByRole("row").filter({ has: page.getByText(text, { exact: true }) });

describe.skipIf(!existsSync(serverMain))("invoices", () => {
  let app: E2eApp;
  let account: Account;
  let acme: { id: string };
  let globex: { id: string };

  const addInvoice = (
    clientId: string,
    fields: { status?: string; issueDate?: string; dueDate?: string; price?: number } = {},
  ) =>
    callApi<CreatedInvoice>(app, account, "POST", "/invoices", {
      clientId,
      issueDate: fields.issueDate ?? parisDay(),
      dueDate: fields.dueDate ?? parisDay(30),
      status: fields.status ?? "draft",
      items: [
        { description: "Consulting", quantity: 2, unitPrice: fields.price ?? 100, taxRate: 20 },
      ],
    });

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url, { firstName: "Ada", lastName: "Lovelace" });
    acme = await callApi(app, account, "POST", "/clients", {
      name: "Acme Corporation",
      email: "billing@acme.example.com",
      company: "Acme",
    });
    globex = await callApi(app, account, "POST", "/clients", {
      name: "Globex Partners",
      email: "accounts@globex.example.com",
    });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "a new user's list says there are no invoices yet and offers to create one",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, await registerAccount(app.url), "/invoices");
      await page.getByRole("heading", { name: "No invoices yet" }).waitFor();
      await expect(page.getByRole("link", { name: "Create an invoice" }).isVisible()).resolves.toBe(
        true,
      );
      await screenshots(page, "invoice-list-empty");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "the form names each problem, keeps the last item and computes the totals live",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/invoices/new");
      await page.getByRole("heading", { name: "New invoice", level: 1 }).waitFor();
      const remove = page.getByRole("button", { name: "Remove item 1" });
      await expect(remove.isDisabled()).resolves.toBe(true);

      await page.getByLabel("Quantity (item 1)").fill("0");
      await page.getByLabel("Tax rate (%) (item 1)").fill("100.5");
      await page.getByRole("button", { name: "Create invoice" }).click();
      await page.getByText("Please select a client").waitFor();
      await page.getByText("Every item needs a description").waitFor();
      await page.getByText("Quantity must be more than 0").waitFor();
      await page.getByText("Tax rate must be between 0 and 100").waitFor();
      await expect(
        page.getByLabel("Client").evaluate((select) => select === document.activeElement),
      ).resolves.toBe(true);

      await page.getByLabel("Description (item 1)").fill("Audit");
      await page.getByLabel("Quantity (item 1)").fill("2");
      await page.getByLabel("Tax rate (%) (item 1)").fill("10");
      await page.getByLabel("Issue date").fill(parisDay());
      await page.getByLabel("Due date").fill(parisDay(-1));
      await page.getByLabel("Client").selectOption({ label: "Acme Corporation (Acme)" });
      await page.getByRole("button", { name: "Create invoice" }).click();
      await page.getByText("The due date cannot be before the issue date").waitFor();

      await page.getByLabel("Unit price (item 1)").fill("50");
      await page.getByRole("button", { name: "Add item" }).click();
      await page.getByLabel("Unit price (item 2)").fill("25.5");
      await page.getByLabel("Tax rate (%) (item 2)").fill("20");
      await expect(remove.isDisabled()).resolves.toBe(false);
      const totals = page.locator("dl").filter({ hasText: "Subtotal" });
      await expect(totals.textContent()).resolves.toContain("$125.50");
      await expect(totals.textContent()).resolves.toContain("$140.60");
      await screenshots(page, "invoice-form-validation");
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "an invoice made from a client's card is edited, marked sent and paid, then frozen: read-only, duplicated as a draft",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/clients");
      await page.getByRole("link", { name: "Create invoice for Acme Corporation" }).click();
      await page.getByRole("heading", { name: "New invoice", level: 1 }).waitFor();
      expect(new URL(page.url()).searchParams.get("clientId")).toBe(acme.id);
      // The select holds the preselected client once its list has loaded.
      await page
        .getByLabel("Client")
        .getByRole("option", { name: "Acme Corporation (Acme)" })
        .waitFor({ state: "attached" });
      await expect(page.getByLabel("Client").inputValue()).resolves.toBe(acme.id);
      await expect(page.getByLabel("Issue date").inputValue()).resolves.toBe(parisDay());
      await expect(page.getByLabel("Due date").inputValue()).resolves.toBe(parisDay(30));
      await expect(page.getByLabel("Currency").inputValue()).resolves.toBe("USD");

      await page.getByLabel("Description (item 1)").fill("Website redesign");
      await page.getByLabel("Quantity (item 1)").fill("3");
      await page.getByLabel("Unit price (item 1)").fill("19.99");
      await page.getByLabel("Tax rate (%) (item 1)").fill("20");
      await page.getByText("$71.96").first().waitFor();
      await page.getByLabel("Notes (optional)").fill("Thank you for your business.");
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await screenshots(page, "invoice-form-new");
      await page.getByRole("button", { name: "Create invoice" }).click();

      await page.getByRole("heading", { name: "Draft invoice", level: 1 }).waitFor();
      await page.getByText("Invoice created").waitFor();
      await page.getByText("This draft has no number yet.", { exact: false }).waitFor();
      await expect(page.getByRole("main").textContent()).resolves.toContain("$71.96");
      await screenshots(page, "invoice-detail-draft");
      await expectSound(app, page);

      await page.getByRole("link", { name: "Edit" }).click();
      await page.getByRole("heading", { name: "Edit draft invoice", level: 1 }).waitFor();
      await page.getByLabel("Quantity (item 1)").fill("4");
      await screenshots(page, "invoice-form-edit");
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByText("Invoice saved").waitFor();
      await page.getByRole("heading", { name: "Draft invoice", level: 1 }).waitFor();
      await expect(page.getByRole("main").textContent()).resolves.toContain("$95.95");

      await page.getByRole("button", { name: "Mark as sent" }).click();
      await page.getByRole("heading", { name: /^Invoice INV-\d{3,}$/u, level: 1 }).waitFor();
      await page.getByRole("button", { name: "Mark as sent" }).waitFor({ state: "detached" });
      await expect(page.getByRole("link", { name: "Pay invoice" }).isVisible()).resolves.toBe(true);
      // Issued, it was archived: the detail shows the archived PDF's hash, which no later status moves.
      await page.getByText("PDF SHA-256 (archived)", { exact: true }).waitFor();
      const archivedHash = page.getByText(/^[0-9a-f]{64}$/u);
      const hash = await archivedHash.textContent();

      await page.getByRole("button", { name: "Mark as paid" }).click();
      await page.getByText(/^INV-\d{3,} marked as paid$/u).waitFor();
      await page.getByRole("button", { name: "Mark as paid" }).waitFor({ state: "detached" });
      await expect(page.getByRole("link", { name: "Pay invoice" }).count()).resolves.toBe(0);
      await expect(archivedHash.textContent()).resolves.toBe(hash);
      const history = page.getByRole("region", { name: "History" });
      for (const line of [
        "Created with status Draft",
        "Edited",
        "Status changed from Draft to Sent",
        "Status changed from Sent to Paid",
      ]) {
        await expect(history.getByText(line, { exact: true }).count(), line).resolves.toBe(1);
      }
      await screenshots(page, "invoice-detail-paid");
      await expectSound(app, page);

      await expect(
        history.getByText("Line 1, Quantity: 3 → 4", { exact: true }).count(),
      ).resolves.toBe(1);

      // Numbered, the invoice is a legal document: no edit, no cancel, a notice saying why.
      const issuedUrl = page.url();
      await page.getByText("This invoice has a number", { exact: false }).waitFor();
      // "Edit" alone: the "Create credit note" link holds the word too.
      await expect(page.getByRole("link", { name: "Edit", exact: true }).count()).resolves.toBe(0);
      await page.getByRole("link", { name: "Create credit note" }).waitFor();
      await expect(page.getByRole("button", { name: "Cancel invoice" }).count()).resolves.toBe(0);
      await openSignedIn(page, account, `${new URL(issuedUrl).pathname}/edit`);
      await page.getByText("it is a legal document and can no longer be edited").waitFor();
      await expect(page.getByRole("button", { name: "Save changes" }).count()).resolves.toBe(0);
      await page.getByRole("link", { name: "Back to the invoice" }).click();

      await page.getByRole("button", { name: "Duplicate as a new draft" }).click();
      await page.getByRole("heading", { name: "Edit draft invoice", level: 1 }).waitFor();
      expect(page.url()).not.toBe(issuedUrl);
      await expect(page.getByLabel("Quantity (item 1)").inputValue()).resolves.toBe("4");
      await expect(page.getByLabel("Issue date").inputValue()).resolves.toBe(parisDay());
      await page.getByRole("button", { name: "Save changes" }).click();
      // Exact: "Edit draft invoice", the form's heading, holds the words too.
      await page.getByRole("heading", { name: "Draft invoice", exact: true, level: 1 }).waitFor();
      await expect(page.getByRole("main").textContent()).resolves.toContain("$95.95");
    },
    SLOW,
  );

  it(
    "the list searches, filters, marks as paid, deletes a confirmed draft and neither edits nor deletes an issued one",
    async () => {
      const draft = await addInvoice(globex.id, { price: 10 });
      const sent = await addInvoice(globex.id, { status: "sent", price: 40 });
      const other = await addInvoice(acme.id, { status: "sent", price: 70 });
      const page = await app.newPage();
      await openSignedIn(page, account, "/invoices");
      await row(page, sent.invoiceNumber ?? "").waitFor();
      await screenshots(page, "invoice-list");
      await expectSound(app, page);

      await page.getByLabel("Search invoices").fill("globex");
      await page.waitForURL(/q=globex/u);
      await row(page, other.invoiceNumber ?? "").waitFor({ state: "detached" });
      await expect(
        page.getByRole("row").filter({ hasText: "Globex Partners" }).count(),
      ).resolves.toBe(2);
      await page.getByLabel("Status", { exact: true }).selectOption("draft");
      await page.waitForURL(/status=draft/u);
      await row(page, sent.invoiceNumber ?? "").waitFor({ state: "detached" });
      await expect(
        page.getByRole("row").filter({ hasText: "Globex Partners" }).count(),
      ).resolves.toBe(1);

      await page.getByLabel("Search invoices").fill("nobody at all");
      await page.getByRole("heading", { name: "No matching invoices" }).waitFor();
      await screenshots(page, "invoice-list-nomatch");
      await page.getByRole("button", { name: "Clear search and filter" }).click();
      await row(page, other.invoiceNumber ?? "").waitFor();

      const sentRow = row(page, sent.invoiceNumber ?? "");
      await sentRow.getByRole("button", { name: /^Mark as paid/u }).click();
      await page.getByText(`${sent.invoiceNumber} marked as paid`).waitFor();
      await sentRow.getByText("Paid", { exact: true }).waitFor();
      await expect(sentRow.getByRole("button", { name: /^Mark as paid/u }).count()).resolves.toBe(
        0,
      );

      const draftRow = page
        .getByRole("row")
        .filter({ hasText: "Globex Partners" })
        .filter({ hasText: "$24.00" });
      await draftRow.getByRole("button", { name: /^Delete/u }).click();
      const dialog = page.getByRole("dialog", { name: "Delete this draft?" });
      await dialog.getByText("Are you sure you want to delete this invoice?").waitFor();
      await screenshots(page, "invoice-list-delete-confirmation");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(draftRow.count()).resolves.toBe(1);
      await draftRow.getByRole("button", { name: /^Delete/u }).click();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await page.getByText("Draft deleted").waitFor();
      await draftRow.waitFor({ state: "detached" });
      const gone = await fetch(`${app.url}/api/invoices/${draft.id}`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(gone.status).toBe(404);

      const otherRow = row(page, other.invoiceNumber ?? "");
      await expect(otherRow.getByRole("button", { name: /^Delete/u }).count()).resolves.toBe(0);
      await expect(
        otherRow.getByRole("button", { name: /^Cancel invoice/u }).count(),
      ).resolves.toBe(0);
      await expect(otherRow.getByRole("link", { name: /^Edit/u }).count()).resolves.toBe(0);
    },
    SLOW,
  );

  it(
    "exports the filtered list as a CSV file with one row per invoice",
    async () => {
      await addInvoice(acme.id, { status: "paid", price: 12 });
      const page = await app.newPage();
      await openSignedIn(page, account, "/invoices?status=paid");
      await page.getByRole("row").nth(1).waitFor();
      const shown = await page.getByRole("row").count();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/u);
      const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/u, "");
      const lines = csv.trimEnd().split("\r\n");
      expect(lines[0]).toContain("Invoice number");
      expect(lines).toHaveLength(shown);
      for (const line of lines.slice(1)) expect(line).toContain(",paid,");
    },
    SLOW,
  );

  it(
    "downloads the PDF and sends the invoice by e-mail from the detail page",
    async () => {
      const invoice = await addInvoice(acme.id, { status: "sent", price: 55 });
      const page = await app.newPage({ viewport: PHONE });
      await openSignedIn(page, account, `/invoices/${invoice.id}`);
      await page.getByRole("heading", { name: `Invoice ${invoice.invoiceNumber}` }).waitFor();

      if (await hasApiRoute(app, account, "GET", `/invoices/${invoice.id}/pdf`)) {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: "Download PDF" }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`invoice-${invoice.invoiceNumber}.pdf`);
        const pdf = await readFile(await download.path());
        expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
      } else {
        await page.getByRole("button", { name: "Download PDF" }).click();
        await page.getByRole("alert").getByText("Failed to download the PDF").waitFor();
        await page.getByRole("button", { name: "Dismiss" }).click();
      }

      await page.getByRole("button", { name: "Send by email" }).click();
      await screenshots(page, "invoice-detail-email-menu");
      if (await hasApiRoute(app, account, "POST", `/email/send-invoice/${invoice.id}`)) {
        await page.getByRole("button", { name: "Send with SMTP" }).click();
        await page.getByText("Email sent successfully!").waitFor();
        await page.getByText("the message was saved to its outbox", { exact: false }).waitFor();
        await page.getByRole("region", { name: "History" }).getByText("Sent by email").waitFor();
      } else {
        await page.getByRole("button", { name: "Send with SMTP" }).click();
        await page.getByRole("alert").getByText("Failed to send the email").waitFor();
      }
      await expectSound(app, page);
    },
    SLOW,
  );

  it(
    "an unknown invoice shows the not-found page with the way back to the dashboard",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/invoices/00000000-0000-4000-8000-000000000000");
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      await page.getByText("Invoice not found").waitFor();
      await page.getByRole("link", { name: "Back to the dashboard" }).click();
      await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
      expect(path(page)).toBe("/");
    },
    SLOW,
  );
});
