import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { aClientInput, anInvoiceRequest, aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import type { NfeAccessKey } from "../brazil/access-key.ts";
import { FacturXPdf } from "../france/factur-x/factur-x-pdf.ts";
import { PdfRenderer } from "../ports/pdf-renderer.ts";
import { changeInvoiceStatus } from "./change-invoice-status.ts";
import { createClient } from "./create-client.ts";
import { createInvoice } from "./create-invoice.ts";
import { getInvoice } from "./get-invoice.ts";
import { registerUser } from "./register-user.ts";
import { sendInvoiceEmail } from "./send-invoice-email.ts";

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

// A "PDF" that tells what it shows: the number printed on it and the watermark, if any.
const shownPdf = PdfRenderer.of({
  renderInvoice: (document) =>
    Effect.succeed(ascii(`${document.number}|${document.watermark ?? ""}`)),
});

const setUp = async () => {
  const ports = inMemoryPorts();
  const { user } = await ports.run(registerUser(aRegistration({ language: "fr" })));
  const client = await ports.run(createClient({ userId: user.id, client: aClientInput() }));
  const draft = () =>
    ports.run(
      createInvoice({ userId: user.id, request: anInvoiceRequest(client.id) }).pipe(
        Effect.map(({ invoice }) => invoice),
      ),
    );
  const send = (id: string) =>
    sendInvoiceEmail({ userId: user.id, id, method: "smtp" }).pipe(
      Effect.provideService(PdfRenderer, shownPdf),
      Effect.provideService(FacturXPdf, FacturXPdf.of({ embed: (pdf) => Effect.succeed(pdf) })),
    );
  const detail = (id: string) => ports.run(getInvoice({ userId: user.id, id }));
  return { ports, userId: user.id, draft, send, detail };
};

describe("sendInvoiceEmail", () => {
  it("attaches the PDF of the invoice as it will be kept: numbered, sent, no draft mark", async () => {
    const { ports, draft, send, detail } = await setUp();
    const { id } = await draft();
    const answer = await ports.run(send(id));
    expect(answer).toEqual({ recipient: "billing@acme.test", outbox: true, language: "fr" });
    const [mail] = ports.state.mails;
    expect(mail?.attachments).toEqual([
      {
        filename: "invoice-INV-001.pdf",
        contentType: "application/pdf",
        content: ascii("INV-001|"),
      },
    ]);
    expect(mail).toMatchObject({
      to: "billing@acme.test",
      subject: expect.stringMatching(/^Facture INV-001 de /u),
    });
    const { invoice, history } = await detail(id);
    expect(invoice).toMatchObject({
      status: "sent",
      invoiceNumber: "INV-001",
      sentAt: ports.state.now,
    });
    expect(history.at(-1)).toMatchObject({
      event: "emailed",
      from: "draft",
      to: "sent",
      email: { method: "smtp", recipient: "billing@acme.test", messageId: "mail-1", outbox: true },
    });
  });

  it("attaches the authorised NF-e's XML and its DANFE after the PDF", async () => {
    const { ports, userId, draft, send } = await setUp();
    const { id } = await draft();
    const accessKey = "35260311222333000181550010000000011408151620" as NfeAccessKey;
    ports.state.nfeSubmissions.push({
      userId,
      submission: {
        id: "submission-1",
        invoiceId: id,
        trigger: "manual",
        environment: "homologation",
        sandbox: true,
        accessKey,
        cStat: "100",
        xMotivo: "Autorizado o uso da NF-e",
        protocol: "135260000000001",
        authorized: true,
        authorizedAt: "2026-03-31T10:00:00.000Z",
        submittedAt: "2026-03-31T10:00:00.000Z",
        error: null,
        fields: null,
      },
      number: { environment: "homologation", issuer: "11222333000181", serie: 1, nNF: 1 },
      nfeProcXml: "<nfeProc>ç</nfeProc>",
      responseXml: "<retEnviNFe/>",
    });
    await ports.run(send(id));
    const [mail] = ports.state.mails;
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["invoice-INV-001.pdf", "application/pdf"],
      [`${accessKey}-procNFe.xml`, "application/xml"],
      [`danfe-${accessKey}.pdf`, "application/pdf"],
    ]);
    expect([...(mail?.attachments[1]?.content ?? [])]).toEqual([
      ...ascii("<nfeProc>"),
      0xc3,
      0xa7,
      ...ascii("</nfeProc>"),
    ]);
    expect(mail?.attachments[2]?.content).toEqual(ascii(`DANFE ${accessKey}`));
  });

  it("changes nothing and spends no number when the transport refuses", async () => {
    const { ports, userId, draft, send, detail } = await setUp();
    const first = await draft();
    const before = await detail(first.id);
    ports.state.mailFails = true;
    const error = await ports.failure(send(first.id));
    expect(error).toMatchObject({ _tag: "MailFailed", key: "invoicedetail.emailfailed" });
    expect(await detail(first.id)).toEqual(before);
    const second = await draft();
    const marked = await ports.run(
      changeInvoiceStatus({ userId, id: second.id, status: "sent", screen: "detail" }),
    );
    expect(marked.invoice.invoiceNumber).toBe("INV-001");
  });

  it("refuses a cancelled invoice before writing any message", async () => {
    const { ports, userId, draft, send } = await setUp();
    const { id } = await draft();
    await ports.run(changeInvoiceStatus({ userId, id, status: "cancelled", screen: "detail" }));
    const error = await ports.failure(send(id));
    expect(error).toMatchObject({ _tag: "InvalidStatusTransition", from: "cancelled" });
    expect(ports.state.mails).toEqual([]);
  });
});
