import { expireQuotes, type InvoiceJson, type QuoteJson } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, quoteBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

describeEachBackend("quotes", (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  const newQuote = async (account: TestAccount, fields: Readonly<Record<string, unknown>> = {}) => {
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody(),
    });
    const created = await server.request("POST", "/api/quotes", {
      token: account.token,
      json: quoteBody((client.body as { id: string }).id, fields),
    });
    expect(created.status).toBe(201);
    return created.body as QuoteJson;
  };

  const move = (account: TestAccount, id: string, status: string) =>
    server.request("POST", `/api/quotes/${id}/status`, { token: account.token, json: { status } });

  const acceptedQuote = async (account: TestAccount) => {
    const quote = await newQuote(account);
    expect((await move(account, quote.id, "sent")).status).toBe(200);
    const accepted = await move(account, quote.id, "accepted");
    expect(accepted.status).toBe(200);
    return accepted.body as QuoteJson;
  };

  const invoiceOf = (account: TestAccount, quoteId: string, json: Record<string, unknown> = {}) =>
    server.request("POST", `/api/quotes/${quoteId}/invoice`, { token: account.token, json });

  it("prices a draft as an invoice, without a number, and numbers it QUO-001, QUO-002 as it is sent", {
    timeout: 60_000,
  }, async () => {
    const seller = await server.signUp();
    const first = await newQuote(seller);
    expect(first).toMatchObject({
      quoteNumber: null,
      status: "draft",
      subtotal: 159.97,
      taxAmount: 11.99,
      total: 171.96,
    });
    const second = await newQuote(seller);
    const sentSecond = await move(seller, second.id, "sent");
    const sentFirst = await move(seller, first.id, "sent");
    expect((sentSecond.body as QuoteJson).quoteNumber).toBe("QUO-001");
    expect((sentFirst.body as QuoteJson).quoteNumber).toBe("QUO-002");
    expect((sentFirst.body as QuoteJson).sentAt).not.toBeNull();
    const again = await move(seller, first.id, "sent");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "quotes.errors.invalidtransition" });
  });

  it("numbers quotes sent at once without a gap or a duplicate", { timeout: 60_000 }, async () => {
    const seller = await server.signUp();
    const quotes = await Promise.all(Array.from({ length: 8 }, () => newQuote(seller)));
    const sent = await Promise.all(quotes.map((quote) => move(seller, quote.id, "sent")));
    const numbers = sent.map((answer) => (answer.body as QuoteJson).quoteNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, index) => `QUO-00${index + 1}`));
  });

  it("edits and deletes drafts only", { timeout: 60_000 }, async () => {
    const seller = await server.signUp();
    const quote = await newQuote(seller);
    const edited = await server.request("PUT", `/api/quotes/${quote.id}`, {
      token: seller.token,
      json: quoteBody(quote.clientId, { notes: "Edited" }),
    });
    expect(edited.status).toBe(200);
    expect((edited.body as QuoteJson).notes).toBe("Edited");
    await move(seller, quote.id, "sent");
    const locked = await server.request("PUT", `/api/quotes/${quote.id}`, {
      token: seller.token,
      json: quoteBody(quote.clientId),
    });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: "quotes.errors.notdraft" });
    const kept = await server.request("DELETE", `/api/quotes/${quote.id}`, { token: seller.token });
    expect(kept.status).toBe(409);
    const draft = await newQuote(seller);
    const deleted = await server.request("DELETE", `/api/quotes/${draft.id}`, {
      token: seller.token,
    });
    expect(deleted.status).toBe(204);
    const gone = await server.request("GET", `/api/quotes/${draft.id}`, { token: seller.token });
    expect(gone.status).toBe(404);
  });

  it("turns an accepted quote into a draft invoice of the same lines and totals, once", {
    timeout: 60_000,
  }, async () => {
    const seller = await server.signUp();
    const notAccepted = await newQuote(seller);
    const refused = await invoiceOf(seller, notAccepted.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "quotes.errors.notaccepted" });

    const quote = await acceptedQuote(seller);
    const made = await invoiceOf(seller, quote.id);
    expect(made.status).toBe(201);
    const invoice = made.body as InvoiceJson;
    expect(invoice).toMatchObject({
      status: "draft",
      invoiceNumber: null,
      clientId: quote.clientId,
      currency: "EUR",
      subtotal: quote.subtotal,
      taxAmount: quote.taxAmount,
      total: quote.total,
    });
    expect(invoice.items.map((item) => [item.description, item.quantity, item.total])).toEqual(
      quote.items.map((item) => [item.description, item.quantity, item.total]),
    );
    const detail = await server.request("GET", `/api/quotes/${quote.id}`, { token: seller.token });
    expect((detail.body as QuoteJson).invoices).toEqual([
      {
        invoiceId: invoice.id,
        kind: "final",
        depositPercent: null,
        total: 171.96,
        cancelled: false,
      },
    ]);
    const twice = await invoiceOf(seller, quote.id);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: "quotes.errors.alreadyinvoiced" });
  });

  it("invoices a 30 % deposit per VAT rate, then a final invoice deducting it, to the cent", {
    timeout: 60_000,
  }, async () => {
    const seller = await server.signUp();
    const quote = await acceptedQuote(seller);
    const deposit = await invoiceOf(seller, quote.id, { depositPercent: 30 });
    expect(deposit.status).toBe(201);
    const depositInvoice = deposit.body as InvoiceJson;
    // 30 % of each rate's basis: 17.99 at 20 % (tax 3.60) and 30.00 at 0 %.
    expect(
      depositInvoice.items.map((item) => [item.unitPrice, item.taxRate, item.taxAmount]),
    ).toEqual([
      [30, 0, 0],
      [17.99, 20, 3.6],
    ]);
    expect(depositInvoice).toMatchObject({ subtotal: 47.99, taxAmount: 3.6, total: 51.59 });
    expect(depositInvoice.items[0]?.description).toBe("Deposit of 30% on quote QUO-001");

    const tooMuch = await invoiceOf(seller, quote.id, { depositPercent: 70 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({ code: "quotes.errors.depositexceeds" });

    const final = await invoiceOf(seller, quote.id);
    expect(final.status).toBe(201);
    const finalInvoice = final.body as InvoiceJson;
    expect(finalInvoice).toMatchObject({
      subtotal: 159.97,
      taxAmount: 11.99,
      total: 171.96,
      prepaidAmount: 51.59,
    });
    // Issued, the final invoice asks for what the deposit left: 171.96 − 51.59.
    const issued = await server.request("PUT", `/api/invoices/${finalInvoice.id}`, {
      token: seller.token,
      json: { status: "sent" },
    });
    expect(issued.status).toBe(200);
    const summary = await server.request(
      "GET",
      `/api/invoices/${finalInvoice.id}/payments/summary`,
      { token: seller.token },
    );
    expect(summary.body).toMatchObject({ total: 171.96, balanceDue: 120.37 });
    const overpaid = await server.request("POST", `/api/invoices/${finalInvoice.id}/payments`, {
      token: seller.token,
      json: { amount: 120.38, date: "2026-11-20", method: "transfer" },
    });
    expect(overpaid.status).toBe(422);
    const paid = await server.request("POST", `/api/invoices/${finalInvoice.id}/payments`, {
      token: seller.token,
      json: { amount: 120.37, date: "2026-11-20", method: "transfer" },
    });
    expect(paid.status).toBe(201);
    const read = await server.request("GET", `/api/invoices/${finalInvoice.id}`, {
      token: seller.token,
    });
    expect(read.body).toMatchObject({ status: "paid", prepaidAmount: 51.59 });
  });

  it("credits a final invoice only what it asks after its deposit, and counts the deposit once on the dashboard", {
    timeout: 60_000,
  }, async () => {
    const seller = await server.signUp({ currency: "EUR" });
    const quote = await acceptedQuote(seller);
    const outstandingEur = async () => {
      const answer = await server.request("GET", "/api/dashboard", { token: seller.token });
      const revenue = (
        answer.body as {
          data: {
            totals: {
              revenue: {
                currency: string;
                outstanding: number;
                otherCurrencies: ReadonlyArray<{ currency: string; outstanding: number }>;
              };
            };
          };
        }
      ).data.totals.revenue;
      return [revenue, ...revenue.otherCurrencies]
        .filter((figure) => figure.currency === "EUR")
        .reduce((sum, figure) => sum + figure.outstanding, 0);
    };
    const issue = async (id: string) =>
      expect(
        (
          await server.request("PUT", `/api/invoices/${id}`, {
            token: seller.token,
            json: { status: "sent" },
          })
        ).status,
      ).toBe(200);
    const deposit = (await invoiceOf(seller, quote.id, { depositPercent: 30 })).body as InvoiceJson;
    await issue(deposit.id);
    const final = (await invoiceOf(seller, quote.id)).body as InvoiceJson;
    await issue(final.id);
    // 51.59 invoiced by the deposit, 171.96 − 51.59 by the final invoice: the quote's total once.
    expect(await outstandingEur()).toBeCloseTo(171.96, 2);

    const credit = (json: Record<string, unknown>) =>
      server.request("POST", `/api/invoices/${final.id}/credit-notes`, {
        token: seller.token,
        json: { reason: "Cancelled order", ...json },
      });
    // Every line whole would credit the deposit a second time.
    const tooMuch = await credit({
      items: final.items.map((item) => ({ itemId: item.id })),
    });
    expect(tooMuch.status).toBe(422);
    const whole = await credit({});
    expect(whole.status).toBe(201);
    expect(whole.body).toMatchObject({ total: 120.37 });
    const read = await server.request("GET", `/api/invoices/${final.id}`, { token: seller.token });
    expect(read.body).toMatchObject({ status: "cancelled" });
    expect((await credit({})).status).toBe(422);
    expect(await outstandingEur()).toBeCloseTo(51.59, 2);
  });

  it("lets the client accept a sent quote once through its link, and a guessed or revoked link reaches nothing", {
    timeout: 60_000,
  }, async () => {
    const seller = await server.signUp();
    const quote = await newQuote(seller);
    const draftLink = await server.request("POST", `/api/quotes/${quote.id}/link`, {
      token: seller.token,
    });
    expect(draftLink.status).toBe(409);
    await move(seller, quote.id, "sent");
    const made = await server.request("POST", `/api/quotes/${quote.id}/link`, {
      token: seller.token,
    });
    expect(made.status).toBe(201);
    const { url } = made.body as { url: string };
    const token = url.slice(url.lastIndexOf("/quote/") + "/quote/".length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    const stored = await server.sql("select link_token_hash from quotes where id = ?", [quote.id]);
    expect(stored[0]?.link_token_hash).not.toContain(token);

    const opened = await server.request("GET", `/api/quote-links/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      quoteNumber: "QUO-001",
      status: "sent",
      total: 171.96,
      validUntil: "2026-12-01",
    });
    const accepted = await server.request("POST", `/api/quote-links/${token}/answer`, {
      json: { answer: "accept" },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: "accepted" });
    const twice = await server.request("POST", `/api/quote-links/${token}/answer`, {
      json: { answer: "decline" },
    });
    expect(twice.status).toBe(409);

    const guessed = await server.request("GET", `/api/quote-links/${"A".repeat(43)}`);
    expect(guessed.status).toBe(404);
    expect(guessed.body).toMatchObject({ code: "quotes.errors.linkunavailable" });
    await server.request("DELETE", `/api/quotes/${quote.id}/link`, { token: seller.token });
    const revoked = await server.request("GET", `/api/quote-links/${token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.body).toMatchObject({
      code: "quotes.errors.linkunavailable",
      message: (guessed.body as { message: string }).message,
    });

    const invoice = await invoiceOf(seller, quote.id);
    expect(invoice.status).toBe(201);
  });

  it("expires sent quotes past their validity date, and only those", {
    timeout: 60_000,
  }, async () => {
    const seller = await server.signUp();
    const past = await newQuote(seller, { issueDate: "2026-01-01", validUntil: "2026-01-31" });
    const current = await newQuote(seller, { issueDate: "2026-01-01", validUntil: "2099-12-31" });
    const draft = await newQuote(seller, { issueDate: "2026-01-01", validUntil: "2026-01-31" });
    await move(seller, past.id, "sent");
    await move(seller, current.id, "sent");
    await server.runtime.runPromise(expireQuotes);
    const statusOf = async (id: string) =>
      (
        (await server.request("GET", `/api/quotes/${id}`, { token: seller.token }))
          .body as QuoteJson
      ).status;
    expect(await statusOf(past.id)).toBe("expired");
    expect(await statusOf(current.id)).toBe("sent");
    expect(await statusOf(draft.id)).toBe("draft");
    const late = await move(seller, past.id, "accepted");
    expect(late.status).toBe(409);
  });

  it("lists one page of the seller's quotes, newest first, filtered by status", {
    timeout: 60_000,
  }, async () => {
    const seller = await server.signUp();
    const first = await newQuote(seller);
    const second = await newQuote(seller);
    await move(seller, first.id, "sent");
    const all = await server.request("GET", "/api/quotes", { token: seller.token });
    expect(all.body).toMatchObject({ total: 2, page: 1 });
    expect((all.body as { data: { id: string }[] }).data.map((row) => row.id)).toEqual([
      second.id,
      first.id,
    ]);
    const sent = await server.request("GET", "/api/quotes?status=sent", { token: seller.token });
    expect(sent.body).toMatchObject({
      total: 1,
      data: [{ id: first.id, quoteNumber: "QUO-001", total: 171.96 }],
    });
  });
});
