import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import { describeEachBackend } from "@invoicing/fixtures";
import { brazilSettingsBody, franceSettingsBody } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ApiClient, apiClient, type TestAccount } from "../../testing/api-client.ts";
import { certificateForm, testPfx } from "../../testing/brazil-samples.ts";
import { fileForm, tinyPng } from "../../testing/images.ts";
import { allInvoices } from "../../testing/invoice-ledger.ts";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import { spawnServer } from "../../testing/spawn-server.ts";

const run = promisify(execFile);
const command = (name: string) => fileURLToPath(new URL(`./${name}-command.ts`, import.meta.url));

/** Runs `npm run backup|restore -- <archive>` as npm does, with `env` as the configuration. */
const runCommand = (name: "backup" | "restore", archive: string, env: Record<string, string>) =>
  run(process.execPath, [command(name), archive], { env: { ...process.env, ...env } });

/** Everything the account's documents are made from, as its owner reads it through the API. */
const accountState = async (api: ApiClient, token: string) => {
  const read = async (pathname: string) => {
    const answer = await api.request("GET", pathname, { token });
    expect(answer.status, pathname).toBe(200);
    return answer;
  };
  const invoices = await allInvoices(api, token);
  const details = await Promise.all(
    invoices.map(async (invoice) => (await read(`/api/invoices/${invoice.id}`)).body),
  );
  const me = (await read("/api/auth/me")).body as { user: { logo: string | null } };
  const logo = me.user.logo === null ? null : Buffer.from((await read(me.user.logo)).bytes);
  return {
    me,
    logo,
    invoices: details,
    clients: (await read("/api/clients")).body,
    template: (await read("/api/user/invoice-template")).body,
    france: (await read("/api/pfu/settings")).body,
    brazil: (await read("/api/sefaz/settings")).body,
    certificate: (await read("/api/sefaz/certificate")).body,
    notifications: (await read("/api/user/notifications")).body,
    // Its totals are derived data, left out of the backup and rebuilt by the restore.
    dashboard: (await read("/api/dashboard")).body,
  };
};

/** An account with a logo, a profile, a template, France and Brazil settings, an NF-e certificate, invoices. */
const fillAccount = async (api: ApiClient): Promise<TestAccount> => {
  const account = await api.signUp({ companyName: "Analytical Engines" });
  const { token } = account;
  const expectOk = (answer: { status: number; body: unknown }) =>
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  expectOk(
    await api.request("POST", "/api/upload/logo", {
      token,
      body: fileForm("logo", tinyPng(), "logo.png", "image/png"),
    }),
  );
  expectOk(
    await api.request("PUT", "/api/auth/profile", {
      token,
      json: { lastName: "Byron", currency: "EUR", phone: "+33 1 23 45 67 89" },
    }),
  );
  expectOk(
    await api.request("PUT", "/api/user/invoice-template", {
      token,
      json: { layout: "compact", accentColor: "#6D28D9" },
    }),
  );
  expectOk(
    await api.request("POST", "/api/pfu/settings", {
      token,
      json: { settings: franceSettingsBody() },
    }),
  );
  expectOk(
    await api.request("POST", "/api/sefaz/settings", {
      token,
      json: { settings: brazilSettingsBody() },
    }),
  );
  const { pfx, password } = testPfx({
    companyName: "SERVICOS DIGITAIS LTDA",
    cnpj: "11222333000181",
  });
  expectOk(
    await api.request("POST", "/api/sefaz/certificate", {
      token,
      body: certificateForm(pfx, password),
    }),
  );
  const client = await api.request("POST", "/api/clients", { token, json: clientBody() });
  const clientId = (client.body as { id: string }).id;
  for (const status of ["draft", "sent", "sent", "paid", "cancelled"]) {
    expectOk(
      await api.request("POST", "/api/invoices", {
        token,
        json: invoiceBody(clientId, { status }),
      }),
    );
  }
  return account;
};

describeEachBackend("npm run backup, then npm run restore into an empty database", (backend) => {
  const scratches: ScratchDatabase[] = [];
  const folders: string[] = [];
  const folder = async (name: string) => {
    const created = await mkdtemp(path.join(os.tmpdir(), `invoicing-${name}-`));
    folders.push(created);
    return created;
  };
  /**
   * A configuration with its own data folder and, on a server backend, its own database: the
   * source's already migrated, the restore's target empty.
   */
  const environment = async (name: "source" | "target"): Promise<Record<string, string>> => {
    const env: Record<string, string> = { DATA_DIR: await folder(name), NODE_ENV: "test" };
    if (backend === "pglite") return env;
    const scratch = await createScratchDatabase(backend, { migrated: name === "source" });
    scratches.push(scratch);
    if (!("url" in scratch.options)) throw new Error("a server backend has a URL");
    return { ...env, DATABASE_URL: scratch.options.url };
  };
  let archive: string;
  beforeAll(async () => {
    archive = path.join(await folder("archive"), "backup.jsonl.gz");
  });
  afterAll(async () => {
    await Promise.all(scratches.map((scratch) => scratch.drop()));
    await Promise.all(folders.map((created) => rm(created, { recursive: true, force: true })));
  });

  it("finds every invoice, logo byte, setting and certificate again, and refuses a non-empty target", async () => {
    const source = await environment("source");
    const original = await spawnServer(source);
    let account: TestAccount;
    let before: Awaited<ReturnType<typeof accountState>>;
    try {
      const api = apiClient(original.url);
      account = await fillAccount(api);
      before = await accountState(api, account.token);
      if (backend === "pglite") {
        // The embedded database belongs to its running server: the backup waits for it to stop.
        await expect(runCommand("backup", archive, source)).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringMatching(/^backup refused: \S+pglite is open in process \d+/u),
        });
      } else {
        // A server's database is backed up while it runs.
        await runCommand("backup", archive, source);
      }
    } finally {
      await original.stop();
    }
    if (backend === "pglite") await runCommand("backup", archive, source);
    expect(before.logo).toEqual(Buffer.from(tinyPng()));
    expect(before.invoices).toHaveLength(5);

    const target = await environment("target");
    const restored = await runCommand("restore", archive, target);
    expect(restored.stdout).toMatch(/^restore: \d+ rows in \d+ tables, \d+ files/u);
    // The development key that sealed the certificate comes back with it.
    expect(await readFile(path.join(target.DATA_DIR ?? "", "certificate-key"))).toEqual(
      await readFile(path.join(source.DATA_DIR ?? "", "certificate-key")),
    );

    const again = await spawnServer(target);
    try {
      const api = apiClient(again.url);
      const login = await api.request("POST", "/api/auth/login", {
        json: { email: account.user.email, password: account.password },
      });
      expect(login.status).toBe(200);
      const { token } = login.body as { token: string };
      expect(await accountState(api, token)).toEqual(before);
      // The counter came back too: the next invoice follows the restored numbers (three issued;
      // the draft and the draft created cancelled hold none).
      const next = await api.request("POST", "/api/invoices", {
        token,
        json: invoiceBody((before.invoices[0] as { clientId: string }).clientId, {
          status: "sent",
        }),
      });
      expect((next.body as { invoiceNumber: string }).invoiceNumber).toBe("INV-004");
    } finally {
      await again.stop();
    }

    // On PostgreSQL the logo and the archived documents came back into the database, not the
    // folder, which the database check then names first.
    await expect(runCommand("restore", archive, target)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        backend === "pglite"
          ? /^restore refused: \S+files is not empty/u
          : /^restore refused: the database is not empty \(.*stored_files: \d+\)/u,
      ),
    });
    if (backend !== "pglite") {
      // An empty data folder is not enough: the database must be empty too.
      const sameDatabase = { ...target, DATA_DIR: await folder("target-again") };
      await expect(runCommand("restore", archive, sameDatabase)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/^restore refused: the database is not empty \(users: 1,/u),
      });
    }
  }, 240_000);
});
