import { existsSync } from "node:fs";
import { ublInvoiceXml } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, describe, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";

const SLOW = 90_000;

describe.skipIf(!existsSync(serverMain))("The sandbox Plateforme Agréée", () => {
  let app: E2eApp;
  let account: Account;

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url, { firstName: "Irène", lastName: "Joliot" });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "is configured in the France settings, takes a B2B invoice and shows its statuses",
    async () => {
      await callApi(app, account, "POST", "/pfu/settings", {
        settings: {
          siret: "55208131700018",
          vatNumber: "FR03552081317",
          companyName: "Atelier Joliot SARL",
          address: "12 rue des Lilas",
          city: "Paris",
          postalCode: "75011",
          autoSendToPlatform: true,
        },
      });
      const page = await app.newPage();
      await openSignedIn(page, account, "/france-settings");
      const card = page.getByRole("region", { name: "Plateforme Agréée (PA)" });
      await card.getByText("The sandbox PA runs inside the app").waitFor();
      await card.getByRole("button", { name: "Use this platform" }).click();
      await page.getByText("Platform settings saved.").waitFor();

      const client = await callApi<{ id: string }>(app, account, "POST", "/clients", {
        name: "Façades SA",
        email: "compta@facades.example",
        siret: "73282932000017",
        country: "FR",
        kind: "company",
      });
      const invoice = await callApi<{ id: string }>(app, account, "POST", "/invoices", {
        clientId: client.id,
        issueDate: "2026-11-02",
        dueDate: "2026-12-02",
        status: "sent",
        currency: "EUR",
        items: [{ description: "Conception graphique", quantity: 2, unitPrice: 450, taxRate: 20 }],
      });
      await openSignedIn(page, account, `/invoices/${invoice.id}`);
      const timeline = page.getByRole("region", { name: "Lifecycle on the e-invoicing platforms" });
      // The auto-send job deposits it; the sandbox PA answers one status a second.
      const statuses = timeline.getByRole("list", {
        name: "Lifecycle on the e-invoicing platforms",
      });
      for (const label of ["Déposée", "Reçue par la plateforme", "Mise à disposition"]) {
        await expectEventually(async () => {
          await timeline.getByRole("button", { name: "Refresh statuses" }).click();
          await statuses.getByText(label).waitFor({ timeout: 2_000 });
        });
      }
    },
    SLOW,
  );

  it(
    "takes in a supplier's UBL invoice and refuses it with a reason, sent as status 210",
    async () => {
      await callApi(app, account, "PUT", "/france/pa/settings", {
        mode: "sandbox",
        authKind: "oauth2",
      });
      const page = await app.newPage();
      await openSignedIn(page, account, "/received-invoices");
      await page.getByLabel("Invoice file: Factur-X PDF, CII or UBL XML").setInputFiles({
        name: "FAC-2026-0042.xml",
        mimeType: "application/xml",
        buffer: Buffer.from(ublInvoiceXml()),
      });
      await page.getByRole("button", { name: "Upload and check" }).click();
      await page
        .getByRole("heading", { name: "Invoice FAC-2026-0042 from Papeterie Dupont SARL" })
        .waitFor({ timeout: 60_000 });
      await page.getByText("The invoice passed every rule.").waitFor();

      await page.getByRole("button", { name: "Refuse (210)" }).click();
      const refusal = page.getByRole("group", { name: "Refuse the invoice" });
      await refusal.getByRole("button", { name: "Send the refusal" }).click();
      await refusal.getByText("Choose a reason.").waitFor();
      await refusal.getByLabel("Reason", { exact: true }).selectOption("TX_TVA_ERR");
      await refusal
        .getByLabel("Details for the supplier")
        .fill("Le taux de TVA des ramettes est de 20 %, pas de 5,5 %.");
      await refusal.getByRole("button", { name: "Send the refusal" }).click();

      const statuses = page.getByRole("region", { name: "Statuses sent to the supplier" });
      await statuses.getByText("210", { exact: true }).waitFor({ timeout: 30_000 });
      await statuses.getByText("Refusée").waitFor();
      await statuses.getByText(/TX_TVA_ERR/u).waitFor();
      await page.getByRole("button", { name: "Refuse (210)" }).waitFor({ state: "detached" });

      await openSignedIn(page, account, "/received-invoices");
      const row = page.getByRole("row", { name: /FAC-2026-0042/u });
      await row.getByText("Refused").waitFor();
    },
    SLOW,
  );
});

/** Retries `attempt` until it passes, for at most 20 seconds. */
const expectEventually = async (attempt: () => Promise<void>): Promise<void> => {
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
};
