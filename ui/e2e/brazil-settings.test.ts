import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brazilClientBody } from "@invoicing/fixtures/builders";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { screenshots } from "./harness/screenshots.ts";
import { screenshotsFromTop } from "./harness/screenshots-from-top.ts";
import { expectSound } from "./harness/sound.ts";

const SLOW = 90_000;

/** A self-signed A1-like certificate naming the seller's CNPJ, as a PFX (openssl). */
const makePfx = (password: string): Buffer => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "e2e-pfx-"));
  try {
    const run = (args: ReadonlyArray<string>) =>
      execFileSync("openssl", args, { cwd: folder, stdio: "pipe" });
    run([
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      "key.pem",
      "-out",
      "cert.pem",
      "-days",
      "365",
      "-subj",
      "/CN=PADARIA PAULISTA LTDA:11222333000181/C=BR",
    ]);
    run([
      "pkcs12",
      "-export",
      "-inkey",
      "key.pem",
      "-in",
      "cert.pem",
      "-out",
      "a1.pfx",
      "-passout",
      `pass:${password}`,
    ]);
    return readFileSync(path.join(folder, "a1.pfx"));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

const section = (scope: Page | Locator, name: string) =>
  scope.getByRole("region", { name, exact: true });

describe.skipIf(!existsSync(serverMain))("Brazil settings and NF-e", () => {
  let app: E2eApp;
  let account: Account;

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url, { firstName: "Beatriz", lastName: "Costa" });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "checks the CNPJ, saves the settings with an IBGE municipality and shows them after a reload",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/brazil-settings");
      await page.getByRole("heading", { name: "Brazil settings", level: 1 }).waitFor();
      expect(await page.getByLabel("Default CFOP").inputValue()).toBe("5102");

      await page.getByLabel("Company name (razão social)").fill("Padaria Paulista Ltda.");
      await page.getByLabel("CNPJ", { exact: true }).fill("11.222.333/0001-82");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText("This CNPJ is invalid: its check digits are wrong").waitFor();
      expect(
        await page
          .getByLabel("CNPJ", { exact: true })
          .evaluate((input) => input === document.activeElement),
      ).toBe(true);

      await page.getByLabel("CNPJ", { exact: true }).fill("11.222.333/0001-81");
      await page.getByLabel("State registration (IE) (optional)").fill("110.042.490.114");
      await page.getByLabel("Street (logradouro) (optional)").fill("Rua Augusta");
      await page.getByLabel("Number (optional)").fill("1500");
      await page.getByLabel("District (bairro) (optional)").fill("Consolação");
      await page.getByLabel("State (UF) (optional)").selectOption("SP");
      const municipality = page.getByRole("combobox", { name: "Municipality (optional)" });
      await municipality.fill("sao paulo");
      await page.getByRole("option", { name: /^São Paulo\s*3550308$/u }).click();
      await page.getByText("IBGE code 3550308").waitFor();
      await page.getByLabel("CEP (optional)").fill("01310100");
      expect(await page.getByLabel("CEP (optional)").inputValue()).toBe("01310-100");
      await page.getByLabel("NF-e environment").selectOption("homologation");
      await screenshotsFromTop(page, "brazil-settings");
      await expectSound(app, page);

      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText("Brazil settings saved").waitFor();

      await page.reload();
      await page.getByRole("heading", { name: "Brazil settings", level: 1 }).waitFor();
      expect(await page.getByLabel("CNPJ", { exact: true }).inputValue()).toBe("11222333000181");
      expect(await page.getByLabel("Company name (razão social)").inputValue()).toBe(
        "Padaria Paulista Ltda.",
      );
      expect(await municipality.inputValue()).toBe("São Paulo");
      expect(await page.getByLabel("CEP (optional)").inputValue()).toBe("01310-100");
      expect(await page.getByLabel("State (UF) (optional)").inputValue()).toBe("SP");

      // Saved settings open the NFS-e section: its codes and ISS are kept on their own.
      const nfse = section(page, "NFS-e (services)");
      await nfse.getByLabel("National service code (cTribNac)").fill("010701");
      await nfse.getByLabel("ISS rate (%)").fill("2,5");
      await nfse.getByLabel("The client withholds the ISS").check();
      await nfse.getByRole("button", { name: "Save NFS-e settings" }).click();
      await page.getByText("Brazil settings saved").waitFor();
      await page.reload();
      const reloaded = section(page, "NFS-e (services)");
      await reloaded.getByLabel("ISS rate (%)").waitFor();
      expect(await reloaded.getByLabel("ISS rate (%)").inputValue()).toBe("2.5");
      expect(await reloaded.getByLabel("National service code (cTribNac)").inputValue()).toBe(
        "010701",
      );
      expect(await reloaded.getByLabel("The client withholds the ISS").isChecked()).toBe(true);
    },
    SLOW,
  );

  it(
    "refuses a wrong certificate password, stores the certificate without showing it, then deletes it",
    async () => {
      const page = await app.newPage();
      await openSignedIn(page, account, "/brazil-settings");
      await page.getByRole("heading", { name: "A1 digital certificate" }).waitFor();
      await page.getByText("No certificate is stored: NF-e go to the sandbox.").waitFor();
      const pfx = makePfx("segredo");
      await page
        .getByLabel("Certificate file")
        .setInputFiles({ name: "a1.pfx", mimeType: "application/x-pkcs12", buffer: pfx });
      await page.getByLabel("Certificate password", { exact: true }).fill("errado");
      await page.getByRole("button", { name: "Upload certificate" }).click();
      await page.getByText("The certificate password is incorrect").first().waitFor();

      await page.getByLabel("Certificate password", { exact: true }).fill("segredo");
      await page.getByRole("button", { name: "Upload certificate" }).click();
      await page.getByText("Certificate stored").waitFor();
      await page.getByText("PADARIA PAULISTA LTDA:11222333000181").waitFor();
      expect(await page.getByLabel("Certificate password", { exact: true }).inputValue()).toBe("");
      await screenshots(page, "brazil-settings-certificate");
      await expectSound(app, page);

      await page.getByRole("button", { name: "Delete certificate" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete certificate" }).click();
      await page.getByText("Certificate deleted").waitFor();
      await page.getByText("No certificate is stored: NF-e go to the sandbox.").waitFor();
    },
    SLOW,
  );

  it(
    "issues a BRL invoice, submits its NF-e to the sandbox, sends a correction letter and cancels it",
    async () => {
      const client = await callApi<{ id: string }>(
        app,
        account,
        "POST",
        "/clients",
        brazilClientBody(),
      );
      // Goods from the catalogue: with NFS-e settings saved, a line typed by hand is a service.
      const goods = await callApi<{ id: string }>(app, account, "POST", "/catalogue-items", {
        name: "Pão de queijo (caixa)",
        kind: "goods",
        unitCode: "C62",
        unitPrice: 25,
        taxRate: 0,
        ncm: "19059090",
      });
      const invoice = await callApi<{ id: string }>(app, account, "POST", "/invoices", {
        clientId: client.id,
        issueDate: "2026-11-20",
        dueDate: "2026-12-20",
        currency: "BRL",
        status: "draft",
        items: [
          {
            description: "Pão de queijo (caixa)",
            quantity: 10,
            unitPrice: 25,
            taxRate: 0,
            catalogueItemId: goods.id,
          },
        ],
      });

      const page = await app.newPage();
      await openSignedIn(page, account, `/invoices/${invoice.id}`);
      const nfe = section(page, "NF-e");
      await nfe
        .getByText("Issue the invoice (mark it as sent) before submitting its NF-e")
        .waitFor();
      expect(await nfe.getByRole("button", { name: "Submit to SEFAZ" }).isDisabled()).toBe(true);

      await page.getByRole("button", { name: "Mark as sent" }).click();
      await page.getByText("INV-001 marked as sent").waitFor();
      const refreshed = section(page, "NF-e");
      await refreshed.getByRole("button", { name: "Submit to SEFAZ" }).click();
      await page.getByText("SEFAZ answered 100: Autorizado o uso da NF-e").waitFor();
      const list = refreshed.getByRole("list", { name: "NF-e submissions" });
      await list.getByText("Autorizado o uso da NF-e").waitFor();
      await list.getByText("100", { exact: true }).waitFor();
      await refreshed.getByRole("button", { name: "DANFE (PDF)" }).waitFor();

      await refreshed.getByRole("button", { name: "Submit to SEFAZ" }).click();
      await page.getByText(/SEFAZ answered 539: Rejeição: Duplicidade de NF-e/u).waitFor();
      await list.getByText("539", { exact: true }).waitFor();
      await list.getByText(/Duplicidade de NF-e com diferença na Chave de Acesso/u).waitFor();
      await screenshots(page, "invoice-nfe");
      await expectSound(app, page);

      const events = refreshed.getByRole("region", { name: "NF-e events", exact: true });
      await events.getByRole("button", { name: "Correction letter" }).click();
      const correction = page.getByRole("dialog", { name: "Correction letter (CC-e)" });
      await correction.getByLabel("Correction").fill("Corrige o complemento do endereco");
      await correction.getByRole("button", { name: "Send correction" }).click();
      await page.getByText("SEFAZ answered 135: Evento registrado e vinculado a NF-e").waitFor();
      await events.getByText("Correction letter no. 1").waitFor();

      await events.getByRole("button", { name: "Cancel NF-e" }).click();
      const cancel = page.getByRole("dialog", { name: "Cancel the NF-e" });
      await cancel.getByLabel("Justification").fill("curta");
      await cancel.getByRole("button", { name: "Cancel NF-e" }).click();
      await cancel.getByText("The justification needs at least 15 characters").waitFor();
      await cancel.getByLabel("Justification").fill("Pedido cancelado pelo cliente");
      await cancel.getByRole("button", { name: "Cancel NF-e" }).click();
      await events
        .getByText("SEFAZ registered the cancellation of this NF-e; the invoice is cancelled.")
        .waitFor();
      await events.getByRole("button", { name: "Event XML" }).first().waitFor();
      await screenshots(page, "invoice-nfe-cancelled");
    },
    SLOW,
  );
});
