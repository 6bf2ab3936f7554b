import { describeEachBackend } from "@invoicing/fixtures";
import { brazilClientBody, brazilSettingsBody } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brlInvoiceBody } from "../../testing/brazil-samples.ts";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

interface CreditNoteBody {
  readonly id: string;
  readonly kind: string;
  readonly creditNoteNumber: string;
  readonly invoiceId: string;
  readonly invoiceNumber: string;
  readonly invoiceIssueDate: string;
  readonly issueDate: string;
  readonly total: number;
  readonly items: ReadonlyArray<{ readonly invoiceItemId: string; readonly total: number }>;
}

interface InvoiceBody {
  readonly id: string;
  readonly invoiceNumber: string | null;
  readonly status: string;
  readonly total: number;
  readonly cancelledAt: string | null;
  readonly items: ReadonlyArray<{ readonly id: string; readonly total: number }>;
  readonly creditNotes: ReadonlyArray<{
    readonly creditNoteNumber: string;
    readonly total: number;
  }>;
  readonly creditedTotal: number;
  readonly history: ReadonlyArray<{ readonly event: string; readonly to: string }>;
}

// Each credit note renders and archives a PDF: tests that make several take longer than the default.
const SEVERAL_CREDIT_NOTES = { timeout: 30_000 };

describeEachBackend("credit note routes", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  /** A new account with one client and an invoice (sent, so numbered, unless `fields` say). */
  const accountWithInvoice = async (fields: Readonly<Record<string, unknown>> = {}) => {
    const account = await server.signUp();
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody(),
    });
    const created = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: invoiceBody((client.body as { id: string }).id, { status: "sent", ...fields }),
    });
    expect(created.status).toBe(201);
    return { account, invoice: created.body as InvoiceBody };
  };

  const credit = (account: TestAccount, invoiceId: string, json: unknown) =>
    server.request("POST", `/api/invoices/${invoiceId}/credit-notes`, {
      token: account.token,
      json,
    });

  const detail = async (account: TestAccount, invoiceId: string) =>
    (await server.request("GET", `/api/invoices/${invoiceId}`, { token: account.token }))
      .body as InvoiceBody;

  // The first numbering of the file renders and archives a PDF, fonts loaded cold.
  it("credits a whole invoice as CN-001 naming it, and the full credit cancels it", {
    timeout: 30_000,
  }, async () => {
    const { account, invoice } = await accountWithInvoice();
    const answer = await credit(account, invoice.id, { reason: "Cancelled order" });
    expect(answer.status).toBe(201);
    const note = answer.body as CreditNoteBody;
    expect(note).toMatchObject({
      kind: "credit_note",
      creditNoteNumber: "CN-001",
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      invoiceIssueDate: "2026-11-01",
      total: invoice.total,
      reason: "Cancelled order",
    });
    expect(note.items.map((item) => item.total)).toEqual(invoice.items.map((item) => item.total));

    const after = await detail(account, invoice.id);
    expect(after.status).toBe("cancelled");
    expect(after.cancelledAt).not.toBeNull();
    expect(after.creditNotes).toEqual([
      expect.objectContaining({ creditNoteNumber: "CN-001", total: invoice.total }),
    ]);
    expect(after.creditedTotal).toBe(invoice.total);
    expect(after.history.at(-1)).toMatchObject({ event: "creditNoteIssued", to: "cancelled" });

    const read = await server.request("GET", `/api/credit-notes/${note.id}`, {
      token: account.token,
    });
    expect(read.status).toBe(200);
    // The detail adds the hashes of the files archived when it was created.
    expect(read.body).toEqual({
      ...note,
      archive: {
        pdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/u),
        archivedAt: expect.any(String),
      },
    });
  });

  it("credits part of a line, refuses more than is left with 422, and cancels on the rest", async () => {
    const { account, invoice } = await accountWithInvoice();
    const [consulting] = invoice.items;
    if (consulting === undefined) throw new Error("the sample invoice has lines");
    const partial = await credit(account, invoice.id, {
      reason: "One hour was not worked",
      items: [{ itemId: consulting.id, amount: 19.99 }],
    });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({ creditNoteNumber: "CN-001", subtotal: 19.99 });
    expect((await detail(account, invoice.id)).status).toBe("sent");

    const tooMuch = await credit(account, invoice.id, {
      reason: "Too much",
      items: [{ itemId: consulting.id, amount: 40 }],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({ code: "creditnotes.exceedsinvoice" });

    const rest = await credit(account, invoice.id, { reason: "Order cancelled" });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ creditNoteNumber: "CN-002" });
    const after = await detail(account, invoice.id);
    expect(after.status).toBe("cancelled");
    expect(after.creditedTotal).toBe(invoice.total);

    const again = await credit(account, invoice.id, { reason: "Once more" });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: "creditnotes.exceedsinvoice" });
  });

  it(
    "numbers credit notes with the prefix the user chose, the series going on, earlier numbers kept",
    SEVERAL_CREDIT_NOTES,
    async () => {
      const { account, invoice } = await accountWithInvoice();
      const [line] = invoice.items;
      if (line === undefined) throw new Error("the sample invoice has lines");
      const first = await credit(account, invoice.id, {
        reason: "Discount",
        items: [{ itemId: line.id, amount: 1 }],
      });
      expect(first.body).toMatchObject({ creditNoteNumber: "CN-001" });

      const refused = await server.request("PUT", "/api/auth/profile", {
        token: account.token,
        json: { creditNotePrefix: "INV-" },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        fields: { creditNotePrefix: "settings.creditnoteprefix.invoiceprefix" },
      });
      const chosen = await server.request("PUT", "/api/auth/profile", {
        token: account.token,
        json: { creditNotePrefix: "AV-" },
      });
      expect(chosen.status).toBe(200);
      expect(chosen.body).toMatchObject({ user: { creditNotePrefix: "AV-" } });
      const me = await server.request("GET", "/api/auth/me", { token: account.token });
      expect(me.body).toMatchObject({ user: { creditNotePrefix: "AV-" } });

      const second = await credit(account, invoice.id, { reason: "Order cancelled" });
      expect(second.body).toMatchObject({ creditNoteNumber: "AV-002" });
      const list = await server.request("GET", "/api/credit-notes", { token: account.token });
      expect(
        (list.body as { data: ReadonlyArray<{ creditNoteNumber: string }> }).data.map(
          (note) => note.creditNoteNumber,
        ),
      ).toEqual(["AV-002", "CN-001"]);
      const read = await server.request(
        "GET",
        `/api/credit-notes/${(first.body as CreditNoteBody).id}`,
        {
          token: account.token,
        },
      );
      expect(read.body).toMatchObject({ creditNoteNumber: "CN-001" });
      expect(
        (await detail(account, invoice.id)).creditNotes.map((note) => note.creditNoteNumber),
      ).toEqual(["CN-001", "AV-002"]);
    },
  );

  it("refuses to credit a draft with 409, and names a bad body's fields", async () => {
    const { account, invoice } = await accountWithInvoice({ status: "draft" });
    const draft = await credit(account, invoice.id, { reason: "Nothing to credit" });
    expect(draft.status).toBe(409);
    expect(draft.body).toMatchObject({ code: "creditnotes.invoicenotissued" });

    const bad = await credit(account, invoice.id, {
      reason: " ",
      items: [{ itemId: "x", amount: 0 }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      fields: {
        reason: "creditnotes.validation.reasonrequired",
        "items.0.amount": "creditnotes.validation.amountpositive",
      },
    });
  });

  it(
    "lists credit notes newest first, page by page, and keeps each to its owner",
    SEVERAL_CREDIT_NOTES,
    async () => {
      const { account, invoice } = await accountWithInvoice();
      const [line] = invoice.items;
      if (line === undefined) throw new Error("the sample invoice has lines");
      for (const amount of [1, 2, 3]) {
        const made = await credit(account, invoice.id, {
          reason: "Discount",
          items: [{ itemId: line.id, amount }],
        });
        expect(made.status).toBe(201);
      }
      const page = await server.request("GET", "/api/credit-notes?page=1&pageSize=2", {
        token: account.token,
      });
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
      const rows = (page.body as { data: ReadonlyArray<{ creditNoteNumber: string }> }).data;
      expect(rows.map((row) => row.creditNoteNumber)).toEqual(["CN-003", "CN-002"]);

      const stranger = await server.signUp();
      const theirs = await server.request("GET", "/api/credit-notes", { token: stranger.token });
      expect(theirs.body).toMatchObject({ total: 0, data: [] });
      const first = (page.body as { data: ReadonlyArray<{ id: string }> }).data[0];
      const peek = await server.request("GET", `/api/credit-notes/${first?.id}`, {
        token: stranger.token,
      });
      expect(peek.status).toBe(404);
      expect(peek.body).toMatchObject({ code: "creditnotes.errors.notfound" });
      const steal = await credit(stranger, invoice.id, { reason: "Not mine" });
      expect(steal.status).toBe(404);
    },
  );

  it("counts the dashboard's, the reports' and the CSV export's revenue net of credit notes", async () => {
    const { account, invoice } = await accountWithInvoice();
    const [line] = invoice.items;
    if (line === undefined) throw new Error("the sample invoice has lines");
    const outstanding = async () => {
      const answer = await server.request("GET", "/api/dashboard", { token: account.token });
      return (answer.body as { data: { totals: { revenue: { outstanding: number } } } }).data.totals
        .revenue.outstanding;
    };
    expect(await outstanding()).toBe(invoice.total);
    const partial = await credit(account, invoice.id, {
      reason: "Discount",
      items: [{ itemId: line.id, amount: 10 }],
    });
    const { total } = partial.body as CreditNoteBody;
    expect(total).toBe(12);
    expect(await outstanding()).toBeCloseTo(invoice.total - total, 2);
    const reports = await server.request("GET", "/api/reports", { token: account.token });
    expect(reports.body).toMatchObject({
      outstandingByClient: [{ outstanding: expect.closeTo(invoice.total - total, 2) }],
    });
    const csv = await server.request("GET", "/api/invoices/export.csv", { token: account.token });
    const [header, row] = new TextDecoder()
      .decode(csv.bytes)
      .replace(/^\uFEFF/u, "")
      .split("\r\n");
    expect(header).toContain("Total,Credited,Net total");
    expect(row).toContain(`,${invoice.total.toFixed(2)},12.00,${(invoice.total - 12).toFixed(2)},`);
    expect((await credit(account, invoice.id, { reason: "Cancelled" })).status).toBe(201);
    expect(await outstanding()).toBe(0);
  });

  describe("Brazil", () => {
    it("refuses to credit an invoice whose NF-e is authorised with 409", async () => {
      const account = await server.signUp();
      const settings = await server.request("POST", "/api/sefaz/settings", {
        token: account.token,
        json: { settings: brazilSettingsBody() },
      });
      expect(settings.status).toBe(200);
      const client = await server.request("POST", "/api/clients", {
        token: account.token,
        json: brazilClientBody(),
      });
      const created = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: brlInvoiceBody((client.body as { id: string }).id),
      });
      const invoiceId = (created.body as { id: string }).id;
      const submitted = await server.request("POST", "/api/e-invoice/brazil/submit", {
        token: account.token,
        json: { invoiceId, invoiceData: { nfeNumber: 1, emitter: {}, receiver: {}, items: [] } },
        headers: { "x-sandbox-mode": "true" },
      });
      expect(submitted.body).toMatchObject({ submission: { authorized: true } });

      const refused = await credit(account, invoiceId, { reason: "Returned goods" });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "creditnotes.nfemustbecancelled" });
    });
  });
});
