import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

interface InvoiceAnswer {
  readonly id: string;
  readonly invoiceNumber: string | null;
  readonly status: string;
  readonly [field: string]: unknown;
}

describeEachBackend("invoice routes", (backend) => {
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

  const create = async (fields: Readonly<Record<string, unknown>> = {}, token = account.token) => {
    const response = await server.request("POST", "/api/invoices", {
      token,
      json: invoiceBody(clientId, fields),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as InvoiceAnswer;
  };
  const put = (id: string, json: unknown, query = "") =>
    server.request("PUT", `/api/invoices/${id}${query}`, { token: account.token, json });

  describe("create", () => {
    it("computes the totals, in major units of the user's currency, a draft without number", async () => {
      const invoice = await create();
      expect(invoice).toMatchObject({
        invoiceNumber: null,
        status: "draft",
        currency: "EUR",
        subtotal: 159.97,
        taxAmount: 11.99,
        total: 171.96,
        client: { id: clientId, name: "Charles Babbage" },
        sentAt: null,
      });
      expect(invoice.items).toEqual([
        expect.objectContaining({
          description: "Consulting",
          unitPrice: 19.99,
          taxAmount: 11.99,
          total: 71.96,
        }),
        expect.objectContaining({ description: "Setup", unitPrice: 100, taxAmount: 0, total: 100 }),
      ]);
    });

    it("accepts totals equal to the server's and refuses others (422)", async () => {
      await create({ subtotal: 159.97, taxAmount: 11.99, total: 171.96 });
      const response = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: invoiceBody(clientId, { total: 170 }),
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        code: "invoiceform.errors.totalsmismatch",
        fields: { total: expect.any(String) },
      });
    });

    it("keeps the operation category, the delivery address and each line's VAT category", async () => {
      const deliveryAddress = {
        name: "Entrepôt",
        street: "Havenlaan 86",
        postalCode: "1000",
        city: "Bruxelles",
        country: "BE",
      };
      const invoice = await create({
        operationCategory: "goods",
        deliveryAddress,
        items: [
          { description: "Chaises", quantity: 2, unitPrice: 100, taxRate: 0, vatCategory: "K" },
          {
            description: "Formation",
            quantity: 1,
            unitPrice: 50,
            taxRate: 0,
            vatCategory: "E",
            vatExemptionReason: "Art. 261-4-4° a du CGI",
          },
        ],
      });
      expect(invoice).toMatchObject({ operationCategory: "goods", deliveryAddress, total: 250 });
      const read = await server.request("GET", `/api/invoices/${invoice.id}`, {
        token: account.token,
      });
      expect(read.body).toMatchObject({
        operationCategory: "goods",
        deliveryAddress,
        items: [
          { vatCategory: "K", vatExemptionReason: null },
          { vatCategory: "E", vatExemptionReason: "Art. 261-4-4° a du CGI" },
        ],
      });
      const refused = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: invoiceBody(clientId, {
          operationCategory: "both",
          items: [
            { description: "Conseil", quantity: 1, unitPrice: 10, taxRate: 20, vatCategory: "AE" },
          ],
        }),
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        fields: { operationCategory: "invoiceform.validation.operationcategory" },
      });
      const mismatch = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: invoiceBody(clientId, {
          items: [
            { description: "Conseil", quantity: 1, unitPrice: 10, taxRate: 20, vatCategory: "AE" },
          ],
        }),
      });
      expect(mismatch.body).toMatchObject({
        fields: { "items.0.taxRate": "vat.category.zerorate" },
      });
    });

    it("gives a number at once when created in another status than draft", async () => {
      const sent = await create({ status: "sent" });
      expect(sent.invoiceNumber).toMatch(/^INV-\d{3,}$/u);
      expect(sent.sentAt).not.toBeNull();
    });

    it("refuses bad inputs with 422 and the failing fields, never 500", async () => {
      const bodies: ReadonlyArray<[unknown, ReadonlyArray<string>]> = [
        [{}, ["clientId", "issueDate", "dueDate", "items"]],
        [invoiceBody(clientId, { status: "archived" }), ["status"]],
        [invoiceBody(clientId, { items: [] }), ["items"]],
        [
          invoiceBody(clientId, {
            items: [{ description: "", quantity: 0, unitPrice: -1, taxRate: 101 }],
          }),
          ["items.0.description", "items.0.quantity", "items.0.unitPrice", "items.0.taxRate"],
        ],
        [
          invoiceBody(clientId, { issueDate: "2026-13-01", dueDate: "yesterday" }),
          ["issueDate", "dueDate"],
        ],
        [invoiceBody(clientId, { items: "many" }), ["items"]],
        [invoiceBody(clientId, { currency: "XXX" }), ["currency"]],
        [
          invoiceBody(clientId, {
            currency: "JPY",
            items: [{ description: "x", quantity: 1, unitPrice: 1.5, taxRate: 0 }],
          }),
          ["items.0.unitPrice"],
        ],
        [invoiceBody("not-a-uuid"), ["clientId"]],
        [invoiceBody("00000000-0000-4000-8000-000000000000"), ["clientId"]],
        [[1, 2, 3], [""]],
      ];
      for (const [json, fields] of bodies) {
        const response = await server.request("POST", "/api/invoices", {
          token: account.token,
          json,
        });
        expect(response.status, JSON.stringify(json)).toBe(422);
        expect(
          Object.keys((response.body as { fields: object }).fields),
          JSON.stringify(json),
        ).toEqual(expect.arrayContaining([...fields]));
      }
    });
  });

  describe("read", () => {
    it("answers one invoice with its history", async () => {
      const invoice = await create();
      const response = await server.request("GET", `/api/invoices/${invoice.id}`, {
        token: account.token,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        ...invoice,
        history: [expect.objectContaining({ event: "created", from: null, to: "draft" })],
      });
      const history = await server.request("GET", `/api/invoices/${invoice.id}/history`, {
        token: account.token,
      });
      expect(history.body).toEqual({ data: (response.body as { history: unknown }).history });
    });

    it("answers 404 for an unknown id and for one that is not a UUID", async () => {
      for (const id of ["00000000-0000-4000-8000-000000000000", "42"]) {
        const response = await server.request("GET", `/api/invoices/${id}`, {
          token: account.token,
        });
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: "invoicedetail.errors.invoicenotfound" });
      }
    });
  });

  describe("list and export", () => {
    let lister: TestAccount;
    beforeAll(async () => {
      lister = await server.signUp();
      const clients: string[] = [];
      for (const name of ["Zeta Industries", "Acme"]) {
        const response = await server.request("POST", "/api/clients", {
          token: lister.token,
          json: clientBody({ name }),
        });
        clients.push((response.body as { id: string }).id);
      }
      const specs = [
        { client: 0, status: "draft", issueDate: "2026-01-05" },
        { client: 0, status: "sent", issueDate: "2026-02-05" },
        { client: 1, status: "paid", issueDate: "2026-03-05" },
        { client: 1, status: "sent", issueDate: "2026-04-05" },
        { client: 1, status: "cancelled", issueDate: "2026-05-05" },
      ];
      for (const spec of specs) {
        const response = await server.request("POST", "/api/invoices", {
          token: lister.token,
          json: invoiceBody(clients[spec.client] ?? "", {
            status: spec.status,
            issueDate: spec.issueDate,
            dueDate: "2026-12-31",
          }),
        });
        expect(response.status).toBe(201);
      }
    });

    const list = async (query: string) => {
      const response = await server.request("GET", `/api/invoices${query}`, {
        token: lister.token,
      });
      expect(response.status, query).toBe(200);
      return response.body as {
        data: InvoiceAnswer[];
        page: number;
        pageSize: number;
        total: number;
      };
    };

    it("lists newest issue date first, paged", async () => {
      const page = await list("?pageSize=2");
      expect(page).toMatchObject({ page: 1, pageSize: 2, total: 5 });
      expect(page.data.map((invoice) => invoice.issueDate)).toEqual(["2026-05-05", "2026-04-05"]);
      const last = await list("?pageSize=2&page=3");
      expect(last.data.map((invoice) => invoice.issueDate)).toEqual(["2026-01-05"]);
    });

    it("answers list rows with what the list shows only; the detail keeps lines, notes and the rest", async () => {
      const [row] = (await list("?pageSize=1")).data;
      expect(row).toMatchObject({
        issueDate: "2026-05-05",
        total: 171.96,
        client: { name: "Acme" },
      });
      expect(Object.keys(row ?? {}).sort()).toEqual([
        "amountPaid",
        "balanceDue",
        "client",
        "currency",
        "dueDate",
        "id",
        "invoiceNumber",
        "issueDate",
        "lifecycle",
        "paymentProgress",
        "status",
        "total",
      ]);
      expect(Object.keys(row?.client ?? {})).toEqual(["name"]);
      const detail = await server.request("GET", `/api/invoices/${row?.id}`, {
        token: lister.token,
      });
      expect(detail.body).toMatchObject({ id: row?.id, notes: expect.any(String) });
      expect((detail.body as { items: unknown[] }).items).toHaveLength(2);
    });

    it("filters by status, searches client name or number, and sorts", async () => {
      expect((await list("?status=sent")).total).toBe(2);
      expect((await list("?q=acme")).total).toBe(3);
      expect((await list("?q=INV-001")).data.map((invoice) => invoice.invoiceNumber)).toEqual([
        "INV-001",
      ]);
      const byClient = await list("?sort=client");
      expect(byClient.data[0]?.client).toMatchObject({ name: "Acme" });
    });

    it("refuses an unknown status, sort or page (422)", async () => {
      for (const query of ["?status=archived", "?sort=amount", "?page=0", "?pageSize=1000"]) {
        const response = await server.request("GET", `/api/invoices${query}`, {
          token: lister.token,
        });
        expect(response.status, query).toBe(422);
      }
    });

    it("exports what the filters select as CSV, as a download", async () => {
      const response = await server.request(
        "GET",
        "/api/invoices/export.csv?status=sent&sort=issueDate",
        {
          token: lister.token,
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/csv");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"/u,
      );
      const lines = String(response.body).trim().split(/\r?\n/u);
      expect(lines[0]).toContain("Invoice number");
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain("2026-02-05");
      expect(lines[2]).toContain("2026-04-05");
    });
  });

  describe("a numbered invoice is frozen", () => {
    const issuedBody = invoiceBody("");
    // One change of each piece of legal content, and the field the 409 must name.
    const edits: ReadonlyArray<readonly [string, Readonly<Record<string, unknown>>]> = [
      ["issueDate", { issueDate: "2026-11-02" }],
      ["dueDate", { dueDate: "2026-12-31" }],
      ["notes", { notes: "Changed" }],
      ["currency", { currency: "USD" }],
      ["siret", { siret: "73282932000074" }],
      ["vatNumber", { vatNumber: "FR44732829320" }],
      ["total", { items: [{ description: "Consulting", quantity: 1, unitPrice: 5, taxRate: 0 }] }],
      [
        "items.0.description",
        { items: [{ ...issuedBody.items[0], description: "Other" }, issuedBody.items[1]] },
      ],
      [
        "items.0.quantity",
        { items: [{ ...issuedBody.items[0], quantity: 4 }, issuedBody.items[1]] },
      ],
      [
        "items.1.unitPrice",
        { items: [issuedBody.items[0], { ...issuedBody.items[1], unitPrice: 101 }] },
      ],
      [
        "items.1.taxRate",
        { items: [issuedBody.items[0], { ...issuedBody.items[1], taxRate: 10 }] },
      ],
      ["items", { items: [issuedBody.items[0]] }],
    ];

    it("refuses a change of every legal field with 409 naming it, and keeps the invoice", async () => {
      const other = await server.request("POST", "/api/clients", {
        token: account.token,
        json: clientBody({ name: "Ada Lovelace" }),
      });
      const otherClient = (other.body as { id: string }).id;
      for (const status of ["sent", "paid"]) {
        const issued = await create({ status });
        const before = await server.request("GET", `/api/invoices/${issued.id}`, {
          token: account.token,
        });
        for (const [field, edit] of [...edits, ["clientId", { clientId: otherClient }] as const]) {
          const response = await put(issued.id, { ...invoiceBody(clientId, edit), status });
          expect(response.status, `${status} ${field}`).toBe(409);
          expect(response.body).toMatchObject({
            code: "invoices.issuedlocked",
            fields: { [field]: "invoices.issuedlocked" },
          });
        }
        const after = await server.request("GET", `/api/invoices/${issued.id}`, {
          token: account.token,
        });
        expect(after.body).toEqual(before.body);
      }
    });

    it("accepts a resave that changes no legal content, and a forward move with it", async () => {
      const issued = await create({ status: "sent" });
      const resaved = await put(issued.id, invoiceBody(clientId));
      expect(resaved.status).toBe(200);
      const paid = await put(issued.id, { ...invoiceBody(clientId), status: "paid" });
      expect(paid.body).toMatchObject({ status: "paid", invoiceNumber: issued.invoiceNumber });
    });

    it("has no path back to draft: not by status, not by an edit, not from any status", async () => {
      for (const status of ["sent", "paid", "overdue"]) {
        const issued = await create({ status });
        for (const query of ["", "?place=list"]) {
          const byStatus = await put(issued.id, { status: "draft" }, query);
          expect(byStatus.status, `${status} ${query}`).toBe(409);
        }
        const byEdit = await put(issued.id, { ...invoiceBody(clientId), status: "draft" });
        expect(byEdit.status).toBe(409);
        const detail = await server.request("GET", `/api/invoices/${issued.id}`, {
          token: account.token,
        });
        expect(detail.body).toMatchObject({ status, invoiceNumber: issued.invoiceNumber });
      }
    });

    it("refuses an issue date out of order with 422, and takes no number for it", async () => {
      const dated = await server.signUp({ currency: "EUR" });
      const client = await server.request("POST", "/api/clients", {
        token: dated.token,
        json: clientBody(),
      });
      const datedClient = (client.body as { id: string }).id;
      const issue = (fields: Readonly<Record<string, unknown>>) =>
        server.request("POST", "/api/invoices", {
          token: dated.token,
          json: invoiceBody(datedClient, { status: "sent", ...fields }),
        });
      expect((await issue({ issueDate: "2026-03-01" })).status).toBe(201);
      const early = await issue({ issueDate: "2020-01-01", dueDate: "2020-02-01" });
      expect(early.status).toBe(422);
      expect(early.body).toMatchObject({
        code: "invoices.issuedate.outoforder",
        fields: { issueDate: "invoices.issuedate.outoforder" },
      });
      const future = await issue({ issueDate: "2999-01-01", dueDate: "2999-02-01" });
      expect(future.status).toBe(422);
      const next = await issue({ issueDate: "2026-03-01" });
      expect(next.body).toMatchObject({ invoiceNumber: "INV-002" });
    });

    it("duplicates a numbered invoice into a new draft dated today, keeping its content", async () => {
      const issued = await create({ status: "paid", notes: "Original" });
      const response = await server.request("POST", `/api/invoices/${issued.id}/duplicate`, {
        token: account.token,
      });
      expect(response.status).toBe(201);
      const copy = response.body as InvoiceAnswer;
      expect(copy).toMatchObject({
        status: "draft",
        invoiceNumber: null,
        notes: "Original",
        total: issued.total,
        clientId,
        sentAt: null,
        paidAt: null,
      });
      expect(copy.id).not.toBe(issued.id);
      expect(copy.issueDate).not.toBe(issued.issueDate);
      const edited = await put(copy.id, invoiceBody(clientId, { notes: "Corrected" }));
      expect(edited.status).toBe(200);
      const missing = await server.request(
        "POST",
        "/api/invoices/00000000-0000-4000-8000-000000000000/duplicate",
        { token: account.token },
      );
      expect(missing.status).toBe(404);
    });

    it("records a draft's edit field by field in the history", async () => {
      const invoice = await create();
      await put(invoice.id, invoiceBody(clientId, { notes: "Net 30" }));
      const history = await server.request("GET", `/api/invoices/${invoice.id}/history`, {
        token: account.token,
      });
      expect((history.body as { data: unknown[] }).data.at(-1)).toMatchObject({
        event: "edited",
        changes: [{ field: "notes", before: "Thank you", after: "Net 30" }],
      });
    });
  });

  describe("edit and status changes", () => {
    it("edits the whole invoice and records it in the history", async () => {
      const invoice = await create();
      const response = await put(
        invoice.id,
        invoiceBody(clientId, {
          notes: "Edited",
          items: [{ description: "Only line", quantity: 2, unitPrice: 50, taxRate: 10 }],
        }),
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        notes: "Edited",
        subtotal: 100,
        taxAmount: 10,
        total: 110,
        status: "draft",
      });
      const detail = await server.request("GET", `/api/invoices/${invoice.id}`, {
        token: account.token,
      });
      expect(
        (detail.body as { history: Array<{ event: string }> }).history.map((entry) => entry.event),
      ).toEqual(["created", "edited"]);
    });

    it("moves a draft to sent by { status } alone, giving it the next number", async () => {
      const invoice = await create();
      const response = await put(invoice.id, { status: "sent" });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: "sent",
        invoiceNumber: expect.stringMatching(/^INV-\d{3,}$/u),
      });
      expect((response.body as InvoiceAnswer).sentAt).not.toBeNull();
    });

    it("follows the detail screen's rules unless place=list", async () => {
      const invoice = await create();
      const refused = await put(invoice.id, { status: "paid" });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "invoices.errors.invalidstatustransition" });
      const listPaid = await put(invoice.id, { status: "paid" }, "?place=list");
      expect(listPaid.status).toBe(200);
      expect(listPaid.body).toMatchObject({ status: "paid" });
    });

    it("cancels a draft without a number; a numbered invoice only by a credit note (409)", async () => {
      const draft = await create();
      const cancelled = await put(draft.id, { status: "cancelled" });
      expect(cancelled.body).toMatchObject({ status: "cancelled", invoiceNumber: null });
      const reopened = await put(draft.id, { status: "sent" });
      expect(reopened.status).toBe(409);
      const issued = await create({ status: "sent" });
      const direct = await put(issued.id, { status: "cancelled" });
      expect(direct.status).toBe(409);
      expect(direct.body).toMatchObject({ code: "invoices.cancelrequirescreditnote" });
    });

    it("refuses an unknown status with 422, not a 500", async () => {
      const invoice = await create();
      for (const status of ["archived", 3, null]) {
        const response = await put(invoice.id, { status });
        expect(response.status, String(status)).toBe(422);
        expect(response.body).toMatchObject({ fields: { status: expect.any(String) } });
      }
      const badPlace = await put(invoice.id, { status: "sent" }, "?place=elsewhere");
      expect(badPlace.status).toBe(422);
    });

    it("treats a body with more than status as an edit, and refuses it whole", async () => {
      const invoice = await create();
      const response = await put(invoice.id, { status: "sent", notes: "x" });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        fields: { clientId: expect.any(String), items: expect.any(String) },
      });
    });
  });

  describe("delete", () => {
    it("deletes a draft", async () => {
      const invoice = await create();
      const response = await server.request("DELETE", `/api/invoices/${invoice.id}`, {
        token: account.token,
      });
      expect(response.status).toBe(204);
      const gone = await server.request("GET", `/api/invoices/${invoice.id}`, {
        token: account.token,
      });
      expect(gone.status).toBe(404);
    });

    it("refuses to delete an issued invoice (409) and keeps it", async () => {
      const invoice = await create({ status: "sent" });
      const response = await server.request("DELETE", `/api/invoices/${invoice.id}`, {
        token: account.token,
      });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: "invoices.cannotdeleteissued" });
      const kept = await server.request("GET", `/api/invoices/${invoice.id}`, {
        token: account.token,
      });
      expect(kept.status).toBe(200);
    });
  });

  it("reads the dashboard under data.data, per currency", async () => {
    const owner = await server.signUp({ currency: "USD" });
    const response = await server.request("GET", "/api/dashboard", { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: {
        todayRevenue: { currency: "USD", paid: 0, due: 0, total: 0, otherCurrencies: [] },
        overdue: { count: 0, currency: "USD", amount: 0, otherCurrencies: [] },
        overdueInvoices: [],
        recentInvoices: [],
        totals: {
          invoiceCount: 0,
          issuedToday: 0,
          statusCounts: { draft: 0, sent: 0, paid: 0, overdue: 0, cancelled: 0 },
          revenue: { currency: "USD", paid: 0, outstanding: 0, otherCurrencies: [] },
        },
      },
    });
  });
});
