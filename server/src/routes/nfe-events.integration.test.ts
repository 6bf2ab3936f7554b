import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Clock } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { brazilClientBody, brazilSettingsBody } from "@invoicing/fixtures/builders";
import { Effect, Layer } from "effect";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, expect, it } from "vitest";
import { brlInvoiceBody } from "../../testing/brazil-samples.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";
import { defaultNfeSchemaDir } from "../config.ts";

const T0 = Date.parse("2026-11-20T10:00:00.000Z");
const HOUR = 3_600_000;
// The first request of a run warms the server up, slowly on a busy machine.
const timeout = 30_000;
const sandbox = { "x-sandbox-mode": "true" };

interface EventAnswer {
  readonly success: boolean;
  readonly cStat: string;
  readonly xMotivo: string;
  readonly event: {
    readonly id: string;
    readonly kind: string;
    readonly sequence: number;
    readonly registered: boolean;
    readonly xmlUrl: string;
  };
}

/** xmllint's verdict on a document against one of the event schemas ("" when it validates). */
const schemaProblems = (xml: string, schema: string): string => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "nfe-event-"));
  try {
    writeFileSync(path.join(folder, "event.xml"), xml);
    execFileSync(
      "xmllint",
      ["--noout", "--nonet", "--schema", path.join(defaultNfeSchemaDir, schema), "event.xml"],
      { cwd: folder, stdio: "pipe" },
    );
    return "";
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

const pdfText = (bytes: Uint8Array): string => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "danfe-"));
  try {
    writeFileSync(path.join(folder, "danfe.pdf"), bytes);
    return execFileSync("pdftotext", ["danfe.pdf", "-"], { cwd: folder, encoding: "utf8" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

describeEachBackend("NF-e events routes", (backend) => {
  let server: TestServer;
  let now = T0;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      clock: Layer.succeed(Clock, { now: Effect.sync(() => new Date(now).toISOString()) }),
    });
  }, 60_000);
  afterAll(() => server?.close());

  /** A seller with Brazil settings and a client, and a way to issue BRL invoices. */
  const seller = async () => {
    const account = await server.signUp();
    const saved = await server.request("POST", "/api/sefaz/settings", {
      token: account.token,
      json: { settings: brazilSettingsBody() },
    });
    expect(saved.status).toBe(200);
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: brazilClientBody(),
    });
    return { account, clientId: (client.body as { id: string }).id };
  };

  const issue = async (account: TestAccount, clientId: string, fields = {}) => {
    const created = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: brlInvoiceBody(clientId, fields),
    });
    expect(created.status).toBe(201);
    return (created.body as { id: string }).id;
  };

  /** Issues and submits an invoice at T0; answers its id and the NF-e's access key. */
  const authorised = async (account: TestAccount, clientId: string) => {
    now = T0;
    const invoiceId = await issue(account, clientId);
    const submitted = await server.request("POST", "/api/e-invoice/brazil/submit", {
      token: account.token,
      json: { invoiceId },
      headers: sandbox,
    });
    expect((submitted.body as { cStat: string }).cStat).toBe("100");
    return { invoiceId, accessKey: (submitted.body as { accessKey: string }).accessKey };
  };

  const post = (account: TestAccount, url: string, json: unknown) =>
    server.request("POST", url, { token: account.token, json, headers: sandbox });

  it("numbers NF-e in their own série, whatever the invoice numbers", {
    timeout: 30_000,
  }, async () => {
    const { account, clientId } = await seller();
    now = T0;
    // A euro invoice takes INV-001, so the BRL invoice is INV-002 and its NF-e still nNF 1.
    await issue(account, clientId, { currency: "EUR" });
    const { accessKey } = await authorised(account, clientId);
    expect(accessKey.slice(22, 25)).toBe("001");
    expect(accessKey.slice(25, 34)).toBe("000000001");
    const second = await authorised(account, clientId);
    expect(second.accessKey.slice(25, 34)).toBe("000000002");
  });

  it("numbers each série of the settings in its own gapless sequence, resumed when the seller switches back", {
    timeout: 30_000,
  }, async () => {
    const { account, clientId } = await seller();
    const useSerie = async (nfeSerie: number) => {
      const saved = await server.request("POST", "/api/sefaz/settings", {
        token: account.token,
        json: { settings: brazilSettingsBody({ nfeSerie }) },
      });
      expect(saved.status).toBe(200);
    };
    const numberOf = async () => {
      const { accessKey } = await authorised(account, clientId);
      return [accessKey.slice(22, 25), accessKey.slice(25, 34)];
    };
    expect(await numberOf()).toEqual(["001", "000000001"]);
    await useSerie(7);
    expect(await numberOf()).toEqual(["007", "000000001"]);
    expect(await numberOf()).toEqual(["007", "000000002"]);
    await useSerie(1);
    expect(await numberOf()).toEqual(["001", "000000002"]);
    const settings = await server.request("GET", "/api/sefaz/settings", { token: account.token });
    expect((settings.body as { data: { nfeSerie: number } }).data.nfeSerie).toBe(1);
  });

  it("cancels within 24 hours: SEFAZ registers it (135), the invoice is cancelled, the event is listed with its XML and the DANFE is marked", {
    timeout,
  }, async () => {
    const { account, clientId } = await seller();
    const { invoiceId } = await authorised(account, clientId);
    const direct = await server.request("PUT", `/api/invoices/${invoiceId}?place=detail`, {
      token: account.token,
      json: { status: "cancelled" },
    });
    expect(direct.status).toBe(409);
    expect(direct.body).toMatchObject({ code: "brazil.nfe.cancel.required" });
    const short = await post(account, `/api/invoices/${invoiceId}/nfe/cancel`, {
      justification: "curta",
    });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({
      fields: { justification: "brazil.nfe.justification.tooshort" },
    });

    now = T0 + 23 * HOUR;
    const cancelled = await post(account, `/api/invoices/${invoiceId}/nfe/cancel`, {
      justification: "Pedido cancelado pelo cliente antes da entrega",
    });
    expect(cancelled.status).toBe(200);
    const answer = cancelled.body as EventAnswer;
    expect(answer).toMatchObject({
      success: true,
      cStat: "135",
      xMotivo: "Evento registrado e vinculado a NF-e",
      event: { kind: "cancellation", sequence: 1, registered: true },
    });
    const invoice = await server.request("GET", `/api/invoices/${invoiceId}`, {
      token: account.token,
    });
    expect((invoice.body as { status: string }).status).toBe("cancelled");

    const events = await server.request("GET", `/api/invoices/${invoiceId}/nfe-events`, {
      token: account.token,
    });
    const listed = (events.body as { data: ReadonlyArray<EventAnswer["event"]> }).data;
    expect(listed.map((event) => event.kind)).toEqual(["cancellation"]);
    expect(listed[0]?.xmlUrl).toBe(`/api/brazil/nfe-events/${answer.event.id}/event.xml`);
    const xml = await server.request("GET", listed[0]?.xmlUrl ?? "", { token: account.token });
    expect(xml.status).toBe(200);
    expect(
      schemaProblems(
        new TextDecoder().decode(xml.bytes),
        "events/cancel/procEventoCancNFe_v1.00.xsd",
      ),
    ).toBe("");

    const danfe = await server.request("GET", `/api/invoices/${invoiceId}/danfe.pdf`, {
      token: account.token,
    });
    expect(danfe.status).toBe(200);
    expect(pdfText(danfe.bytes)).toContain("NF-e CANCELADA");

    const again = await post(account, `/api/invoices/${invoiceId}/nfe/cancel`, {
      justification: "Pedido cancelado pelo cliente antes da entrega",
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "brazil.nfe.cancel.alreadycancelled" });
    const correction = await post(account, `/api/invoices/${invoiceId}/nfe/correction`, {
      text: "Corrige o complemento do endereco",
    });
    expect(correction.status).toBe(409);
  });

  it("answers 409 with why after 24 hours, sends nothing and leaves the invoice", {
    timeout,
  }, async () => {
    // Signed in half way, so the session is still fresh 25 hours after the authorisation.
    now = T0 + 12 * HOUR;
    const { account, clientId } = await seller();
    const { invoiceId } = await authorised(account, clientId);
    now = T0 + 25 * HOUR;
    const late = await post(account, `/api/invoices/${invoiceId}/nfe/cancel`, {
      justification: "Pedido cancelado pelo cliente antes da entrega",
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: "brazil.nfe.cancel.windowclosed" });
    const direct = await server.request("PUT", `/api/invoices/${invoiceId}?place=detail`, {
      token: account.token,
      json: { status: "cancelled" },
    });
    expect(direct.status).toBe(409);
    expect(direct.body).toMatchObject({ code: "brazil.nfe.cancel.windowclosed" });
    const events = await server.request("GET", `/api/invoices/${invoiceId}/nfe-events`, {
      token: account.token,
    });
    expect(events.body).toEqual({ data: [] });
    const invoice = await server.request("GET", `/api/invoices/${invoiceId}`, {
      token: account.token,
    });
    expect((invoice.body as { status: string }).status).toBe("sent");
  });

  it("sends correction letters in sequence, each registered with a schema-valid XML", {
    timeout,
  }, async () => {
    now = T0 + 12 * HOUR;
    const { account, clientId } = await seller();
    const { invoiceId } = await authorised(account, clientId);
    now = T0 + 30 * HOUR;
    const first = await post(account, `/api/invoices/${invoiceId}/nfe/correction`, {
      text: "Corrige o complemento do endereco do destinatario",
    });
    expect(first.body).toMatchObject({ success: true, cStat: "135", event: { sequence: 1 } });
    const second = await post(account, `/api/invoices/${invoiceId}/nfe/correction`, {
      text: "Corrige a descricao do produto para cadeira giratoria",
    });
    const answer = second.body as EventAnswer;
    expect(answer).toMatchObject({ cStat: "135", event: { kind: "correction", sequence: 2 } });
    const xml = await server.request("GET", answer.event.xmlUrl, { token: account.token });
    expect(
      schemaProblems(new TextDecoder().decode(xml.bytes), "events/cce/procCCeNFe_v1.00.xsd"),
    ).toBe("");
  });

  it("voids unused numbers (102), then refuses them again (256) and a used one (241); the série skips them", {
    timeout,
  }, async () => {
    const { account, clientId } = await seller();
    await authorised(account, clientId);
    const range = { serie: 1, justification: "Numeracao pulada por falha do sistema" };
    const voided = await post(account, "/api/brazil/nfe/void-range", { ...range, from: 2, to: 4 });
    expect(voided.status).toBe(200);
    const answer = voided.body as EventAnswer;
    expect(answer).toMatchObject({ success: true, cStat: "102", event: { kind: "voiding" } });
    const xml = await server.request("GET", answer.event.xmlUrl, { token: account.token });
    expect(
      schemaProblems(
        new TextDecoder().decode(xml.bytes),
        "events/inutilizacao/procInutNFe_v4.00.xsd",
      ),
    ).toBe("");
    const repeated = await post(account, "/api/brazil/nfe/void-range", {
      ...range,
      from: 3,
      to: 3,
    });
    expect(repeated.body).toMatchObject({ success: false, cStat: "256" });
    const used = await post(account, "/api/brazil/nfe/void-range", { ...range, from: 1, to: 1 });
    expect(used.body).toMatchObject({ success: false, cStat: "241" });
    const listed = await server.request("GET", "/api/brazil/nfe/voidings", {
      token: account.token,
    });
    expect((listed.body as { data: ReadonlyArray<unknown> }).data).toHaveLength(3);
    const next = await authorised(account, clientId);
    expect(next.accessKey.slice(25, 34)).toBe("000000005");
    const inverted = await post(account, "/api/brazil/nfe/void-range", {
      ...range,
      from: 9,
      to: 7,
    });
    expect(inverted.status).toBe(422);
    expect(inverted.body).toMatchObject({ fields: { to: "brazil.nfe.voiding.endbeforestart" } });
  });

  it("sends the buyer the authorised nfeProc and the DANFE with the invoice PDF", {
    timeout,
  }, async () => {
    const { account, clientId } = await seller();
    const { invoiceId, accessKey } = await authorised(account, clientId);
    const sent = await server.request("POST", `/api/email/send-invoice/${invoiceId}`, {
      token: account.token,
      json: { method: "smtp" },
    });
    expect(sent.status).toBe(200);
    const list = await server.request("GET", "/api/outbox", { token: account.token });
    const [entry] = (list.body as { data: ReadonlyArray<{ id: string }> }).data;
    const eml = await server.request("GET", `/api/outbox/${entry?.id}`, { token: account.token });
    const mail = await PostalMime.parse(eml.bytes, { attachmentEncoding: "arraybuffer" });
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      "invoice-INV-001.pdf",
      `${accessKey}-procNFe.xml`,
      `danfe-${accessKey}.pdf`,
    ]);
    const nfeXml = await server.request("GET", `/api/invoices/${invoiceId}/nfe.xml`, {
      token: account.token,
    });
    expect(new Uint8Array(mail.attachments[1]?.content as ArrayBuffer)).toEqual(nfeXml.bytes);
  });

  it("keeps events to their owner: 404 for another user's invoice and event XML", {
    timeout,
  }, async () => {
    const { account, clientId } = await seller();
    const { invoiceId } = await authorised(account, clientId);
    now = T0 + HOUR;
    const sent = await post(account, `/api/invoices/${invoiceId}/nfe/correction`, {
      text: "Corrige o complemento do endereco do destinatario",
    });
    const other = await server.signUp();
    const events = await server.request("GET", `/api/invoices/${invoiceId}/nfe-events`, {
      token: other.token,
    });
    expect(events.status).toBe(404);
    const xml = await server.request("GET", (sent.body as EventAnswer).event.xmlUrl, {
      token: other.token,
    });
    expect(xml.status).toBe(404);
  });
});
