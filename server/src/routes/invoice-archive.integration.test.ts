import { execFileSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { scryptPasswordHasher } from "@invoicing/adapters";
import {
  createCreditNote,
  createInvoice,
  DocumentArchive,
  FileStorage,
  type InvoiceJson,
  PdfRenderer,
  periodicJob,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { franceSettingsBody } from "@invoicing/fixtures/builders";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fileForm, tinyPng } from "../../testing/images.ts";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

// These tests read the PDFs with poppler-utils (pdftotext), a Debian package.
const timeout = 120_000;

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

interface ArchiveSummary {
  readonly pdfSha256: string;
  readonly xmlSha256?: string;
  readonly archivedAt: string;
}
type Detail = InvoiceJson & { readonly archive: ArchiveSummary | null };

/** Helpers over one running server. */
const archiveClient = (server: TestServer, folder: () => string) => {
  let files = 0;
  const newInvoice = async (account: TestAccount, fields: Record<string, unknown> = {}) => {
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody({ name: "Façades SA", siret: "73282932000017" }),
    });
    const created = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: invoiceBody((client.body as { id: string }).id, fields),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as InvoiceJson;
  };
  const download = async (account: TestAccount, id: string, file = "pdf") => {
    const response = await server.request("GET", `/api/invoices/${id}/${file}`, {
      token: account.token,
    });
    expect(response.status).toBe(200);
    return response.bytes;
  };
  const detail = async (account: TestAccount, id: string) =>
    (await server.request("GET", `/api/invoices/${id}`, { token: account.token })).body as Detail;
  const pdfText = async (bytes: Uint8Array) => {
    files += 1;
    const file = path.join(folder(), `${files}.pdf`);
    await writeFile(file, bytes);
    return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  };
  /** Queues one run of the archive job and waits until it succeeded. */
  const runArchiveJob = async () => {
    const job = await server.runtime.runPromise(
      server.jobs.queue.enqueue(periodicJob("archiveDocuments")),
    );
    expect(job).not.toBeNull();
    const outcome = await vi.waitFor(
      async () => {
        const [run] = await server.sql("select outcome from job_runs where job_id = ?", [job]);
        if (run === undefined) throw new Error("the archive job has not run yet");
        return run.outcome;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(outcome).toBe("succeeded");
  };
  return { newInvoice, download, detail, pdfText, runArchiveJob };
};

describeEachBackend("the archive of issued invoices", (backend) => {
  let server: TestServer;
  let folder: string;
  let api: ReturnType<typeof archiveClient>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    folder = await mkdtemp(path.join(os.tmpdir(), "invoice-archive-"));
    api = archiveClient(server, () => folder);
  }, timeout);

  afterAll(async () => {
    await server?.close();
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  });

  it(
    "serves the PDF archived at numbering byte for byte after a logo, company name and status change",
    async () => {
      const account = await server.signUp({ companyName: "Atelier Before" });
      const invoice = await api.newInvoice(account, { status: "sent" });
      const { archive } = await api.detail(account, invoice.id);
      const before = await api.download(account, invoice.id);
      expect(archive?.pdfSha256).toBe(sha256(before));
      expect(await api.pdfText(before)).toContain("Atelier Before");

      const logo = await server.request("POST", "/api/upload/logo", {
        token: account.token,
        body: fileForm("logo", tinyPng(), "logo.png", "image/png"),
      });
      expect(logo.status).toBe(200);
      const renamed = await server.request("PUT", "/api/auth/profile", {
        token: account.token,
        json: { companyName: "Atelier After" },
      });
      expect(renamed.status).toBe(200);
      const paid = await server.request("PUT", `/api/invoices/${invoice.id}`, {
        token: account.token,
        json: { status: "paid" },
      });
      expect(paid.status).toBe(200);

      const after = await api.download(account, invoice.id);
      expect(sha256(after)).toBe(sha256(before));
      expect((await api.detail(account, invoice.id)).archive).toEqual(archive);
      // Kept through the storage port: the data folder on PGlite, the database on PostgreSQL.
      const stored = await server.runtime.runPromise(
        FileStorage.use((files) =>
          files.get(`archive/invoice/${invoice.id}/${sha256(before)}.pdf`),
        ),
      );
      expect(sha256(stored.bytes)).toBe(sha256(before));
      // A draft is rendered each time, with what the account says now.
      const draft = await api.newInvoice(account);
      expect((await api.detail(account, draft.id)).archive).toBeNull();
      expect(await api.pdfText(await api.download(account, draft.id))).toContain("Atelier After");
    },
    timeout,
  );

  it(
    "archives a French seller's Factur-X XML with its PDF and serves both unchanged after the settings change",
    async () => {
      const account = await server.signUp({ currency: "EUR", companyName: "Façades Before" });
      const settings = await server.request("POST", "/api/pfu/settings", {
        token: account.token,
        json: { settings: franceSettingsBody() },
      });
      expect(settings.status).toBe(200);
      const invoice = await api.newInvoice(account, { status: "sent", currency: "EUR" });
      const { archive } = await api.detail(account, invoice.id);
      const pdf = await api.download(account, invoice.id);
      const xml = await api.download(account, invoice.id, "factur-x.xml");
      expect(archive).toMatchObject({ pdfSha256: sha256(pdf), xmlSha256: sha256(xml) });

      const changed = await server.request("POST", "/api/pfu/settings", {
        token: account.token,
        json: { settings: franceSettingsBody({ companyName: "Façades After" }) },
      });
      expect(changed.status).toBe(200);
      await server.request("PUT", "/api/auth/profile", {
        token: account.token,
        json: { companyName: "Façades After" },
      });
      expect(sha256(await api.download(account, invoice.id))).toBe(sha256(pdf));
      expect(sha256(await api.download(account, invoice.id, "factur-x.xml"))).toBe(sha256(xml));
    },
    timeout,
  );

  it(
    "archives through the job an invoice whose archiving failed when it took its number",
    async () => {
      const account = await server.signUp({ companyName: "Atelier Crash" });
      const client = await server.request("POST", "/api/clients", {
        token: account.token,
        json: clientBody(),
      });
      // The number commits; rendering its PDF then fails, as in a process stopping right after.
      const { invoice: numbered } = await server.runtime.runPromise(
        createInvoice({
          userId: account.user.id,
          request: {
            clientId: (client.body as { id: string }).id,
            issueDate: "2026-03-31",
            dueDate: "2026-04-30",
            status: "sent",
            items: [{ description: "Design", quantity: 2, unitPrice: 50, taxRate: 20 }],
          },
        }).pipe(
          Effect.provideService(PdfRenderer, { renderInvoice: () => Effect.die("stopped") }),
          Effect.orDie,
        ),
      );
      const queued = await server.sql(
        "select document_kind from archive_queue where document_id = ?",
        [numbered.id],
      );
      expect(queued).toEqual([{ document_kind: "invoice" }]);
      expect((await api.detail(account, numbered.id)).archive).toBeNull();

      await api.runArchiveJob();
      const { archive } = await api.detail(account, numbered.id);
      expect(archive?.pdfSha256).toBe(sha256(await api.download(account, numbered.id)));
      expect(
        await server.sql("select 1 from archive_queue where document_id = ?", [numbered.id]),
      ).toEqual([]);
    },
    timeout,
  );

  it(
    "archives a credit note whose process died between storing and archiving it, through the job",
    async () => {
      const account = await server.signUp({ companyName: "Atelier Crash" });
      const invoice = await api.newInvoice(account, { status: "sent" });
      // The use case stores the credit note and commits; the process dies before its archive.
      const { creditNote: stored } = await server.runtime.runPromise(
        Effect.gen(function* () {
          const archive = yield* DocumentArchive;
          return yield* createCreditNote({
            userId: account.user.id,
            invoiceId: invoice.id,
            request: { reason: "Order cancelled" },
          }).pipe(
            Effect.provideService(
              DocumentArchive,
              DocumentArchive.of({ ...archive, archive: () => Effect.die("the process died") }),
            ),
          );
        }).pipe(Effect.orDie),
      );
      expect(
        await server.sql("select document_kind from archive_queue where document_id = ?", [
          stored.id,
        ]),
      ).toEqual([{ document_kind: "credit_note" }]);
      expect(
        await server.sql("select 1 from archived_documents where document_id = ?", [stored.id]),
      ).toEqual([]);

      await api.runArchiveJob();
      const [archived] = await server.sql(
        "select sha256 from archived_documents where document_kind = 'credit_note' and document_id = ?",
        [stored.id],
      );
      const pdf = await server.request("GET", `/api/credit-notes/${stored.id}/pdf`, {
        token: account.token,
      });
      expect(pdf.status).toBe(200);
      expect(archived?.sha256).toBe(sha256(pdf.bytes));
      expect(
        await server.sql("select 1 from archive_queue where document_id = ?", [stored.id]),
      ).toEqual([]);
    },
    timeout,
  );
});

/** What a migration test seeds before the migration: the seller Ada Lovelace and her client. */
const seedSeller = async (
  em: { execute: (sql: string, params: ReadonlyArray<unknown>) => Promise<unknown> },
  seller: { userId: string; email: string; passwordHash: string; clientId: string },
) => {
  await em.execute(
    `insert into users (id, email, password_hash, first_name, last_name, company_name,
       currency, language, time_zone, created_at, updated_at)
     values (?, ?, ?, 'Ada', 'Lovelace', 'Atelier Ancien', 'EUR', 'en', 'Europe/Paris',
       now(), now())`,
    [seller.userId, seller.email, seller.passwordHash],
  );
  await em.execute(
    `insert into clients (id, user_id, name, email) values (?, ?, 'Façades SA', 'a@b.test')`,
    [seller.clientId, seller.userId],
  );
};

describeEachBackend("migration 0019, on a database with issued invoices", (backend) => {
  const password = "correct horse battery";
  const email = `archive-migration-${randomUUID()}@example.com`;
  const userId = randomUUID();
  const clientId = randomUUID();
  const invoiceIds = [randomUUID(), randomUUID(), randomUUID()];
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    const passwordHash = await Effect.runPromise(scryptPasswordHasher().hash(password));
    server = await startTestServer(backend, {
      seedBeforeMigration: {
        migration: "0019-document-archive",
        // Two issued invoices and a draft, as a version without the archive left them.
        seed: async (em) => {
          await seedSeller(em, { userId, email, passwordHash, clientId });
          for (const [index, id] of invoiceIds.entries()) {
            const number = index < 2 ? index + 1 : null;
            await em.execute(
              `insert into invoices (id, user_id, client_id, number, status, issue_date, due_date,
                 currency, subtotal, tax_amount, total, notes, sent_at, created_at, updated_at)
               values (?, ?, ?, ?, ?, '2026-03-01', '2026-03-31', 'EUR', 10000, 2000, 12000, '',
                 ?, now(), now())`,
              [
                id,
                userId,
                clientId,
                number,
                number === null ? "draft" : "sent",
                number === null ? null : new Date(),
              ],
            );
            await em.execute(
              `insert into invoice_items (id, invoice_id, position, description, quantity,
                 unit_price, tax_rate_tenths, tax_amount, total)
               values (?, ?, 0, 'Conseil', 1, 10000, 200, 2000, 12000)`,
              [randomUUID(), id],
            );
          }
        },
      },
    });
    folder = await mkdtemp(path.join(os.tmpdir(), "invoice-archive-migration-"));
  }, timeout);

  afterAll(async () => {
    await server?.close();
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  });

  describe("then the archive job", () => {
    it(
      "archives every invoice issued before it, with the hash of the bytes it then serves",
      async () => {
        const queued = await server.sql(
          "select document_id from archive_queue where user_id = ? order by document_id",
          [userId],
        );
        expect(queued.map((row) => row.document_id)).toEqual(invoiceIds.slice(0, 2).sort());
        await archiveClient(server, () => folder).runArchiveJob();

        const login = await server.request("POST", "/api/auth/login", {
          json: { email, password },
        });
        const account = login.body as TestAccount;
        const api = archiveClient(server, () => folder);
        for (const id of invoiceIds.slice(0, 2)) {
          const { archive } = await api.detail(account, id);
          const pdf = await api.download(account, id);
          expect(archive?.pdfSha256).toBe(sha256(pdf));
          const [row] = await server.sql(
            "select sha256, size, storage_key from archived_documents where document_id = ?",
            [id],
          );
          expect(row).toEqual({
            sha256: sha256(pdf),
            size: pdf.length,
            storage_key: `archive/invoice/${id}/${sha256(pdf)}.pdf`,
          });
          expect(await api.pdfText(pdf)).toContain("Atelier Ancien");
        }
        expect((await api.detail(account, invoiceIds[2] ?? "")).archive).toBeNull();
        expect(await server.sql("select 1 from archive_queue where user_id = ?", [userId])).toEqual(
          [],
        );
      },
      timeout,
    );
  });
});

describeEachBackend("migration 0021, on a database with a credit note", (backend) => {
  const password = "correct horse battery";
  const email = `credit-migration-${randomUUID()}@example.com`;
  const userId = randomUUID();
  const invoiceId = randomUUID();
  const creditNoteId = randomUUID();
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    const passwordHash = await Effect.runPromise(scryptPasswordHasher().hash(password));
    server = await startTestServer(backend, {
      seedBeforeMigration: {
        migration: "0021-credit-note-prefix-and-archive-queue",
        // An issued invoice and its full credit note, which a version without the credit
        // notes' queue stored and did not archive (its process died).
        seed: async (em) => {
          const clientId = randomUUID();
          const itemId = randomUUID();
          await seedSeller(em, { userId, email, passwordHash, clientId });
          await em.execute(
            `insert into invoices (id, user_id, client_id, number, status, issue_date, due_date,
               currency, subtotal, tax_amount, total, notes, sent_at, cancelled_at, created_at,
               updated_at)
             values (?, ?, ?, 1, 'cancelled', '2026-03-01', '2026-03-31', 'EUR', 10000, 2000,
               12000, '', now(), now(), now(), now())`,
            [invoiceId, userId, clientId],
          );
          await em.execute(
            `insert into invoice_items (id, invoice_id, position, description, quantity,
               unit_price, tax_rate_tenths, tax_amount, total)
             values (?, ?, 0, 'Conseil', 1, 10000, 200, 2000, 12000)`,
            [itemId, invoiceId],
          );
          await em.execute(
            `insert into credit_note_number_counters (user_id, last_number, last_issue_date)
             values (?, 1, '2026-03-02')`,
            [userId],
          );
          await em.execute(
            `insert into credit_notes (id, user_id, invoice_id, number, issue_date, reason,
               currency, subtotal, tax_amount, total, created_at)
             values (?, ?, ?, 1, '2026-03-02', 'Order cancelled', 'EUR', 10000, 2000, 12000,
               now())`,
            [creditNoteId, userId, invoiceId],
          );
          await em.execute(
            `insert into credit_note_items (id, credit_note_id, invoice_item_id, position,
               description, quantity, unit_price, tax_rate_tenths, tax_amount, total)
             values (?, ?, ?, 0, 'Conseil', 1, 10000, 200, 2000, 12000)`,
            [randomUUID(), creditNoteId, itemId],
          );
          // The invoice's own archive was done: only the credit note is left to archive.
          await em.execute(`delete from archive_queue where document_id = ?`, [invoiceId]);
        },
      },
    });
    folder = await mkdtemp(path.join(os.tmpdir(), "credit-archive-migration-"));
  }, timeout);

  afterAll(async () => {
    await server?.close();
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  });

  it(
    "queues the credit note, which the archive job archives, and keeps its number CN-001",
    async () => {
      expect(
        await server.sql("select document_kind, document_id from archive_queue where user_id = ?", [
          userId,
        ]),
      ).toEqual([{ document_kind: "credit_note", document_id: creditNoteId }]);
      await archiveClient(server, () => folder).runArchiveJob();

      const login = await server.request("POST", "/api/auth/login", { json: { email, password } });
      const account = login.body as TestAccount;
      expect(account.user).toMatchObject({ creditNotePrefix: "CN-" });
      const read = await server.request("GET", `/api/credit-notes/${creditNoteId}`, {
        token: account.token,
      });
      expect(read.body).toMatchObject({ creditNoteNumber: "CN-001" });
      const pdf = await server.request("GET", `/api/credit-notes/${creditNoteId}/pdf`, {
        token: account.token,
      });
      const [archived] = await server.sql(
        "select sha256 from archived_documents where document_id = ?",
        [creditNoteId],
      );
      expect(archived?.sha256).toBe(sha256(pdf.bytes));
      expect(await server.sql("select 1 from archive_queue where user_id = ?", [userId])).toEqual(
        [],
      );
    },
    timeout,
  );
});
