import { type SmtpStandIn, startSmtpStandIn } from "@invoicing/adapters/testing/email";
import { describeEachBackend } from "@invoicing/fixtures";
import { brazilClientBody, brazilSettingsBody } from "@invoicing/fixtures/builders";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, expect, it } from "vitest";
import { brlInvoiceBody } from "../../testing/brazil-samples.ts";
import { waitForJobRuns } from "../../testing/job-runs.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeout = 120_000;
const sandbox = { "x-sandbox-mode": "true" };

describeEachBackend("the buyer's e-mail of an invoice with an NF-e or an NFS-e", (backend) => {
  let smtp: SmtpStandIn;
  let server: TestServer;

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
  }, timeout);

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** A seller whose NF-e go out automatically, with a BRL draft for `client`. */
  const draftFor = async (client: Readonly<Record<string, unknown>>) => {
    const account = await server.signUp({ currency: "BRL", language: "pt-BR" });
    const saved = await server.request("POST", "/api/sefaz/settings", {
      token: account.token,
      json: { settings: brazilSettingsBody({ autoSendToSEFAZ: true }) },
    });
    expect(saved.status).toBe(200);
    const created = await server.request("POST", "/api/clients", {
      token: account.token,
      json: client,
    });
    const invoice = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: brlInvoiceBody((created.body as { id: string }).id, { status: "draft" }),
    });
    expect(invoice.status).toBe(201);
    return { account, id: (invoice.body as { id: string }).id };
  };

  const send = (account: TestAccount, id: string) =>
    server.request("POST", `/api/email/send-invoice/${id}`, {
      token: account.token,
      json: { method: "smtp" },
      headers: sandbox,
    });

  const submissions = async (account: TestAccount, id: string) =>
    (
      (
        await server.request("GET", `/api/invoices/${id}/nfe-submissions`, {
          token: account.token,
        })
      ).body as {
        data: ReadonlyArray<{ authorized: boolean; cStat: string | null; error: string | null }>;
      }
    ).data;

  it("waits for the NF-e's authorisation and sends one e-mail with the PDF, the nfeProc and the DANFE", {
    timeout,
  }, async () => {
    const { account, id } = await draftFor(brazilClientBody());
    const before = smtp.received.length;
    const response = await send(account, id);
    expect(response.status, JSON.stringify(response.body)).toBe(200);

    const invoice = await server.request("GET", `/api/invoices/${id}`, { token: account.token });
    expect(invoice.body).toMatchObject({ status: "sent", invoiceNumber: "INV-001" });
    const [submission] = await submissions(account, id);
    expect(submission).toMatchObject({ authorized: true, cStat: "100" });
    const xml = await server.request("GET", `/api/invoices/${id}/nfe.xml`, {
      token: account.token,
    });
    const accessKey = /<chNFe>(\d{44})<\/chNFe>/u.exec(new TextDecoder().decode(xml.bytes))?.[1];

    const received = smtp.received.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]?.recipients).toEqual(["compras@carioca.com.br"]);
    const mail = await PostalMime.parse(received[0]?.raw ?? "", {
      attachmentEncoding: "arraybuffer",
    });
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      "invoice-INV-001.pdf",
      `${accessKey}-procNFe.xml`,
      `danfe-${accessKey}.pdf`,
    ]);
    expect(new Uint8Array(mail.attachments[1]?.content as ArrayBuffer)).toEqual(xml.bytes);

    // The auto-send the issue queued finds the NF-e and sends nothing again.
    await waitForJobRuns(server, "autoSendEInvoice", 1, id);
    expect(await submissions(account, id)).toHaveLength(1);
    expect(smtp.received.slice(before)).toHaveLength(1);
  });

  it("sends nothing to the buyer when the NF-e cannot be authorised, and tells the seller why", {
    timeout,
  }, async () => {
    const { account, id } = await draftFor({
      name: "Sem Endereço",
      email: "sem@example.com",
    });
    const before = smtp.received.length;
    const response = await send(account, id);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      success: false,
      fields: { "client.cnpj": "brazil.nfe.recipient.documentrequired" },
    });
    expect(smtp.received.slice(before)).toHaveLength(0);
    const invoice = await server.request("GET", `/api/invoices/${id}`, { token: account.token });
    expect(invoice.body).toMatchObject({ status: "sent", invoiceNumber: "INV-001" });
    await waitForJobRuns(server, "autoSendEInvoice", 1, id);
    expect(await submissions(account, id)).toMatchObject([
      { authorized: false, error: "brazil.nfe.prerequisitesmissing" },
    ]);
  });

  it("waits for the NFS-e and sends one e-mail with the PDF, the NFS-e XML and the DANFSe", {
    timeout,
  }, async () => {
    const account = await server.signUp({ currency: "BRL", language: "pt-BR" });
    const token = account.token;
    const saved = await server.request("POST", "/api/sefaz/settings", {
      token,
      json: {
        settings: brazilSettingsBody({ autoSendToSEFAZ: true, inscricaoMunicipal: "12345678" }),
      },
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
    // A line typed by hand is a service once NFS-e settings are saved.
    const created = await server.request("POST", "/api/invoices", {
      token,
      json: brlInvoiceBody((client.body as { id: string }).id, {
        status: "draft",
        items: [
          { description: "Desenvolvimento de software", quantity: 1, unitPrice: 1200, taxRate: 0 },
        ],
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { id: string }).id;
    const before = smtp.received.length;
    const response = await send(account, id);
    expect(response.status, JSON.stringify(response.body)).toBe(200);

    const invoice = await server.request("GET", `/api/invoices/${id}`, { token });
    expect(invoice.body).toMatchObject({ status: "sent", invoiceNumber: "INV-001" });
    const nfseSubmissions = async () =>
      (
        (await server.request("GET", `/api/invoices/${id}/nfse-submissions`, { token })).body as {
          data: ReadonlyArray<{ status: string; accessKey: string | null }>;
        }
      ).data;
    const [submission] = await nfseSubmissions();
    expect(submission?.status).toBe("issued");
    const accessKey = submission?.accessKey;
    const xml = await server.request("GET", `/api/invoices/${id}/nfse.xml`, { token });

    const received = smtp.received.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]?.recipients).toEqual(["compras@carioca.com.br"]);
    const mail = await PostalMime.parse(received[0]?.raw ?? "", {
      attachmentEncoding: "arraybuffer",
    });
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      "invoice-INV-001.pdf",
      `${accessKey}-nfse.xml`,
      `danfse-${accessKey}.pdf`,
    ]);
    expect(new Uint8Array(mail.attachments[1]?.content as ArrayBuffer)).toEqual(xml.bytes);
    const danfse = new Uint8Array(mail.attachments[2]?.content as ArrayBuffer);
    expect(new TextDecoder().decode(danfse.slice(0, 5))).toBe("%PDF-");

    // The auto-send the issue queued finds the NFS-e and issues nothing again.
    await waitForJobRuns(server, "autoSendEInvoice", 1, id);
    expect(await nfseSubmissions()).toHaveLength(1);
    expect(smtp.received.slice(before)).toHaveLength(1);
  });
});
