import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { makeFacturXValidator } from "@invoicing/adapters";
import { testStandardsDir } from "@invoicing/adapters/testing";
import { describeEachBackend } from "@invoicing/fixtures";
import { franceSettingsBody } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fileForm, tinyPng } from "../../testing/images.ts";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const run = promisify(execFile);
const timeout = 120_000;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

interface Created {
  readonly id: string;
  readonly invoiceNumber: string;
  readonly issueDate: string;
  readonly items: ReadonlyArray<{ readonly id: string }>;
}

describeEachBackend("credit note documents", (backend) => {
  let server: TestServer;
  let work: string;
  const validator = makeFacturXValidator(testStandardsDir);

  beforeAll(async () => {
    server = await startTestServer(backend);
    work = await mkdtemp(path.join(os.tmpdir(), "credit-note-factur-x-"));
  }, timeout);
  afterAll(async () => {
    await validator.close();
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** A seller (with France settings unless `french` is false) and an issued invoice with discounts. */
  const sellerWithInvoice = async (french = true) => {
    const account = await server.signUp({ currency: "EUR" });
    if (french) {
      const saved = await server.request("POST", "/api/pfu/settings", {
        token: account.token,
        json: { settings: franceSettingsBody() },
      });
      expect(saved.status).toBe(200);
    }
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody({ name: "Façades SA", siret: "73282932000017" }),
    });
    const invoice = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: invoiceBody((client.body as { id: string }).id, {
        status: "sent",
        currency: "EUR",
        discount: { type: "percent", value: 5 },
        items: [
          {
            description: "Conseil",
            quantity: 2.75,
            unitCode: "HUR",
            unitPrice: 85,
            taxRate: 20,
            discount: { type: "percent", value: 12.5 },
          },
          { description: "Livres", quantity: 3, unitPrice: 19.99, taxRate: 5.5 },
        ],
      }),
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    return { account, invoice: invoice.body as Created };
  };

  const creditNote = async (account: TestAccount, invoiceId: string, json: unknown) => {
    const answer = await server.request("POST", `/api/invoices/${invoiceId}/credit-notes`, {
      token: account.token,
      json,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as { id: string; creditNoteNumber: string };
  };

  const facturX = (account: TestAccount, id: string) =>
    server.request("GET", `/api/credit-notes/${id}/factur-x.xml`, { token: account.token });

  it(
    "serves a partial then a full credit note as type 381 naming the invoice, valid under the XSD and the three schematrons",
    async () => {
      const { account, invoice } = await sellerWithInvoice();
      const [first] = invoice.items;
      const partial = await creditNote(account, invoice.id, {
        reason: "Heure facturée en trop",
        items: [{ itemId: first?.id, amount: 50 }],
      });
      const rest = await creditNote(account, invoice.id, { reason: "Commande annulée" });
      for (const note of [partial, rest]) {
        const answer = await facturX(account, note.id);
        expect(answer.status, String(answer.body)).toBe(200);
        expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
        expect(answer.headers.get("content-disposition")).toContain(
          `factur-x-${note.creditNoteNumber}.xml`,
        );
        const xml = new TextDecoder().decode(answer.bytes);
        expect(xml).toContain(`<ram:ID>${note.creditNoteNumber}</ram:ID>`);
        expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
        expect(xml).toContain(
          `<ram:IssuerAssignedID>${invoice.invoiceNumber}</ram:IssuerAssignedID>`,
        );
        expect(xml).toContain(
          `<qdt:DateTimeString format="102">${invoice.issueDate.replaceAll("-", "")}</qdt:DateTimeString>`,
        );
        expect(await validator.validate(xml)).toEqual({ valid: true, failedRules: [] });
        const file = path.join(work, `${note.creditNoteNumber}-${backend}.xml`);
        await writeFile(file, answer.bytes);
        const xsd = path.join(testStandardsDir, "factur-x/xsd/EN16931/Factur-X_EN16931.xsd");
        await expect(run("xmllint", ["--noout", "--schema", xsd, file])).resolves.toBeDefined();
      }
    },
    timeout,
  );

  it(
    "serves the PDF titled as a credit note naming the invoice and the reason, a PDF/A-3 embedding its Factur-X XML",
    async () => {
      const { account, invoice } = await sellerWithInvoice();
      const note = await creditNote(account, invoice.id, { reason: "Commande annulée" });
      const pdf = await server.request("GET", `/api/credit-notes/${note.id}/pdf`, {
        token: account.token,
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.headers.get("content-disposition")).toContain(
        `credit-note-${note.creditNoteNumber}.pdf`,
      );
      const file = path.join(work, `${note.id}.pdf`);
      await writeFile(file, pdf.bytes);
      const { stdout } = await run("pdftotext", ["-raw", file, "-"]);
      const text = stdout.replace(/\s+/gu, " ");
      expect(text).toContain("Credit note");
      expect(text).toContain(note.creditNoteNumber);
      expect(text).toContain(`Credited invoice ${invoice.invoiceNumber}`);
      expect(text).toContain("Commande annulée");
      const { stdout: listed } = await run("pdfdetach", ["-list", file]);
      expect(listed).toMatch(/^1 embedded files\n1: factur-x\.xml\n$/u);
      const saved = path.join(work, `${note.id}.xml`);
      await run("pdfdetach", ["-save", "1", "-o", saved, file]);
      const xml = await facturX(account, note.id);
      expect(new Uint8Array(await readFile(saved))).toEqual(xml.bytes);
    },
    timeout,
  );

  it(
    "archives the PDF and XML with their SHA-256 when created, and serves those bytes after a logo and settings change",
    async () => {
      const { account, invoice } = await sellerWithInvoice();
      const renamed = (companyName: string) =>
        server.request("POST", "/api/pfu/settings", {
          token: account.token,
          json: { settings: franceSettingsBody({ companyName }) },
        });
      expect((await renamed("Atelier Avant")).status).toBe(200);
      const note = await creditNote(account, invoice.id, { reason: "Remise commerciale" });
      const detail = async () =>
        (await server.request("GET", `/api/credit-notes/${note.id}`, { token: account.token }))
          .body as { archive: { pdfSha256: string; xmlSha256?: string } | null };
      // Archived by the creation itself, before anything read the PDF.
      const { archive } = await detail();
      expect(archive).not.toBeNull();
      const download = async (file: string) =>
        (
          await server.request("GET", `/api/credit-notes/${note.id}/${file}`, {
            token: account.token,
          })
        ).bytes;
      const before = await download("pdf");
      const xml = await download("factur-x.xml");
      expect(archive).toMatchObject({ pdfSha256: sha256(before), xmlSha256: sha256(xml) });

      const logo = await server.request("POST", "/api/upload/logo", {
        token: account.token,
        body: fileForm("logo", tinyPng(), "logo.png", "image/png"),
      });
      expect(logo.status).toBe(200);
      expect((await renamed("Atelier Après")).status).toBe(200);

      const after = await download("pdf");
      expect(sha256(after)).toBe(sha256(before));
      expect(sha256(await download("factur-x.xml"))).toBe(sha256(xml));
      expect((await detail()).archive).toEqual(archive);
      const file = path.join(work, `${note.id}-after.pdf`);
      await writeFile(file, after);
      const { stdout } = await run("pdftotext", ["-raw", file, "-"]);
      expect(stdout).toContain("Atelier Avant");
    },
    timeout,
  );

  it(
    "refuses a seller without France settings (422) and another user's credit note (404)",
    async () => {
      const { account, invoice } = await sellerWithInvoice(false);
      const note = await creditNote(account, invoice.id, { reason: "Erreur de prix" });
      const refused = await facturX(account, note.id);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: "einvoicing.errors.facturxrefused",
        fields: { seller: "einvoicing.facturx.francesettingsrequired" },
      });
      const stranger = await server.signUp();
      expect((await facturX(stranger, note.id)).status).toBe(404);
    },
    timeout,
  );
});
