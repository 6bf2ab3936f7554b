import type { InvoiceJson, OutboxList } from "@invoicing/core";
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

describeEachBackend("the outbox, with no mail transport configured", (backend) => {
  let server: TestServer;
  let production: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
    production = await startTestServer(backend, { production: true });
  }, timeout);

  afterAll(async () => {
    await server?.close();
    await production?.close();
  });

  const sendDraft = async (on: TestServer, account: TestAccount, method: string) => {
    const client = await on.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody({ email: "charles@example.com" }),
    });
    const invoice = await on.request("POST", "/api/invoices", {
      token: account.token,
      json: invoiceBody((client.body as { id: string }).id),
    });
    const id = (invoice.body as InvoiceJson).id;
    const response = await on.request("POST", `/api/email/send-invoice/${id}`, {
      token: account.token,
      json: { method },
    });
    return { id, response };
  };

  it(
    "writes the message with its PDF to the outbox, says so, and marks the draft sent",
    async () => {
      const account = await server.signUp({ language: "es" });
      const { id, response } = await sendDraft(server, account, "resend");
      expect(response.body).toEqual({
        success: true,
        message:
          "No hay ningún servicio de correo configurado, así que el mensaje se guardó en la bandeja de salida.",
        outbox: true,
      });
      const list = await server.request("GET", "/api/outbox", { token: account.token });
      const [entry] = (list.body as OutboxList).data;
      expect(entry).toMatchObject({
        subject: "Factura INV-001 de Ada Lovelace",
        to: "charles@example.com",
      });

      const eml = await server.request("GET", `/api/outbox/${entry?.id}`, {
        token: account.token,
      });
      expect(eml.status).toBe(200);
      expect(eml.headers.get("content-type")).toBe("message/rfc822");
      expect(eml.headers.get("content-disposition")).toContain(`filename="${entry?.id}.eml"`);
      const mail = await PostalMime.parse(eml.bytes, { attachmentEncoding: "arraybuffer" });
      const pdf = await server.request("GET", `/api/invoices/${id}/pdf`, { token: account.token });
      expect(new Uint8Array(mail.attachments[0]?.content as ArrayBuffer)).toEqual(pdf.bytes);
      expect(mail.replyTo).toEqual([expect.objectContaining({ address: account.user.email })]);

      const detail = await server.request("GET", `/api/invoices/${id}`, { token: account.token });
      expect(detail.body).toMatchObject({ status: "sent", invoiceNumber: "INV-001" });
      expect((detail.body as { history: unknown[] }).history.at(-1)).toMatchObject({
        event: "emailed",
        email: { method: "resend", messageId: mail.messageId, outbox: true },
      });
    },
    timeout,
  );

  it(
    "shows each user only their own messages",
    async () => {
      const owner = await server.signUp();
      await sendDraft(server, owner, "smtp");
      const [entry] = (
        (await server.request("GET", "/api/outbox", { token: owner.token })).body as OutboxList
      ).data;
      const stranger = await server.signUp();
      const list = await server.request("GET", "/api/outbox", { token: stranger.token });
      expect(list.body).toEqual({ data: [] });
      const read = await server.request("GET", `/api/outbox/${entry?.id}`, {
        token: stranger.token,
      });
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ code: "outbox.errors.notfound" });
      const malformed = await server.request("GET", "/api/outbox/..%2F..%2Fetc", {
        token: owner.token,
      });
      expect(malformed.status).toBe(404);
    },
    timeout,
  );

  it(
    "is closed on a production server until the user's sandbox mode is on",
    async () => {
      const account = await production.signUp();
      await sendDraft(production, account, "smtp");
      const closed = await production.request("GET", "/api/outbox", { token: account.token });
      expect(closed.status).toBe(403);
      expect(closed.body).toMatchObject({ code: "outbox.errors.closed" });
      await production.request("PUT", "/api/auth/profile", {
        token: account.token,
        json: { settings: { sandboxMode: true } },
      });
      const open = await production.request("GET", "/api/outbox", { token: account.token });
      expect(open.status).toBe(200);
      expect((open.body as OutboxList).data).toHaveLength(1);
    },
    timeout,
  );
});
