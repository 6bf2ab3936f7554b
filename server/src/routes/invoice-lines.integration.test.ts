import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

describeEachBackend(
  "invoice lines: decimal quantities, units, discounts, service dates",
  (backend) => {
    let server: TestServer;
    let account: TestAccount;
    let clientId: string;
    beforeAll(async () => {
      server = await startTestServer(backend);
      account = await server.signUp({ currency: "EUR" });
      const client = await server.request("POST", "/api/clients", {
        token: account.token,
        json: clientBody(),
      });
      clientId = (client.body as { id: string }).id;
    }, 60_000);
    afterAll(() => server?.close());

    const body = (fields: Readonly<Record<string, unknown>> = {}) => ({
      clientId,
      issueDate: "2026-03-01",
      dueDate: "2026-03-31",
      pricesIncludeTax: true,
      discount: { type: "amount", value: 10 },
      servicePeriod: { start: "2026-02-01", end: "2026-02-28" },
      items: [
        {
          description: "Consulting",
          quantity: 1.5,
          unitCode: "HUR",
          unitPrice: 120,
          taxRate: 20,
          discount: { type: "percent", value: 10 },
        },
        { description: "Flour", quantity: 0.25, unitCode: "KGM", unitPrice: 8.4, taxRate: 5.5 },
      ],
      ...fields,
    });

    it("stores the lines as sent and reads them back with the core's totals", async () => {
      const created = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: body(),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { id } = created.body as { id: string };
      const read = await server.request("GET", `/api/invoices/${id}`, { token: account.token });
      expect(read.status).toBe(200);
      // 1.5 h × 120 = 180, less 10 % = 162; 0.25 kg × 8.40 = 2.10; less 10 shared 162 : 2.10.
      expect(read.body).toMatchObject({
        pricesIncludeTax: true,
        discount: { type: "amount", value: 10 },
        serviceDate: null,
        servicePeriod: { start: "2026-02-01", end: "2026-02-28" },
        total: 154.1,
        items: [
          {
            quantity: 1.5,
            unitCode: "HUR",
            unitPrice: 120,
            discount: { type: "percent", value: 10 },
          },
          { quantity: 0.25, unitCode: "KGM", unitPrice: 8.4, discount: null },
        ],
      });
      const answer = read.body as { subtotal: number; taxAmount: number; total: number };
      expect(Math.round((answer.subtotal + answer.taxAmount) * 100)).toBe(15410);
    });

    it("keeps a service date and gives a line without unit the unit C62", async () => {
      const created = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: body({
          pricesIncludeTax: false,
          discount: null,
          servicePeriod: null,
          serviceDate: "2026-02-15",
          items: [{ description: "Widget", quantity: 2, unitPrice: 10, taxRate: 20 }],
        }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        serviceDate: "2026-02-15",
        servicePeriod: null,
        subtotal: 20,
        total: 24,
        items: [{ quantity: 2, unitCode: "C62", discount: null }],
      });
    });

    it("refuses a discount above its line or the invoice, and five-decimal quantities (422)", async () => {
      const refused = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: body({
          items: [
            {
              description: "Consulting",
              quantity: 1,
              unitPrice: 50,
              taxRate: 20,
              discount: { type: "amount", value: 50.01 },
            },
          ],
        }),
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        fields: { "items.0.discount": "invoiceform.validation.discountexceedsline" },
      });
      const tooMuch = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: body({
          discount: { type: "amount", value: 1000 },
          items: [{ description: "Consulting", quantity: 1, unitPrice: 50, taxRate: 20 }],
        }),
      });
      expect(tooMuch.body).toMatchObject({
        fields: { discount: "invoiceform.validation.discountexceedsinvoice" },
      });
      const fine = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: body({
          items: [{ description: "Consulting", quantity: 1.00001, unitPrice: 50, taxRate: 20 }],
        }),
      });
      expect(fine.status).toBe(422);
      expect(fine.body).toMatchObject({
        fields: { "items.0.quantity": "invoiceform.validation.quantitydecimals" },
      });
    });
  },
);
