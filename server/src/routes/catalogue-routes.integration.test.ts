import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogueItemBody, clientBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

describeEachBackend(
  "catalogue routes: products and services picked on invoice lines",
  (backend) => {
    let server: TestServer;
    let account: TestAccount;
    beforeAll(async () => {
      server = await startTestServer(backend);
      account = await server.signUp({ currency: "BRL", language: "pt-BR" });
    }, 60_000);
    afterAll(() => server?.close());

    const cable = catalogueItemBody({ cfop: "5102" });
    const support = {
      name: "Suporte técnico",
      kind: "service",
      unitCode: "HUR",
      unitPrice: 150,
      taxRate: 0,
      serviceCode: "010701",
      issRate: 2,
    };

    it("adds, lists by name, edits and deletes the user's entries, in the user's currency", async () => {
      const token = account.token;
      const created = await server.request("POST", "/api/catalogue-items", { token, json: cable });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ ...cable, currency: "BRL", serviceCode: null });
      const service = await server.request("POST", "/api/catalogue-items", {
        token,
        json: support,
      });
      const { id } = created.body as { id: string };
      const serviceId = (service.body as { id: string }).id;

      const list = await server.request("GET", "/api/catalogue-items", { token });
      expect(
        (list.body as { data: Array<{ name: string }> }).data.map((item) => item.name),
      ).toEqual(["Cabo de rede Cat6", "Suporte técnico"]);

      const edited = await server.request("PUT", `/api/catalogue-items/${id}`, {
        token,
        json: { ...cable, unitPrice: 13.9, ncm: "85444200" },
      });
      expect(edited.body).toMatchObject({ id, unitPrice: 13.9, ncm: "85444200" });

      expect(
        (await server.request("DELETE", `/api/catalogue-items/${serviceId}`, { token })).status,
      ).toBe(204);
      const again = await server.request("DELETE", `/api/catalogue-items/${serviceId}`, { token });
      expect(again.status).toBe(404);
      expect(again.body).toMatchObject({
        code: "catalogue.errors.notfound",
        message: "Este produto ou serviço não está no seu catálogo.",
      });
    });

    it("names each broken field, and keeps every user's catalogue to itself", async () => {
      const broken = await server.request("POST", "/api/catalogue-items", {
        token: account.token,
        json: { ...cable, ncm: "8544" },
      });
      expect(broken.status).toBe(422);
      expect(broken.body).toMatchObject({ fields: { ncm: "catalogue.validation.ncmformat" } });
      const service = await server.request("POST", "/api/catalogue-items", {
        token: account.token,
        json: { ...support, serviceCode: "999999", issRate: 7 },
      });
      expect(service.body).toMatchObject({
        fields: {
          serviceCode: "catalogue.validation.servicecodeitem",
          issRate: "catalogue.validation.issraterange",
        },
      });

      const mine = await server.request("POST", "/api/catalogue-items", {
        token: account.token,
        json: cable,
      });
      const other = await server.signUp();
      const { id } = mine.body as { id: string };
      expect(
        (await server.request("GET", "/api/catalogue-items", { token: other.token })).body,
      ).toEqual({ data: [] });
      expect(
        (
          await server.request("PUT", `/api/catalogue-items/${id}`, {
            token: other.token,
            json: cable,
          })
        ).status,
      ).toBe(404);
    });

    it("keeps the picked entry, its NCM and its CFOP on the invoice line, refusing another user's entry", async () => {
      const token = account.token;
      const entry = await server.request("POST", "/api/catalogue-items", { token, json: cable });
      const entryId = (entry.body as { id: string }).id;
      const client = await server.request("POST", "/api/clients", { token, json: clientBody() });
      const invoice = (catalogueItemId: string) => ({
        clientId: (client.body as { id: string }).id,
        issueDate: "2026-11-20",
        dueDate: "2026-12-20",
        items: [
          {
            description: "Cabo de rede Cat6",
            quantity: 2.5,
            unitCode: "MTR",
            unitPrice: 12.5,
            taxRate: 0,
            catalogueItemId,
          },
          { description: "Instalação", quantity: 1, unitPrice: 80, taxRate: 0 },
        ],
      });
      const created = await server.request("POST", "/api/invoices", {
        token,
        json: invoice(entryId),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { id } = created.body as { id: string };
      const read = await server.request("GET", `/api/invoices/${id}`, { token });
      expect((read.body as { items: unknown[] }).items).toMatchObject([
        {
          catalogueItemId: entryId,
          ncm: "85444900",
          cfop: "5102",
          unitCode: "MTR",
          quantity: 2.5,
        },
        { catalogueItemId: null, ncm: null, cfop: null },
      ]);

      const stranger = await server.signUp({ currency: "BRL" });
      const theirs = await server.request("POST", "/api/catalogue-items", {
        token: stranger.token,
        json: cable,
      });
      const refused = await server.request("POST", "/api/invoices", {
        token,
        json: invoice((theirs.body as { id: string }).id),
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        fields: { "items.0.catalogueItemId": "catalogue.errors.notfound" },
      });
    });
  },
);
