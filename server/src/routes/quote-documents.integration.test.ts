import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type SmtpStandIn, startSmtpStandIn } from "@invoicing/adapters/testing/email";
import type { QuoteJson } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, quoteBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const run = promisify(execFile);
const timeout = 120_000;

describeEachBackend("quote documents", (backend) => {
  let smtp: SmtpStandIn;
  let server: TestServer;
  let work: string;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(backend, {
      mail: {
        smtpUrl: smtp.url,
        resendApiKey: null,
        resendBaseUrl: null,
        from: "Invoicing <billing@invoices.test>",
      },
    });
    work = await mkdtemp(path.join(os.tmpdir(), "quote-documents-"));
  }, timeout);

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await rm(work, { recursive: true, force: true });
  });

  const quoteFor = async (language: string) => {
    const account = await server.signUp({ language });
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody({ email: "charles@example.com" }),
    });
    const quote = await server.request("POST", "/api/quotes", {
      token: account.token,
      json: quoteBody((client.body as { id: string }).id),
    });
    return { account, quote: quote.body as QuoteJson };
  };

  const textOf = async (bytes: Uint8Array, name: string) => {
    const file = path.join(work, `${name}.pdf`);
    await writeFile(file, bytes);
    const { stdout } = await run("pdftotext", ["-raw", file, "-"]);
    return stdout.replace(/\s+/gu, " ");
  };

  const pdfOf = async (account: TestAccount, id: string) => {
    const pdf = await server.request("GET", `/api/quotes/${id}/pdf`, { token: account.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    return pdf;
  };

  it(
    "renders the quote PDF titled in the seller's language: Devis in French, Orçamento in Portuguese",
    async () => {
      for (const [language, title, validity] of [
        ["fr", "Devis", "Valable jusqu'au"],
        ["pt-BR", "Orçamento", "Válido até"],
        ["en", "Quote", "Valid until"],
      ] as const) {
        const { account, quote } = await quoteFor(language);
        const draft = await pdfOf(account, quote.id);
        expect(draft.headers.get("content-disposition")).toContain(`quote-draft-${quote.id}.pdf`);
        await server.request("POST", `/api/quotes/${quote.id}/status`, {
          token: account.token,
          json: { status: "sent" },
        });
        const sent = await pdfOf(account, quote.id);
        expect(sent.headers.get("content-disposition")).toContain("quote-QUO-001.pdf");
        const text = await textOf(sent.bytes, `${language}-${quote.id}`);
        expect(text).toContain(title);
        expect(text).toContain("QUO-001");
        expect(text).toContain(validity);
        expect(text).toMatch(/171[,.]96/u);
      }
    },
    timeout,
  );

  it(
    "e-mails the quote with its PDF and a client link that opens it, and only then marks it sent with its number",
    async () => {
      const { account, quote } = await quoteFor("fr");
      const sent = await server.request("POST", `/api/quotes/${quote.id}/send`, {
        token: account.token,
        json: { method: "smtp" },
      });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ success: true, outbox: false });
      const received = smtp.received.at(-1);
      expect(received?.recipients).toEqual(["charles@example.com"]);
      const mail = await PostalMime.parse(received?.raw ?? "", {
        attachmentEncoding: "arraybuffer",
      });
      expect(mail.subject).toMatch(/^Devis QUO-001 de /u);
      expect(mail.text).toContain("le devis QUO-001 du 1 novembre 2026");
      expect(mail.text).toContain("Pour toute question concernant ce devis");
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({
        filename: "quote-QUO-001.pdf",
        mimeType: "application/pdf",
      });
      const token = /\/quote\/([A-Za-z0-9_-]{43})/u.exec(mail.text ?? "")?.[1] ?? "";
      const opened = await server.request("GET", `/api/quote-links/${token}`);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ quoteNumber: "QUO-001", status: "sent" });
      const publicPdf = await server.request("GET", `/api/quote-links/${token}/pdf`);
      expect(publicPdf.status).toBe(200);
      expect(await textOf(publicPdf.bytes, `public-${quote.id}`)).toContain("Devis");
      const detail = await server.request("GET", `/api/quotes/${quote.id}`, {
        token: account.token,
      });
      expect(detail.body).toMatchObject({ status: "sent", quoteNumber: "QUO-001" });
    },
    timeout,
  );

  it(
    "archives the PDF a quote was sent with and serves those bytes ever after, to the seller, the link and a second send",
    async () => {
      const { account, quote } = await quoteFor("en");
      const draft = await pdfOf(account, quote.id);
      const sent = await server.request("POST", `/api/quotes/${quote.id}/send`, {
        token: account.token,
        json: { method: "smtp" },
      });
      expect(sent.status).toBe(200);
      const attachmentOf = async () => {
        const mail = await PostalMime.parse(smtp.received.at(-1)?.raw ?? "", {
          attachmentEncoding: "arraybuffer",
        });
        return new Uint8Array(mail.attachments[0]?.content as ArrayBuffer);
      };
      const mailed = await attachmentOf();
      const token = /\/quote\/([A-Za-z0-9_-]{43})/u.exec(
        (await PostalMime.parse(smtp.received.at(-1)?.raw ?? "")).text ?? "",
      )?.[1];
      expect(Buffer.from(mailed).equals(Buffer.from(draft.bytes))).toBe(false);

      // The client's name changes: a sent quote's PDF stays the one the client received.
      const renamed = await server.request("PUT", `/api/clients/${quote.clientId}`, {
        token: account.token,
        json: clientBody({ name: "Renamed Client Ltd", email: "charles@example.com" }),
      });
      expect(renamed.status).toBe(200);
      const served = await pdfOf(account, quote.id);
      expect(Buffer.from(served.bytes).equals(Buffer.from(mailed))).toBe(true);
      const publicPdf = await server.request("GET", `/api/quote-links/${token}/pdf`);
      expect(Buffer.from(publicPdf.bytes).equals(Buffer.from(mailed))).toBe(true);
      expect(await textOf(served.bytes, `archived-${quote.id}`)).not.toContain("Renamed Client");

      const again = await server.request("POST", `/api/quotes/${quote.id}/send`, {
        token: account.token,
        json: { method: "smtp" },
      });
      expect(again.status).toBe(200);
      expect(Buffer.from(await attachmentOf()).equals(Buffer.from(mailed))).toBe(true);
    },
    timeout,
  );

  it(
    "leaves a draft as it was when the transport refuses the message",
    async () => {
      const { account, quote } = await quoteFor("en");
      smtp.refusedRecipients.add("refused@example.com");
      await server.request("PUT", `/api/clients/${quote.clientId}`, {
        token: account.token,
        json: clientBody({ email: "refused@example.com" }),
      });
      const refused = await server.request("POST", `/api/quotes/${quote.id}/send`, {
        token: account.token,
        json: { method: "smtp" },
      });
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({ code: "invoicedetail.emailfailed" });
      const detail = await server.request("GET", `/api/quotes/${quote.id}`, {
        token: account.token,
      });
      expect(detail.body).toMatchObject({ status: "draft", quoteNumber: null });
    },
    timeout,
  );
});
