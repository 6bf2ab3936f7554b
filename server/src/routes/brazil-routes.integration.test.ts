import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { verifyNfeSignature } from "@invoicing/adapters";
import { describeEachBackend } from "@invoicing/fixtures";
import { brazilClientBody, brazilSettingsBody } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brlInvoiceBody, certificateForm, testPfx } from "../../testing/brazil-samples.ts";
import { waitForJobRuns } from "../../testing/job-runs.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";
import { defaultNfeSchemaDir } from "../config.ts";

interface Submitted {
  readonly success: boolean;
  readonly message: string;
  readonly accessKey: string;
  readonly cStat: string;
  readonly xMotivo: string;
  readonly protocol: string | null;
  readonly submission: { readonly sandbox: boolean; readonly authorized: boolean };
}

/** Validates an nfeProc against the package's TNfeProc (it ships no procNFe entry schema). */
const nfeProcSchemaProblems = (xml: string): string => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "nfe-proc-"));
  try {
    const leiaute = path.join(defaultNfeSchemaDir, "leiauteNFe_v4.00.xsd");
    writeFileSync(
      path.join(folder, "procNFe.xsd"),
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns="http://www.portalfiscal.inf.br/nfe" targetNamespace="http://www.portalfiscal.inf.br/nfe" elementFormDefault="qualified"><xs:include schemaLocation="file://${leiaute}"/><xs:element name="nfeProc" type="TNfeProc"/></xs:schema>`,
    );
    writeFileSync(path.join(folder, "nfe.xml"), xml);
    execFileSync("xmllint", ["--noout", "--nonet", "--schema", "procNFe.xsd", "nfe.xml"], {
      cwd: folder,
      stdio: "pipe",
    });
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
    return execFileSync("pdftotext", ["-layout", "danfe.pdf", "-"], {
      cwd: folder,
      encoding: "utf8",
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

describeEachBackend("Brazil routes", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  const saveSettings = (account: TestAccount, fields: Readonly<Record<string, unknown>> = {}) =>
    server.request("POST", "/api/sefaz/settings", {
      token: account.token,
      json: { settings: brazilSettingsBody(fields) },
    });

  /** A signed-up seller with Brazil settings, a Brazilian client and an issued BRL invoice. */
  const sellerWithInvoice = async (
    settings: Readonly<Record<string, unknown>> = {},
    invoice: Readonly<Record<string, unknown>> = {},
  ) => {
    const account = await server.signUp();
    expect((await saveSettings(account, settings)).status).toBe(200);
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: brazilClientBody(),
    });
    const clientId = (client.body as { id: string }).id;
    const created = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: brlInvoiceBody(clientId, invoice),
    });
    expect(created.status).toBe(201);
    return { account, clientId, invoiceId: (created.body as { id: string }).id };
  };

  const submit = (account: TestAccount, invoiceId: string) =>
    server.request("POST", "/api/e-invoice/brazil/submit", {
      token: account.token,
      json: { invoiceId, invoiceData: { nfeNumber: 1, emitter: {}, receiver: {}, items: [] } },
      headers: { "x-sandbox-mode": "true" },
    });

  describe("settings", () => {
    it("answers null before the first save, then the saved settings with IBGE's name", async () => {
      const account = await server.signUp();
      const empty = await server.request("GET", "/api/sefaz/settings", { token: account.token });
      expect(empty.body).toEqual({ success: true, data: null });

      const saved = await saveSettings(account, { autoSendToSEFAZ: true, regime: "mei" });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ success: true, message: "Brazil settings saved." });

      const read = await server.request("GET", "/api/sefaz/settings", { token: account.token });
      expect(read.body).toEqual({
        success: true,
        data: {
          cnpj: "11222333000181",
          cpf: null,
          inscricaoEstadual: "110042490114",
          inscricaoMunicipal: null,
          companyName: "Serviços Digitais Ltda.",
          address: "Avenida Paulista",
          number: "1000",
          complement: null,
          district: "Bela Vista",
          city: "São Paulo",
          municipalityCode: "3550308",
          uf: "SP",
          postalCode: "01310-100",
          country: "Brazil",
          regime: "mei",
          autoSendToSEFAZ: true,
          defaultNFeEnvironment: "homologation",
          naturezaOperacao: "Venda",
          codigoCFOP: "5102",
          nfeSerie: 1,
        },
      });
    });

    it("fills the defaults: Brazil, homologation, Venda, CFOP 5102, auto-send off", async () => {
      const account = await server.signUp();
      const response = await server.request("POST", "/api/sefaz/settings", {
        token: account.token,
        json: { settings: { cnpj: "11222333000181", companyName: "Mínima Ltda." } },
      });
      expect(response.status).toBe(200);
      const read = await server.request("GET", "/api/sefaz/settings", { token: account.token });
      expect(read.body).toMatchObject({
        data: {
          country: "Brazil",
          regime: "simplesNacional",
          autoSendToSEFAZ: false,
          defaultNFeEnvironment: "homologation",
          naturezaOperacao: "Venda",
          codigoCFOP: "5102",
        },
      });
    });

    it("refuses wrong identifiers with their real rules, each at its field", async () => {
      const account = await server.signUp();
      const response = await saveSettings(account, {
        cnpj: "11222333000182",
        cpf: "12345678900",
        postalCode: "0131-100",
        companyName: "  ",
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        code: "common.errors.validation",
        fields: {
          "settings.cnpj": "brazil.cnpj.invalidcheckdigit",
          "settings.cpf": "brazil.cpf.invalidcheckdigit",
          "settings.postalCode": "brazil.cep.invalidformat",
          "settings.companyName": "brazilsettings.companynamerequired",
        },
      });
    });

    it("refuses a state registration wrong for the UF and an incoming CFOP", async () => {
      const account = await server.signUp();
      const response = await saveSettings(account, {
        inscricaoEstadual: "110042490115",
        codigoCFOP: "1102",
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        fields: {
          "settings.inscricaoEstadual": "brazil.inscricaoestadual.invalidcheckdigit",
          "settings.codigoCFOP": "brazilsettings.cfopnotsaida",
        },
      });
    });

    it("refuses a municipality IBGE does not list, and one outside the UF", async () => {
      const account = await server.signUp();
      const unknown = await saveSettings(account, { municipalityCode: "3599999" });
      expect(unknown.status).toBe(422);
      expect(unknown.body).toMatchObject({
        fields: { "settings.municipalityCode": "brazil.municipalitycode.unknown" },
      });
      const elsewhere = await saveSettings(account, { municipalityCode: "3304557" });
      expect(elsewhere.body).toMatchObject({
        fields: { "settings.municipalityCode": "brazil.municipalitycode.notinuf" },
      });
    });

    it("accepts an alphanumeric CNPJ (2026 form)", async () => {
      const account = await server.signUp();
      const response = await saveSettings(account, { cnpj: "12.ABC.345/01DE-35" });
      expect(response.status).toBe(200);
      const read = await server.request("GET", "/api/sefaz/settings", { token: account.token });
      expect(read.body).toMatchObject({ data: { cnpj: "12ABC34501DE35" } });
    });
  });

  describe("municipalities", () => {
    it("finds a municipality by part of its name, without accents, within a UF", async () => {
      const account = await server.signUp();
      const response = await server.request(
        "GET",
        "/api/brazil/municipalities?uf=SP&q=sao%20jose%20dos%20c",
        { token: account.token },
      );
      expect(response.status).toBe(200);
      expect((response.body as { data: unknown[] }).data).toContainEqual({
        code: "3549904",
        name: "São José dos Campos",
        uf: "SP",
      });
    });

    it("refuses an unknown UF", async () => {
      const account = await server.signUp();
      const response = await server.request("GET", "/api/brazil/municipalities?uf=XX&q=a", {
        token: account.token,
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ fields: { uf: "brazil.uf.unknown" } });
    });
  });

  describe("certificate", () => {
    const upload = (account: TestAccount, form: FormData) =>
      server.request("POST", "/api/sefaz/certificate", { token: account.token, body: form });

    it("checks, stores sealed, describes and forgets the seller's A1 certificate", async () => {
      const account = await server.signUp();
      await saveSettings(account);
      const { pfx, password } = testPfx({
        companyName: "SERVICOS DIGITAIS LTDA",
        cnpj: "11222333000181",
      });
      const stored = await upload(account, certificateForm(pfx, password));
      expect(stored.status).toBe(200);
      const info = {
        subject: "SERVICOS DIGITAIS LTDA:11222333000181",
        cnpj: "11222333000181",
        notBefore: expect.any(String),
        notAfter: expect.any(String),
        uploadedAt: expect.any(String),
      };
      expect(stored.body).toEqual({ success: true, data: info });
      const read = await server.request("GET", "/api/sefaz/certificate", { token: account.token });
      expect(read.body).toEqual({ success: true, data: info });

      const [row] = await server.sql("select sealed from nfe_certificates where user_id = ?", [
        account.user.id,
      ]);
      const sealed = String(row?.sealed);
      expect(sealed).toMatch(/^v1\./u);
      expect(sealed).not.toContain(password);
      expect(sealed).not.toContain(Buffer.from(pfx).toString("base64").slice(0, 40));

      const removed = await server.request("DELETE", "/api/sefaz/certificate", {
        token: account.token,
      });
      expect(removed.status).toBe(204);
      const after = await server.request("GET", "/api/sefaz/certificate", { token: account.token });
      expect(after.body).toEqual({ success: true, data: null });
    });

    it("refuses a wrong password, an expired certificate, another company's and a non-PFX", async () => {
      const account = await server.signUp();
      await saveSettings(account);
      const own = testPfx({ companyName: "EMPRESA PROPRIA", cnpj: "11222333000181" });
      const wrongPassword = await upload(account, certificateForm(own.pfx, "not-the-password"));
      expect(wrongPassword.status).toBe(422);
      expect(wrongPassword.body).toMatchObject({ code: "brazil.certificate.wrongpassword" });

      const old = testPfx(
        { companyName: "EMPRESA VENCIDA", cnpj: "11222333000181" },
        new Date("2020-01-01T00:00:00Z"),
      );
      const expired = await upload(account, certificateForm(old.pfx, old.password));
      expect(expired.status).toBe(422);
      expect(expired.body).toMatchObject({ code: "brazil.certificate.expired" });

      const other = testPfx({ companyName: "OUTRA EMPRESA", cnpj: "06929383000163" });
      const mismatch = await upload(account, certificateForm(other.pfx, other.password));
      expect(mismatch.status).toBe(422);
      expect(mismatch.body).toMatchObject({ code: "brazil.certificate.cnpjmismatch" });

      const text = new TextEncoder().encode("not a certificate");
      const unreadable = await upload(account, certificateForm(text, "x"));
      expect(unreadable.status).toBe(422);
      expect(unreadable.body).toMatchObject({ code: "brazil.certificate.unreadable" });

      const read = await server.request("GET", "/api/sefaz/certificate", { token: account.token });
      expect(read.body).toEqual({ success: true, data: null });
    });

    it("needs the Brazil settings, the file and the password", async () => {
      const account = await server.signUp();
      const { pfx, password } = testPfx({ companyName: "SEM AJUSTES", cnpj: "11222333000181" });
      const noSettings = await upload(account, certificateForm(pfx, password));
      expect(noSettings.status).toBe(422);
      expect(noSettings.body).toMatchObject({ code: "brazil.nfe.settingsmissing" });

      await saveSettings(account);
      const noPassword = await upload(account, certificateForm(pfx, null));
      expect(noPassword.body).toMatchObject({
        fields: { password: "brazil.certificate.passwordrequired" },
      });
      const form = new FormData();
      form.append("password", password);
      const noFile = await upload(account, form);
      expect(noFile.status).toBe(422);
      expect(noFile.body).toMatchObject({
        fields: { certificate: "brazil.certificate.filerequired" },
      });
    });

    it("refuses a file over 64 KB with 413", async () => {
      const account = await server.signUp();
      await saveSettings(account);
      const response = await upload(account, certificateForm(new Uint8Array(70_000), "x"));
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ code: "brazil.certificate.filetoolarge" });
    });
  });

  describe("NF-e submission in the sandbox", () => {
    it("authorises the NF-e (100), serves the nfeProc and the DANFE, then refuses a resend (539)", async () => {
      const { account, invoiceId } = await sellerWithInvoice();
      const before = await server.request("GET", `/api/invoices/${invoiceId}/nfe.xml`, {
        token: account.token,
      });
      expect(before.status).toBe(404);
      expect(before.body).toMatchObject({ code: "brazil.nfe.notauthorized" });

      const first = await submit(account, invoiceId);
      expect(first.status).toBe(200);
      const answer = first.body as Submitted;
      expect(answer).toMatchObject({
        success: true,
        cStat: "100",
        xMotivo: "Autorizado o uso da NF-e",
        message: "Autorizado o uso da NF-e",
        submission: { sandbox: true, authorized: true },
      });
      expect(answer.protocol).toMatch(/^135\d{12}$/u);
      expect(answer.accessKey).toMatch(/^35\d{4}11222333000181550010000000011\d{9}$/u);

      const xml = await server.request("GET", `/api/invoices/${invoiceId}/nfe.xml`, {
        token: account.token,
      });
      expect(xml.status).toBe(200);
      expect(xml.headers.get("content-type")).toContain("application/xml");
      const nfeProc = new TextDecoder().decode(xml.bytes);
      expect(nfeProc).toContain(`<chNFe>${answer.accessKey}</chNFe>`);
      expect(nfeProc).toContain("<cStat>100</cStat>");
      expect(nfeProcSchemaProblems(nfeProc)).toBe("");
      const nfe = /<NFe xmlns[\s\S]*<\/NFe>/u.exec(nfeProc)?.[0] ?? "";
      expect(verifyNfeSignature(nfe).valid).toBe(true);

      const danfe = await server.request("GET", `/api/invoices/${invoiceId}/danfe.pdf`, {
        token: account.token,
      });
      expect(danfe.status).toBe(200);
      expect(danfe.headers.get("content-type")).toBe("application/pdf");
      const text = pdfText(danfe.bytes);
      expect(text.replace(/\s/gu, "")).toContain(answer.accessKey);
      expect(text).toContain("SEM VALOR FISCAL");
      expect(text).toContain("301,00");

      const second = await submit(account, invoiceId);
      expect(second.status).toBe(200);
      const duplicate = second.body as Submitted;
      expect(duplicate).toMatchObject({ success: false, cStat: "539", protocol: null });
      expect(duplicate.xMotivo).toContain("Duplicidade de NF-e");
      expect(duplicate.xMotivo).toContain(answer.accessKey);
      expect(duplicate.accessKey).not.toBe(answer.accessKey);

      const listed = await server.request("GET", `/api/invoices/${invoiceId}/nfe-submissions`, {
        token: account.token,
      });
      expect(listed.body).toMatchObject({
        data: [
          { cStat: "539", authorized: false, trigger: "manual", environment: "homologation" },
          { cStat: "100", authorized: true, accessKey: answer.accessKey },
        ],
      });
      const still = await server.request("GET", `/api/invoices/${invoiceId}/nfe.xml`, {
        token: account.token,
      });
      expect(new TextDecoder().decode(still.bytes)).toBe(nfeProc);
      const history = await server.request("GET", `/api/invoices/${invoiceId}/history`, {
        token: account.token,
      });
      const submitted = (history.body as { data: Array<{ event: string }> }).data.filter(
        (line) => line.event === "submitted",
      );
      expect(submitted).toMatchObject([
        { submission: { platform: "nfe", outcome: "accepted" } },
        { submission: { platform: "nfe", outcome: "rejected" } },
      ]);
    }, 60_000);

    it("uses the sandbox even with an uploaded certificate while production SEFAZ is not configured", async () => {
      const { account, invoiceId } = await sellerWithInvoice();
      const { pfx, password } = testPfx({ companyName: "COM CERTIFICADO", cnpj: "11222333000181" });
      await server.request("POST", "/api/sefaz/certificate", {
        token: account.token,
        body: certificateForm(pfx, password),
      });
      const response = await server.request("POST", "/api/e-invoice/brazil/submit", {
        token: account.token,
        json: { invoiceId },
      });
      expect(response.body).toMatchObject({ cStat: "100", submission: { sandbox: true } });
    }, 30_000);

    it("issues in production's environment when the settings say so (tpAmb 1)", async () => {
      const { account, invoiceId } = await sellerWithInvoice({
        defaultNFeEnvironment: "production",
      });
      const response = await submit(account, invoiceId);
      expect(response.body).toMatchObject({
        cStat: "100",
        submission: { environment: "production" },
      });
      const xml = await server.request("GET", `/api/invoices/${invoiceId}/nfe.xml`, {
        token: account.token,
      });
      const text = new TextDecoder().decode(xml.bytes);
      expect(text).toContain("<tpAmb>1</tpAmb>");
      expect(text).toContain("<xNome>Comércio Carioca Ltda.</xNome>");
    }, 30_000);

    it("refuses a draft, a non-BRL invoice and missing recipient data with their keys", async () => {
      const {
        account,
        clientId,
        invoiceId: draftId,
      } = await sellerWithInvoice(
        {},
        {
          status: "draft",
        },
      );
      const draft = await submit(account, draftId);
      expect(draft.status).toBe(422);
      expect(draft.body).toMatchObject({
        code: "brazil.nfe.prerequisitesmissing",
        fields: { "invoice.invoiceNumber": "brazil.nfe.invoicenotnumbered" },
      });

      const usd = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: brlInvoiceBody(clientId, { currency: "USD" }),
      });
      const notBrl = await submit(account, (usd.body as { id: string }).id);
      expect(notBrl.status).toBe(422);
      expect(notBrl.body).toMatchObject({ code: "brazil.nfe.currencynotbrl" });

      const bare = await server.request("POST", "/api/clients", {
        token: account.token,
        json: { name: "Sem Endereço", email: "sem@example.com" },
      });
      const invoice = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: brlInvoiceBody((bare.body as { id: string }).id),
      });
      const missing = await submit(account, (invoice.body as { id: string }).id);
      expect(missing.status).toBe(422);
      expect(missing.body).toMatchObject({
        fields: {
          "client.cnpj": "brazil.nfe.recipient.documentrequired",
          "client.municipalityCode": "brazil.nfe.recipient.municipalityrequired",
        },
      });
    }, 30_000);

    it("answers 404 for another user's invoice and records nothing for it", async () => {
      const { account, invoiceId } = await sellerWithInvoice();
      const intruder = await server.signUp();
      await saveSettings(intruder);
      const response = await submit(intruder, invoiceId);
      expect(response.status).toBe(404);
      const listed = await server.request("GET", `/api/invoices/${invoiceId}/nfe-submissions`, {
        token: account.token,
      });
      expect(listed.body).toEqual({ data: [] });
    });
  });

  describe("auto-send", () => {
    it("submits the NF-e when a BRL invoice first leaves draft, and only then", async () => {
      const { account, invoiceId } = await sellerWithInvoice(
        { autoSendToSEFAZ: true },
        { status: "draft" },
      );
      const listed = async () =>
        (
          await server.request("GET", `/api/invoices/${invoiceId}/nfe-submissions`, {
            token: account.token,
          })
        ).body as { data: ReadonlyArray<Record<string, unknown>> };
      expect((await listed()).data).toEqual([]);

      const sent = await server.request("PUT", `/api/invoices/${invoiceId}?place=detail`, {
        token: account.token,
        json: { status: "sent" },
      });
      expect(sent.status).toBe(200);
      await waitForJobRuns(server, "autoSendEInvoice", 1, invoiceId);
      expect((await listed()).data).toMatchObject([
        { trigger: "auto", cStat: "100", authorized: true, sandbox: true },
      ]);

      await server.request("PUT", `/api/invoices/${invoiceId}?place=detail`, {
        token: account.token,
        json: { status: "paid" },
      });
      expect((await listed()).data).toHaveLength(1);
    }, 30_000);

    it("submits a draft's NF-e once it is e-mailed (which issues it)", async () => {
      const { account, invoiceId } = await sellerWithInvoice(
        { autoSendToSEFAZ: true },
        { status: "draft" },
      );
      const sent = await server.request("POST", `/api/email/send-invoice/${invoiceId}`, {
        token: account.token,
        json: { method: "smtp" },
      });
      expect(sent.status).toBe(200);
      await waitForJobRuns(server, "autoSendEInvoice", 1, invoiceId);
      const listed = await server.request("GET", `/api/invoices/${invoiceId}/nfe-submissions`, {
        token: account.token,
      });
      expect(listed.body).toMatchObject({ data: [{ trigger: "auto", cStat: "100" }] });
    }, 30_000);

    it("submits an invoice created issued", async () => {
      const { account, invoiceId } = await sellerWithInvoice({ autoSendToSEFAZ: true });
      await waitForJobRuns(server, "autoSendEInvoice", 1, invoiceId);
      const listed = await server.request("GET", `/api/invoices/${invoiceId}/nfe-submissions`, {
        token: account.token,
      });
      expect(listed.body).toMatchObject({ data: [{ trigger: "auto", cStat: "100" }] });
    }, 30_000);

    it("keeps the issue and records why an auto-send could not be built", async () => {
      const account = await server.signUp();
      await saveSettings(account, { autoSendToSEFAZ: true });
      const bare = await server.request("POST", "/api/clients", {
        token: account.token,
        json: { name: "Sem Endereço", email: "sem@example.com" },
      });
      const created = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: brlInvoiceBody((bare.body as { id: string }).id),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status: "sent", invoiceNumber: "INV-001" });
      await waitForJobRuns(server, "autoSendEInvoice", 1, (created.body as { id: string }).id);
      const listed = await server.request(
        "GET",
        `/api/invoices/${(created.body as { id: string }).id}/nfe-submissions`,
        { token: account.token },
      );
      expect(listed.body).toMatchObject({
        data: [
          {
            trigger: "auto",
            cStat: null,
            authorized: false,
            error: "brazil.nfe.prerequisitesmissing",
            fields: { "client.cnpj": "brazil.nfe.recipient.documentrequired" },
          },
        ],
      });
    });

    it("leaves invoices of other currencies alone", async () => {
      const { account, invoiceId } = await sellerWithInvoice(
        { autoSendToSEFAZ: true },
        { currency: "EUR" },
      );
      await waitForJobRuns(server, "autoSendEInvoice", 1, invoiceId);
      const listed = await server.request("GET", `/api/invoices/${invoiceId}/nfe-submissions`, {
        token: account.token,
      });
      expect(listed.body).toEqual({ data: [] });
    });
  });
});
