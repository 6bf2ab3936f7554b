import { readFileSync } from "node:fs";
import path from "node:path";
import { makeCdarValidator } from "@invoicing/adapters";
import { supplierFacturX, testStandardsDir } from "@invoicing/adapters/testing";
import { isBlockingRule } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { DEFAULT_UBL_SAMPLE, ublInvoiceXml, ublSampleTotals } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fileForm } from "../../testing/images.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeout = 240_000;
const encode = (text: string) => new TextEncoder().encode(text);
const example = (name: string) =>
  readFileSync(path.join(testStandardsDir, "factur-x", "examples", "en16931-cii", name));

describeEachBackend("Received invoice routes", (backend) => {
  let server: TestServer;
  let buyer: TestAccount;
  const cdars = makeCdarValidator(testStandardsDir);

  beforeAll(async () => {
    server = await startTestServer(backend);
    buyer = await server.signUp({ currency: "EUR" });
  }, timeout);
  afterAll(async () => {
    await server?.close();
  });

  const upload = (bytes: Uint8Array, fileName: string, token = buyer.token) =>
    server.request("POST", "/api/received-invoices", {
      token,
      body: fileForm("file", bytes, fileName, "application/octet-stream"),
    });

  it(
    "takes in a UBL invoice: 201 with its totals, listed, detailed, and its file byte for byte",
    async () => {
      const xml = encode(ublInvoiceXml());
      const created = await upload(xml, "dupont.xml");
      expect(created.status).toBe(201);
      const totals = ublSampleTotals(DEFAULT_UBL_SAMPLE);
      const { data } = created.body as { data: { id: string } & Record<string, unknown> };
      expect(data).toMatchObject({
        number: "FAC-2026-0042",
        issueDate: "2026-11-02",
        currency: "EUR",
        supplier: { name: "Papeterie Dupont SARL", siren: "732829320" },
        totalWithoutTax: totals.totalWithoutTax / 100,
        totalTax: totals.totalTax / 100,
        total: totals.total / 100,
        validation: { valid: true },
        syntax: "UBL",
        status: null,
      });
      const list = await server.request("GET", "/api/received-invoices?q=dupont", {
        token: buyer.token,
      });
      expect(list.body).toMatchObject({ total: 1, data: [{ id: data.id }] });
      const detail = await server.request("GET", `/api/received-invoices/${data.id}`, {
        token: buyer.token,
      });
      expect(detail.body).toMatchObject({
        data: { lines: [{ name: "Ramettes A4 80 g" }, { name: "Livres de comptes" }] },
      });
      const original = await server.request("GET", `/api/received-invoices/${data.id}/original`, {
        token: buyer.token,
      });
      expect(original.status).toBe(200);
      expect(original.bytes).toEqual(xml);
    },
    timeout,
  );

  it(
    "refuses the same supplier's invoice number again that year with a keyed 409",
    async () => {
      const again = await upload(encode(ublInvoiceXml()), "again.xml");
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: "receivedinvoices.duplicate" });
      const nextYear = await upload(encode(ublInvoiceXml({ issueDate: "2027-01-04" })), "n.xml");
      expect(nextYear.status).toBe(201);
    },
    timeout,
  );

  it(
    "takes in an official CII example and a Factur-X PDF with the files' totals",
    async () => {
      const cii = await upload(example("CII_example4.xml"), "example4.xml");
      expect(cii.status).toBe(201);
      expect(cii.body).toMatchObject({ data: { syntax: "CII", currency: "DKK" } });
      const xml = example("CII_example1.xml").toString("utf8");
      const pdf = await upload(await supplierFacturX(xml), "example1.pdf");
      expect(pdf.status).toBe(201);
      const grand = /<ram:GrandTotalAmount>([\d.]+)</u.exec(xml)?.[1];
      expect(pdf.body).toMatchObject({ data: { syntax: "Factur-X", total: Number(grand) } });
    },
    timeout,
  );

  it(
    "answers a malformed, an invalid and an unknown file with keyed 4xx, never a 500",
    async () => {
      const malformed = await upload(encode("<Invoice><ID>1</Invoice"), "broken.xml");
      expect(malformed.status).toBe(422);
      expect(malformed.body).toMatchObject({
        code: "receivedinvoices.invalid",
        failedRules: [{ id: "XML" }],
      });
      const invalid = await upload(encode(ublInvoiceXml({ totalSkewCents: 5 })), "skew.xml");
      expect(invalid.status).toBe(422);
      expect(invalid.body).toMatchObject({
        code: "receivedinvoices.invalid",
        failedRules: [{ id: "BR-CO-15", flag: "fatal" }],
      });
      const csv = await upload(encode("a,b\n1,2\n"), "list.csv");
      expect(csv.status).toBe(415);
      expect(csv.body).toMatchObject({ code: "receivedinvoices.formatunsupported" });
      const none = await server.request("POST", "/api/received-invoices", {
        token: buyer.token,
        body: new FormData(),
      });
      expect(none.status).toBe(422);
      expect(none.body).toMatchObject({ code: "receivedinvoices.filemissing" });
    },
    timeout,
  );

  it(
    "sends 205, 207 and 210 through the sandbox PA as CDARs that pass the XSD and BR-FR-CDV",
    async () => {
      const setUp = await server.request("PUT", "/api/france/pa/settings", {
        token: buyer.token,
        json: { mode: "sandbox", authKind: "oauth2" },
      });
      expect(setUp.status).toBe(200);
      const created = await upload(
        encode(ublInvoiceXml({ number: "FAC-2026-0100" })),
        "to-answer.xml",
      );
      const { id } = (created.body as { data: { id: string } }).data;
      const send = (json: unknown) =>
        server.request("POST", `/api/received-invoices/${id}/status`, { token: buyer.token, json });
      const noReason = await send({ code: 210 });
      expect(noReason.status).toBe(422);
      expect(noReason.body).toMatchObject({
        fields: { reasonCode: "receivedinvoices.reasonrequired" },
      });
      for (const body of [
        { code: 205 },
        { code: 207, reasonCode: "QTE_ERR", reason: "3 ramettes manquantes" },
        { code: 210, reasonCode: "TX_TVA_ERR", reason: "Taux de TVA erroné" },
      ]) {
        const answered = await send(body);
        expect(answered.status).toBe(200);
        const { data } = answered.body as { data: { code: number; xmlUrl: string } };
        expect(data.code).toBe(body.code);
        const cdar = await server.request("GET", data.xmlUrl, { token: buyer.token });
        const failed = (await cdars.validate(new TextDecoder().decode(cdar.bytes))).filter(
          isBlockingRule,
        );
        expect(failed).toEqual([]);
      }
      const after = await send({ code: 205 });
      expect(after.status).toBe(409);
      expect(after.body).toMatchObject({ code: "receivedinvoices.statusnotallowed" });
      const detail = await server.request("GET", `/api/received-invoices/${id}`, {
        token: buyer.token,
      });
      expect(detail.body).toMatchObject({
        data: {
          status: 210,
          statusLabel: "Refusée",
          statuses: [
            { code: 205 },
            { code: 207 },
            { code: 210, reason: "TX_TVA_ERR — Taux de TVA erroné" },
          ],
        },
      });
    },
    timeout,
  );

  it(
    "counts what is left to pay per currency and takes off what is paid",
    async () => {
      const toPay = async () =>
        (
          (await server.request("GET", "/api/received-invoices/to-pay", { token: buyer.token }))
            .body as { data: ReadonlyArray<{ currency: string; count: number }> }
        ).data;
      const before = await toPay();
      const eur = before.find((row) => row.currency === "EUR");
      const list = await server.request("GET", "/api/received-invoices?status=pending", {
        token: buyer.token,
      });
      const pending = (list.body as { data: ReadonlyArray<{ id: string; currency: string }> }).data;
      const first = pending.find((row) => row.currency === "EUR");
      expect(first).toBeDefined();
      const paid = await server.request("POST", `/api/received-invoices/${first?.id}/paid`, {
        token: buyer.token,
      });
      expect(paid.status).toBe(200);
      const after = await toPay();
      expect(after.find((row) => row.currency === "EUR")?.count).toBe((eur?.count ?? 0) - 1);
      expect(after.some((row) => row.currency === "DKK")).toBe(true);
    },
    timeout,
  );

  it(
    "keeps one user's received invoices out of another's reach",
    async () => {
      const other = await server.signUp({ currency: "EUR" });
      const mine = await server.request("GET", "/api/received-invoices", { token: buyer.token });
      const { id } = (mine.body as { data: ReadonlyArray<{ id: string }> }).data[0] ?? { id: "" };
      for (const suffix of ["", "/original"]) {
        const answer = await server.request("GET", `/api/received-invoices/${id}${suffix}`, {
          token: other.token,
        });
        expect(answer.status).toBe(404);
      }
      const list = await server.request("GET", "/api/received-invoices", { token: other.token });
      expect(list.body).toMatchObject({ total: 0 });
    },
    timeout,
  );
});
