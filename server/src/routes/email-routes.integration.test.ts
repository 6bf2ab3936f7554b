import {
  type ResendStandIn,
  type SmtpStandIn,
  startResendStandIn,
  startSmtpStandIn,
} from "@invoicing/adapters/testing/email";
import type { InvoiceHistoryEntry, InvoiceJson } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeout = 120_000;
const from = "Invoicing <billing@invoices.test>";

type Detail = InvoiceJson & { readonly history: ReadonlyArray<InvoiceHistoryEntry> };

describeEachBackend("POST /api/email/send-invoice/{id}", (backend) => {
  let smtp: SmtpStandIn;
  let resend: ResendStandIn;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    resend = await startResendStandIn();
    server = await startTestServer(backend, {
      mail: { smtpUrl: smtp.url, resendApiKey: resend.apiKey, resendBaseUrl: resend.url, from },
    });
  }, timeout);

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await resend?.close();
  });

  /** A new account in `language` with a draft for a client at `email`. */
  const draftFor = async (language: string, email = "charles@example.com") => {
    const account = await server.signUp({ language });
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody({ email }),
    });
    const invoice = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: invoiceBody((client.body as { id: string }).id),
    });
    return { account, id: (invoice.body as InvoiceJson).id };
  };

  const send = (account: TestAccount, id: string, method: string) =>
    server.request("POST", `/api/email/send-invoice/${id}`, {
      token: account.token,
      json: { method },
    });

  const detail = async (account: TestAccount, id: string) =>
    (await server.request("GET", `/api/invoices/${id}`, { token: account.token })).body as Detail;

  const pdf = async (account: TestAccount, id: string) =>
    (await server.request("GET", `/api/invoices/${id}/pdf`, { token: account.token })).bytes;

  it(
    "sends a draft through SMTP in the user's language with the PDF of the download, then marks it sent with its number",
    async () => {
      const { account, id } = await draftFor("fr");
      const response = await send(account, id, "smtp");
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: "E-mail envoyé avec succès !",
        outbox: false,
      });

      const received = smtp.received.at(-1);
      expect(received?.recipients).toEqual(["charles@example.com"]);
      expect(received?.mailFrom).toBe("billing@invoices.test");
      const mail = await PostalMime.parse(received?.raw ?? "", {
        attachmentEncoding: "arraybuffer",
      });
      expect(mail.subject).toBe("Facture INV-001 de Ada Lovelace");
      expect(mail.from).toMatchObject({ address: "billing@invoices.test" });
      expect(mail.replyTo).toEqual([expect.objectContaining({ address: account.user.email })]);
      expect(mail.text).toContain("Bonjour Charles Babbage,");
      expect(mail.text).toContain("la facture INV-001 du 1 novembre 2026");
      expect(mail.text).toMatch(
        /d’un montant total de 171,96\s\$US, payable au plus tard le 1 décembre 2026\./u,
      );
      expect(mail.html).toContain('<html lang="fr">');
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment).toMatchObject({
        filename: "invoice-INV-001.pdf",
        mimeType: "application/pdf",
      });

      const sent = await detail(account, id);
      expect(sent).toMatchObject({ status: "sent", invoiceNumber: "INV-001" });
      expect(new Uint8Array(attachment?.content as ArrayBuffer)).toEqual(await pdf(account, id));
      expect(sent.history.at(-1)).toMatchObject({
        event: "emailed",
        from: "draft",
        to: "sent",
        email: {
          method: "smtp",
          recipient: "charles@example.com",
          messageId: mail.messageId,
          outbox: false,
        },
      });
    },
    timeout,
  );

  it(
    "sends through the Resend API with the PDF base64-encoded",
    async () => {
      const { account, id } = await draftFor("de", "kunde@example.com");
      const response = await send(account, id, "resend");
      expect(response.body).toMatchObject({ success: true, outbox: false });
      const received = resend.received.at(-1);
      expect(received?.body).toMatchObject({
        from,
        to: "kunde@example.com",
        reply_to: account.user.email,
        subject: "Rechnung INV-001 von Ada Lovelace",
      });
      expect(received?.body.text).toContain("Guten Tag Charles Babbage,");
      expect(received?.body.attachments).toEqual([
        {
          filename: "invoice-INV-001.pdf",
          content_type: "application/pdf",
          content: Buffer.from(await pdf(account, id)).toString("base64"),
        },
      ]);
      const sent = await detail(account, id);
      expect(sent.history.at(-1)?.email).toEqual({
        method: "resend",
        recipient: "kunde@example.com",
        messageId: received?.id,
        outbox: false,
      });
    },
    timeout,
  );

  it(
    "leaves the invoice unchanged and answers 502 with the server's words when SMTP refuses the recipient",
    async () => {
      smtp.refusedRecipients.add("gone@example.com");
      const { account, id } = await draftFor("en", "gone@example.com");
      const before = await detail(account, id);
      const response = await send(account, id, "smtp");
      expect(response.status).toBe(502);
      expect(response.body).toMatchObject({ success: false, code: "invoicedetail.emailfailed" });
      expect((response.body as { message: string }).message).toMatch(
        /^The e-mail could not be sent\. .*550/u,
      );
      expect(await detail(account, id)).toEqual(before);
      // No number was used up: the next invoice issued takes the first one.
      const marked = await server.request("PUT", `/api/invoices/${id}?place=detail`, {
        token: account.token,
        json: { status: "sent" },
      });
      expect(marked.body).toMatchObject({ invoiceNumber: "INV-001" });
    },
    timeout,
  );

  it(
    "leaves the invoice unchanged and answers 502 when the SMTP connection drops",
    async () => {
      const { account, id } = await draftFor("en");
      const before = await detail(account, id);
      const count = smtp.received.length;
      smtp.dropOnData = true;
      try {
        const response = await send(account, id, "smtp");
        expect(response.status).toBe(502);
        expect(response.body).toMatchObject({ code: "invoicedetail.emailfailed" });
      } finally {
        smtp.dropOnData = false;
      }
      expect(smtp.received).toHaveLength(count);
      expect(await detail(account, id)).toEqual(before);
    },
    timeout,
  );

  it(
    "answers 502 with Resend's message when the API refuses, changing nothing",
    async () => {
      const { account, id } = await draftFor("es");
      const before = await detail(account, id);
      resend.refusal = "Invalid `to` field.";
      try {
        const response = await send(account, id, "resend");
        expect(response.status).toBe(502);
        expect((response.body as { message: string }).message).toContain("Invalid `to` field.");
      } finally {
        resend.refusal = null;
      }
      expect(await detail(account, id)).toEqual(before);
    },
    timeout,
  );

  it(
    "resends a sent invoice as it is, recording each send, and never sends a cancelled one",
    async () => {
      const { account, id } = await draftFor("en");
      await send(account, id, "smtp");
      const first = await detail(account, id);
      const again = await send(account, id, "resend");
      expect(again.status).toBe(200);
      const second = await detail(account, id);
      const { history: firstHistory, ...firstInvoice } = first;
      const { history: secondHistory, ...secondInvoice } = second;
      expect(secondInvoice).toEqual(firstInvoice);
      expect(
        secondHistory.slice(-2).map((entry) => [entry.from, entry.to, entry.email?.method]),
      ).toEqual([
        ["draft", "sent", "smtp"],
        ["sent", "sent", "resend"],
      ]);

      // A numbered invoice is cancelled by a credit note; a draft cancelled is never sent either.
      const cancelled = await draftFor("en");
      await server.request("PUT", `/api/invoices/${cancelled.id}?place=detail`, {
        token: cancelled.account.token,
        json: { status: "cancelled" },
      });
      const count = smtp.received.length;
      const refused = await send(cancelled.account, cancelled.id, "smtp");
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "invoices.errors.invalidstatustransition" });
      expect(smtp.received).toHaveLength(count);
    },
    timeout,
  );

  it(
    "refuses an unknown method and another user's invoice",
    async () => {
      const { account, id } = await draftFor("en");
      const wrong = await send(account, id, "fax");
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ fields: { method: "email.invalidmethod" } });
      const stranger = await server.signUp();
      expect((await send(stranger, id, "smtp")).status).toBe(404);
      expect((await detail(account, id)).status).toBe("draft");
    },
    timeout,
  );

  it(
    "answers 503 emailconfigerror for a method that is not configured while the other one is",
    async () => {
      const onlySmtp = await startTestServer(backend, {
        mail: { smtpUrl: smtp.url, resendApiKey: null, resendBaseUrl: null, from },
      });
      try {
        const account = await onlySmtp.signUp();
        const client = await onlySmtp.request("POST", "/api/clients", {
          token: account.token,
          json: clientBody(),
        });
        const invoice = await onlySmtp.request("POST", "/api/invoices", {
          token: account.token,
          json: invoiceBody((client.body as { id: string }).id),
        });
        const id = (invoice.body as InvoiceJson).id;
        const response = await onlySmtp.request("POST", `/api/email/send-invoice/${id}`, {
          token: account.token,
          json: { method: "resend" },
        });
        expect(response.status).toBe(503);
        expect(response.body).toMatchObject({ code: "invoicedetail.emailconfigerror" });
        const after = await onlySmtp.request("GET", `/api/invoices/${id}`, {
          token: account.token,
        });
        expect(after.body).toMatchObject({ status: "draft", invoiceNumber: null });
      } finally {
        await onlySmtp.close();
      }
    },
    timeout,
  );
});
