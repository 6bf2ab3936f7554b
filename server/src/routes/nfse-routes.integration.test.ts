import { describeEachBackend } from "@invoicing/fixtures";
import { brazilClientBody, brazilSettingsBody } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brlInvoiceBody } from "../../testing/brazil-samples.ts";
import { waitForJobRuns } from "../../testing/job-runs.ts";
import { catalogueItemBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const sandbox = { "x-sandbox-mode": "true" };
const support = {
  name: "Suporte técnico",
  kind: "service",
  unitCode: "HUR",
  unitPrice: 150,
  taxRate: 0,
  serviceCode: "010701",
  issRate: 2,
};

describeEachBackend("NFS-e routes", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  /** A seller with Brazil and NFS-e settings and a client in Rio. */
  const seller = async (brazil: Readonly<Record<string, unknown>> = {}) => {
    const account = await server.signUp({ currency: "BRL", language: "pt-BR" });
    const token = account.token;
    const saved = await server.request("POST", "/api/sefaz/settings", {
      token,
      json: { settings: brazilSettingsBody({ inscricaoMunicipal: "12345678", ...brazil }) },
    });
    expect(saved.status).toBe(200);
    const nfse = await server.request("POST", "/api/sefaz/nfse-settings", {
      token,
      json: { settings: { serviceCode: "010701", issRate: 2 } },
    });
    expect(nfse.status).toBe(200);
    const client = await server.request("POST", "/api/clients", {
      token,
      json: brazilClientBody(),
    });
    return { account, clientId: (client.body as { id: string }).id };
  };

  const invoice = async (account: TestAccount, clientId: string, fields = {}) => {
    const created = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: brlInvoiceBody(clientId, {
        items: [
          { description: "Desenvolvimento de software", quantity: 1, unitPrice: 1200, taxRate: 0 },
        ],
        ...fields,
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (created.body as { id: string }).id;
  };

  const get = (account: TestAccount, url: string) =>
    server.request("GET", url, { token: account.token });
  const post = (account: TestAccount, url: string, json?: unknown) =>
    server.request("POST", url, {
      token: account.token,
      headers: sandbox,
      ...(json === undefined ? {} : { json }),
    });

  describe("an invoice of services", { timeout: 60_000 }, () => {
    it("becomes an NFS-e in the sandbox, kept byte for byte with its DPS, printed as a DANFSe and cancelled with the invoice", async () => {
      const { account, clientId } = await seller();
      const invoiceId = await invoice(account, clientId);
      const issued = await post(account, `/api/invoices/${invoiceId}/nfse`);
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const answer = issued.body as {
        success: boolean;
        accessKey: string;
        submission: { status: string; sandbox: boolean; nDps: number; dpsId: string };
      };
      expect(answer).toMatchObject({
        success: true,
        submission: { status: "issued", sandbox: true, nDps: 1, cancelled: false },
      });
      expect(answer.accessKey).toMatch(/^3550308\d{43}$/u);

      const again = await post(account, `/api/invoices/${invoiceId}/nfse`);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: "brazil.nfse.alreadyissued" });

      const nfse = await get(account, `/api/invoices/${invoiceId}/nfse.xml`);
      const dps = await get(account, `/api/invoices/${invoiceId}/dps.xml`);
      expect(nfse.status).toBe(200);
      expect(dps.status).toBe(200);
      const nfseXml = String(nfse.body);
      expect(nfseXml).toContain(`<infNFSe Id="NFS${answer.accessKey}">`);
      // The NFS-e embeds the DPS as signed, so both were kept byte for byte.
      expect(nfseXml).toContain(String(dps.body));
      expect(String(dps.body)).toContain(`Id="${answer.submission.dpsId}"`);
      const pdf = await get(account, `/api/invoices/${invoiceId}/danfse.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");

      const direct = await server.request("PUT", `/api/invoices/${invoiceId}?place=detail`, {
        token: account.token,
        json: { status: "cancelled" },
      });
      expect(direct.status).toBe(409);
      expect(direct.body).toMatchObject({ code: "brazil.nfse.cancel.required" });
      const credited = await post(account, `/api/invoices/${invoiceId}/credit-notes`, {
        reason: "Serviço não prestado",
      });
      expect(credited.status).toBe(409);
      expect(credited.body).toMatchObject({ code: "brazil.nfse.cancel.required" });

      const short = await post(account, `/api/invoices/${invoiceId}/nfse/cancel`, {
        justification: "erro",
      });
      expect(short.status).toBe(422);
      expect(short.body).toMatchObject({
        fields: { justification: "brazil.nfe.justification.tooshort" },
      });
      const cancelled = await post(account, `/api/invoices/${invoiceId}/nfse/cancel`, {
        reason: "2",
        justification: "Serviço não foi prestado ao tomador",
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body).toMatchObject({
        success: true,
        event: { kind: "cancellation", reason: "2", registered: true },
      });
      const detail = await get(account, `/api/invoices/${invoiceId}`);
      expect(detail.body).toMatchObject({ status: "cancelled" });
      const twice = await post(account, `/api/invoices/${invoiceId}/nfse/cancel`, {
        justification: "Serviço não foi prestado ao tomador",
      });
      expect(twice.status).toBe(409);
      expect(twice.body).toMatchObject({ code: "brazil.nfse.cancel.alreadycancelled" });
      const listed = await get(account, `/api/invoices/${invoiceId}/nfse-submissions`);
      expect(listed.body).toMatchObject({ data: [{ status: "issued", cancelled: true }] });
      // The cancelled NFS-e is still served, as issued.
      expect(String((await get(account, `/api/invoices/${invoiceId}/nfse.xml`)).body)).toBe(
        nfseXml,
      );
    });

    it("is issued by the auto-send when the Brazil settings ask for it, numbered in the DPS series", async () => {
      const { account, clientId } = await seller({ autoSendToSEFAZ: true });
      const first = await invoice(account, clientId);
      await waitForJobRuns(server, "autoSendEInvoice", 1, first);
      const second = await invoice(account, clientId);
      await waitForJobRuns(server, "autoSendEInvoice", 1, second);
      const listed = async (id: string) =>
        (await get(account, `/api/invoices/${id}/nfse-submissions`)).body;
      expect(await listed(first)).toMatchObject({
        data: [{ trigger: "auto", status: "issued", sandbox: true, nDps: 1 }],
      });
      expect(await listed(second)).toMatchObject({ data: [{ status: "issued", nDps: 2 }] });
      expect((await get(account, `/api/invoices/${first}/nfe-submissions`)).body).toEqual({
        data: [],
      });
    });
  });

  describe("goods and services", { timeout: 60_000 }, () => {
    it("send goods to the NF-e, services to the NFS-e, and refuse an invoice mixing them", async () => {
      const { account, clientId } = await seller();
      const token = account.token;
      const goods = await server.request("POST", "/api/catalogue-items", {
        token,
        json: catalogueItemBody({ cfop: "5102" }),
      });
      const service = await server.request("POST", "/api/catalogue-items", {
        token,
        json: support,
      });
      expect(goods.status).toBe(201);
      expect(service.status).toBe(201);
      const line = (id: string) => ({
        description: "Linha",
        quantity: 1,
        unitPrice: 100,
        taxRate: 0,
        catalogueItemId: id,
      });
      const goodsId = (goods.body as { id: string }).id;
      const serviceId = (service.body as { id: string }).id;

      const ofGoods = await invoice(account, clientId, { items: [line(goodsId)] });
      const refused = await post(account, `/api/invoices/${ofGoods}/nfse`);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: "brazil.nfse.invoiceofgoods" });

      const ofServices = await invoice(account, clientId, { items: [line(serviceId)] });
      const asNfe = await post(account, "/api/e-invoice/brazil/submit", {
        invoiceId: ofServices,
      });
      expect(asNfe.status).toBe(422);
      expect(asNfe.body).toMatchObject({ code: "brazil.nfe.invoiceofservices" });

      const mixed = await invoice(account, clientId, {
        items: [line(goodsId), line(serviceId)],
      });
      for (const url of [`/api/invoices/${mixed}/nfse`, "/api/e-invoice/brazil/submit"]) {
        const answer = await post(account, url, { invoiceId: mixed });
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({ code: "brazil.mixedgoodsandservices" });
      }
    });
  });
});
