import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { aClientJson } from "@invoicing/core/testing/builders";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import { startTestServer, type TestServer } from "../../testing/start-test-server.ts";

// These tests read the PDFs with poppler-utils (pdftotext), a Debian package.
const timeout = 120_000;

const before = clientBody({
  name: "Façades SA",
  company: "Façades SA",
  email: "compta@facades.test",
  address: "1 rue Ancienne, Lyon",
  siret: "73282932000017",
});
const after = clientBody({
  name: "Nouveau Nom SARL",
  company: "Nouveau Nom SARL",
  email: "nouveau@facades.test",
  address: "9 rue Nouvelle, Paris",
});

interface Summary {
  readonly client: { readonly name: string; readonly email: string; readonly company: string };
}

describeEachBackend("the buyer of a numbered invoice", (backend) => {
  let server: TestServer;
  let folder: string;
  let files = 0;

  beforeAll(async () => {
    server = await startTestServer(backend);
    folder = await mkdtemp(path.join(os.tmpdir(), "buyer-snapshot-"));
  }, timeout);

  afterAll(async () => {
    await server?.close();
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  });

  const pdfText = async (bytes: Uint8Array) => {
    files += 1;
    const file = path.join(folder, `${files}.pdf`);
    await writeFile(file, bytes);
    return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  };

  it(
    "stays the client as it was at numbering, in the API's flat shape, after the client record is edited",
    async () => {
      const account = await server.signUp();
      const { token } = account;
      const created = await server.request("POST", "/api/clients", { token, json: before });
      const client = created.body as { id: string };
      const issued = await server.request("POST", "/api/invoices", {
        token,
        json: invoiceBody(client.id, { status: "sent" }),
      });
      const invoice = issued.body as { id: string };
      const [stored] = await server.sql("select client_snapshot from invoices where id = ?", [
        invoice.id,
      ]);
      expect(stored?.client_snapshot).toEqual(created.body);

      const edited = await server.request("PUT", `/api/clients/${client.id}`, {
        token,
        json: after,
      });
      expect(edited.status).toBe(200);
      const draft = await server.request("POST", "/api/invoices", {
        token,
        json: invoiceBody(client.id),
      });

      const detail = await server.request("GET", `/api/invoices/${invoice.id}`, { token });
      expect((detail.body as Summary).client).toMatchObject({
        name: "Façades SA",
        email: "compta@facades.test",
        company: "Façades SA",
      });
      const list = await server.request("GET", "/api/invoices", { token });
      expect(
        (list.body as { data: ReadonlyArray<Summary & { id: string }> }).data.map((row) => [
          row.id,
          row.client.name,
        ]),
      ).toEqual(
        expect.arrayContaining([
          [invoice.id, "Façades SA"],
          [(draft.body as { id: string }).id, "Nouveau Nom SARL"],
        ]),
      );

      // A credit note, documented after the edit, names the buyer the invoice named.
      const credited = await server.request("POST", `/api/invoices/${invoice.id}/credit-notes`, {
        token,
        json: { reason: "Order cancelled" },
      });
      expect(credited.status).toBe(201);
      expect((credited.body as Summary).client.name).toBe("Façades SA");
      const creditNotePdf = await server.request(
        "GET",
        `/api/credit-notes/${(credited.body as { id: string }).id}/pdf`,
        { token },
      );
      const creditNoteText = await pdfText(creditNotePdf.bytes);
      expect(creditNoteText).toContain("1 rue Ancienne, Lyon");
      expect(creditNoteText).not.toContain("Nouveau Nom");

      // A draft names the client as it is now.
      const draftPdf = await server.request(
        "GET",
        `/api/invoices/${(draft.body as { id: string }).id}/pdf`,
        { token },
      );
      expect(await pdfText(draftPdf.bytes)).toContain("9 rue Nouvelle, Paris");
    },
    timeout,
  );
});

describeEachBackend("migration 0022, on a database with numbered invoices", (backend) => {
  const userId = randomUUID();
  const clientId = randomUUID();
  const [numbered, draft] = [randomUUID(), randomUUID()];
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      seedBeforeMigration: {
        migration: "0022-invoice-client-snapshot",
        seed: async (em) => {
          await em.execute(
            `insert into users (id, email, password_hash, first_name, last_name, currency,
               language, time_zone, created_at, updated_at)
             values (?, ?, 'x', 'Ada', 'Lovelace', 'EUR', 'en', 'Europe/Paris', now(), now())`,
            [userId, `snapshot-${userId}@example.com`],
          );
          await em.execute(
            `insert into clients (id, user_id, name, email, company, siret)
             values (?, ?, 'Façades SA', 'a@b.test', 'Façades SA', '73282932000017')`,
            [clientId, userId],
          );
          for (const [id, number] of [
            [numbered, 1],
            [draft, null],
          ] as const) {
            await em.execute(
              `insert into invoices (id, user_id, client_id, number, status, issue_date, due_date,
                 currency, subtotal, tax_amount, total, notes, created_at, updated_at)
               values (?, ?, ?, ?, ?, '2026-03-01', '2026-03-31', 'EUR', 0, 0, 0, '', now(),
                 now())`,
              [id, userId, clientId, number, number === null ? "draft" : "sent"],
            );
          }
        },
      },
    });
  }, timeout);

  afterAll(() => server?.close());

  it(
    "snapshots the client of each invoice numbered before it, and of no draft",
    async () => {
      const rows = await server.sql(
        "select id, client_snapshot from invoices where user_id = ? order by number nulls last",
        [userId],
      );
      // The server runs every migration: 0040 then adds the client's country, kind and SIREN.
      expect(rows).toEqual([
        {
          id: numbered,
          client_snapshot: aClientJson({
            id: clientId,
            name: "Façades SA",
            email: "a@b.test",
            address: null,
            country: "FR",
            kind: "company",
            siret: "73282932000017",
            siren: "732829320",
          }),
        },
        { id: draft, client_snapshot: null },
      ]);
    },
    timeout,
  );
});
