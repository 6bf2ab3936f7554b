import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerInPortuguese } from "./harness/accounts.ts";
import { callApi } from "./harness/api-calls.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";

const SLOW = 120_000;

describe.skipIf(!existsSync(serverMain))("the catalogue, in Brazilian Portuguese", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startApp();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "a Brazilian registers in Portuguese with reais, adds a product and picks it on an invoice line",
    async () => {
      const page = await app.newPage();
      const account = await registerInPortuguese(page, {
        firstName: "Ana",
        lastName: "Souza",
        password: "cabo-de-rede",
      });

      await page.goto("/catalogue");
      await page.getByRole("heading", { name: "Produtos e serviços", level: 1 }).waitFor();
      await page.getByText("O seu catálogo está vazio.", { exact: false }).waitFor();
      await page.getByLabel("Nome", { exact: true }).fill("Cabo de rede Cat6");
      await page.getByLabel("Unidade").selectOption("MTR");
      await page.getByLabel("Valor unitário (BRL)").fill("12.5");
      await page.getByLabel("NCM", { exact: true }).fill("8544");
      await page.getByRole("button", { name: "Adicionar ao catálogo" }).click();
      await page.getByText("O NCM deve ter 8 dígitos").waitFor();
      await page.getByLabel("NCM", { exact: true }).fill("85444900");
      await page.getByRole("button", { name: "Adicionar ao catálogo" }).click();
      const row = page.getByRole("row", { name: /Cabo de rede Cat6/u });
      await row.waitFor();
      await expect(row.textContent()).resolves.toMatch(/R\$\s12,50.*NCM 85444900/u);

      const client = await callApi<{ id: string }>(app, account, "POST", "/clients", {
        name: "Comércio Carioca Ltda.",
        email: "compras@carioca.example.com",
      });
      await page.goto(`/invoices/new?clientId=${client.id}`);
      await page.getByRole("heading", { name: "Nova fatura", level: 1 }).waitFor();
      await page.getByLabel("Do catálogo (item 1)").selectOption({ label: "Cabo de rede Cat6" });
      await expect(page.getByLabel("Descrição (item 1)").inputValue()).resolves.toBe(
        "Cabo de rede Cat6",
      );
      await expect(page.getByLabel("Unidade (item 1)").inputValue()).resolves.toBe("MTR");
      await expect(page.getByLabel("Valor unitário (item 1)").inputValue()).resolves.toBe("12.5");
      await page.getByLabel("Quantidade (item 1)").fill("2.5");
      await page.getByRole("button", { name: "Criar fatura" }).click();
      await page.getByRole("heading", { name: "Rascunho de fatura", level: 1 }).waitFor();
      await expect(page.getByRole("main").textContent()).resolves.toContain("R$\u00a031,25");

      const invoiceId = new URL(page.url()).pathname.split("/").pop() ?? "";
      const invoice = await callApi<{ items: ReadonlyArray<Record<string, unknown>> }>(
        app,
        account,
        "GET",
        `/invoices/${invoiceId}`,
      );
      expect(invoice.items[0]).toMatchObject({ ncm: "85444900", unitCode: "MTR", quantity: 2.5 });
    },
    SLOW,
  );
});
