import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { brazilClientBody, brazilSettingsBody } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerInPortuguese } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";

const SLOW = 120_000;

describe.skipIf(!existsSync(serverMain))("the NFS-e, in Brazilian Portuguese", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startApp();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "a service invoice becomes an NFS-e in the sandbox, its DANFSe downloads, and cancelling it cancels the invoice",
    async () => {
      const page = await app.newPage();
      const account = await registerInPortuguese(page, {
        firstName: "Paula",
        lastName: "Ramos",
        password: "servicos-digitais",
      });

      // The Brazil settings (identity and address) through the API, the NFS-e's on their screen.
      await callApi(app, account, "POST", "/sefaz/settings", {
        settings: brazilSettingsBody({ inscricaoMunicipal: "12345678" }),
      });
      await page.goto("/brazil-settings");
      const nfse = page.getByRole("region", { name: "NFS-e (serviços)", exact: true });
      await nfse.getByLabel("Código de tributação nacional (cTribNac)").fill("010701");
      await nfse.getByLabel("Alíquota do ISS (%)").fill("2");
      await nfse.getByRole("button", { name: "Salvar configurações da NFS-e" }).click();
      await page.getByText("Configurações do Brasil salvas").waitFor();

      const client = await callApi<{ id: string }>(
        app,
        account,
        "POST",
        "/clients",
        brazilClientBody(),
      );
      await page.goto(`/invoices/new?clientId=${client.id}`);
      await page.getByRole("heading", { name: "Nova fatura", level: 1 }).waitFor();
      await page.getByLabel("Descrição (item 1)").fill("Desenvolvimento de software");
      await page.getByLabel("Valor unitário (item 1)").fill("1200");
      await page.getByRole("button", { name: "Criar fatura" }).click();
      await page.getByRole("heading", { name: "Rascunho de fatura", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Marcar como enviada" }).click();
      await page.getByText("INV-001 marcada como enviada").waitFor();

      const section = page.getByRole("region", { name: "NFS-e", exact: true });
      await section.getByRole("button", { name: "Emitir NFS-e" }).click();
      await page.getByText("NFS-e emitida pelo sistema nacional").waitFor();
      const list = section.getByRole("list", { name: "Envios de NFS-e" });
      await list.getByText("NFS-e autorizada").waitFor();
      await list.getByText("Sandbox").waitFor();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        section.getByRole("button", { name: "DANFSe (PDF)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^danfse-3550308\d{43}\.pdf$/u);
      const pdf = await readFile(await download.path());
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      await section.getByRole("button", { name: "Cancelar NFS-e" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancelar a NFS-e" });
      await dialog.getByLabel("Motivo").selectOption("2");
      await dialog.getByLabel("Justificativa").fill("curta");
      await dialog.getByRole("button", { name: "Cancelar NFS-e" }).click();
      await dialog.getByText("A justificativa precisa de pelo menos 15 caracteres").waitFor();
      await dialog.getByLabel("Justificativa").fill("Serviço não foi prestado ao cliente");
      await dialog.getByRole("button", { name: "Cancelar NFS-e" }).click();
      await page.getByText("NFS-e cancelada, e a fatura junto").waitFor();
      await page
        .getByRole("region", { name: "NFS-e", exact: true })
        .getByRole("list", { name: "Envios de NFS-e" })
        .getByText("NFS-e cancelada")
        .waitFor();
      expect(app.pageErrors(page)).toEqual([]);
    },
    SLOW,
  );
});
