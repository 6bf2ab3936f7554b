import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { InvoiceJson } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

// These tests read the PDFs with poppler-utils (pdftotext) and qpdf (Debian packages).
const timeout = 120_000;

describeEachBackend("GET /api/invoices/{id}/pdf and the invoice template", (backend) => {
  let server: TestServer;
  let folder: string;
  let files = 0;

  beforeAll(async () => {
    server = await startTestServer(backend);
    folder = await mkdtemp(path.join(os.tmpdir(), "invoice-pdf-route-"));
  }, timeout);

  afterAll(async () => {
    await server?.close();
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  });

  const saved = async (bytes: Uint8Array): Promise<string> => {
    files += 1;
    const file = path.join(folder, `${files}.pdf`);
    await writeFile(file, bytes);
    return file;
  };

  const pdfText = async (bytes: Uint8Array, ...options: ReadonlyArray<string>) =>
    execFileSync("pdftotext", [...options, await saved(bytes), "-"], { encoding: "utf8" });

  /** The page content of a PDF with its streams uncompressed. */
  const contentStreams = async (bytes: Uint8Array): Promise<string> => {
    const input = await saved(bytes);
    const output = `${input}.qdf.pdf`;
    execFileSync("qpdf", ["--qdf", "--object-streams=disable", input, output]);
    return readFile(output, "latin1");
  };

  const newInvoice = async (account: TestAccount, fields: Record<string, unknown> = {}) => {
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody({ name: "王小明", company: "北京数据有限公司" }),
    });
    const created = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: invoiceBody((client.body as { id: string }).id, fields),
    });
    return created.body as InvoiceJson;
  };

  const download = (account: TestAccount, id: string) =>
    server.request("GET", `/api/invoices/${id}/pdf`, { token: account.token });

  it(
    "answers the issued invoice's PDF as invoice-{number}.pdf with its number, client and totals",
    async () => {
      const account = await server.signUp();
      const invoice = await newInvoice(account, {
        status: "sent",
        items: [
          { description: "软件开发服务", quantity: 3, unitPrice: 19.99, taxRate: 20 },
          { description: "Setup", quantity: 1, unitPrice: 100, taxRate: 0 },
        ],
      });
      const response = await download(account, invoice.id);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toContain(
        'attachment; filename="invoice-INV-001.pdf"',
      );
      expect(Buffer.from(response.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      const text = await pdfText(response.bytes);
      for (const expected of [
        "INV-001",
        "王小明",
        "北京数据有限公司",
        "软件开发服务",
        "$159.97",
        "$11.99",
        "$171.96",
      ]) {
        expect(text).toContain(expected);
      }
    },
    timeout,
  );

  it(
    "names a draft's PDF invoice-draft-{id}.pdf and marks it as a draft, in the user's language",
    async () => {
      const account = await server.signUp({ language: "fr" });
      const draft = await newInvoice(account);
      const response = await download(account, draft.id);
      expect(response.headers.get("content-disposition")).toContain(
        `filename="invoice-draft-${draft.id}.pdf"`,
      );
      const text = await pdfText(response.bytes);
      expect(text).toMatch(/BROUILLON/iu);
      expect(text).toMatch(/171,96/u);
    },
    timeout,
  );

  it(
    "answers 404 to another user and for an unknown id",
    async () => {
      const account = await server.signUp();
      const invoice = await newInvoice(account);
      const stranger = await server.signUp();
      expect((await download(stranger, invoice.id)).status).toBe(404);
      expect((await download(account, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    },
    timeout,
  );

  it(
    "keeps each user's template: the default until saved, then what was saved",
    async () => {
      const account = await server.signUp();
      const other = await server.signUp();
      const initial = await server.request("GET", "/api/user/invoice-template", {
        token: account.token,
      });
      expect(initial.body).toEqual({ layout: "classic", accentColor: "#1F4E8C" });
      const saved = await server.request("PUT", "/api/user/invoice-template", {
        token: account.token,
        json: { layout: "compact", accentColor: "#6D28D9" },
      });
      expect(saved.body).toEqual({ layout: "compact", accentColor: "#6D28D9" });
      const read = await server.request("GET", "/api/user/invoice-template", {
        token: account.token,
      });
      expect(read.body).toEqual({ layout: "compact", accentColor: "#6D28D9" });
      const untouched = await server.request("GET", "/api/user/invoice-template", {
        token: other.token,
      });
      expect(untouched.body).toEqual({ layout: "classic", accentColor: "#1F4E8C" });
    },
    timeout,
  );

  it(
    "refuses an unknown layout or a colour that is not #RRGGBB with the failing fields",
    async () => {
      const account = await server.signUp();
      const response = await server.request("PUT", "/api/user/invoice-template", {
        token: account.token,
        json: { layout: "fancy", accentColor: "red" },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        fields: { layout: "templates.invalidlayout", accentColor: "templates.invalidaccentcolor" },
      });
    },
    timeout,
  );

  it(
    "draws the PDF of an invoice issued after a template change in the saved colour and layout",
    async () => {
      const account = await server.signUp();
      // An issued invoice keeps the PDF archived when it took its number: each template gets its own.
      const withTemplate = async (layout: string, accentColor: string) => {
        await server.request("PUT", "/api/user/invoice-template", {
          token: account.token,
          json: { layout, accentColor },
        });
        const invoice = await newInvoice(account, { status: "sent" });
        return (await download(account, invoice.id)).bytes;
      };
      // #6D28D9 is (109, 40, 217): jsPDF writes fills as r g b in [0, 1] with three decimals.
      const violet = "0.427 0.157 0.851 rg";
      const green = "0.059 0.463 0.431 rg";
      const classicViolet = await withTemplate("classic", "#6D28D9");
      const classicGreen = await withTemplate("classic", "#0F766E");
      expect(await contentStreams(classicViolet)).toContain(violet);
      expect(await contentStreams(classicViolet)).not.toContain(green);
      expect(await contentStreams(classicGreen)).toContain(green);

      const numberTop = async (bytes: Uint8Array) => {
        const box = await pdfText(bytes, "-bbox");
        return Number(/yMin="([\d.]+)"[^>]*>INV-\d{3}</u.exec(box)?.[1]);
      };
      const compact = await withTemplate("compact", "#6D28D9");
      const modern = await withTemplate("modern", "#6D28D9");
      const tops = await Promise.all([classicViolet, compact, modern].map(numberTop));
      expect(new Set(tops).size).toBe(3);
      expect(await pdfText(modern)).toContain("$171.96");
    },
    timeout,
  );
});
