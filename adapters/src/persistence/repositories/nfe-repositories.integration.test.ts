import { randomUUID } from "node:crypto";
import {
  ClientRepository,
  InvoiceRepository,
  type NfeAccessKey,
  NfeCertificateRepository,
  type NfeSubmission,
  type NfeSubmissionRecord,
  NfeSubmissionRepository,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { aClient, aHistoryEntry, anInvoice } from "@invoicing/fixtures/builders";
import { Effect, Option } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertUser } from "../../../testing/persistence/insert-user.ts";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../../testing/persistence/open-migrated-test-database.ts";
import {
  type RepositoryRuntime,
  repositoryRuntime,
} from "../../../testing/persistence/repository-runtime.ts";

const timeout = 60_000;
const submissions = Effect.service(NfeSubmissionRepository);
const certificates = Effect.service(NfeCertificateRepository);
const KEY_A = "35261111222333000181550010000000011000000017" as NfeAccessKey;
const KEY_B = "35261111222333000181550010000000011000000025" as NfeAccessKey;
const number = { environment: "homologation", issuer: "11222333000181", serie: 1, nNF: 1 } as const;

const submission = (invoiceId: string, fields: Partial<NfeSubmission> = {}): NfeSubmission => ({
  id: randomUUID(),
  invoiceId,
  trigger: "manual",
  environment: "homologation",
  sandbox: true,
  accessKey: KEY_A,
  cStat: "100",
  xMotivo: "Autorizado o uso da NF-e",
  protocol: "135260000000001",
  authorized: true,
  authorizedAt: "2026-11-20T10:00:01.000Z",
  submittedAt: "2026-11-20T10:00:00.000Z",
  error: null,
  fields: null,
  ...fields,
});

const authorizedRecord = (invoiceId: string, fields: Partial<NfeSubmission> = {}) =>
  ({
    submission: submission(invoiceId, fields),
    number,
    nfeProcXml: "<nfeProc/>",
    responseXml: "<retEnviNFe/>",
  }) satisfies NfeSubmissionRecord;

describeEachBackend("NF-e repositories", (backend) => {
  let test: MigratedTestDatabase;
  let runtime: RepositoryRuntime;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    runtime = repositoryRuntime(test.database);
  }, timeout);

  afterAll(async () => {
    await runtime?.dispose();
    await test?.close();
  }, timeout);

  /** A new user with one issued invoice. */
  const newInvoice = async () => {
    const userId = (await insertUser(test.database.orm.em.fork())).id;
    const invoice = await runtime.run(
      Effect.gen(function* () {
        const client = yield* (yield* ClientRepository).create(userId, aClient());
        const draft = anInvoice(userId, client.id, { status: "sent", currency: "BRL" });
        return yield* (yield* InvoiceRepository).create(userId, {
          invoice: draft,
          issueNumber: true,
          history: aHistoryEntry(draft.id, { to: "sent" }),
        });
      }),
    );
    return { userId, invoiceId: invoice.invoice.id };
  };

  it("lists an invoice's submissions newest first, with an auto-send's refusal fields", async () => {
    const { userId, invoiceId } = await newInvoice();
    const refused = submission(invoiceId, {
      trigger: "auto",
      accessKey: null,
      cStat: null,
      xMotivo: null,
      protocol: null,
      authorized: false,
      authorizedAt: null,
      submittedAt: "2026-11-20T09:00:00.000Z",
      error: "brazil.nfe.prerequisitesmissing",
      fields: { "client.cnpj": "brazil.nfe.recipient.documentrequired" },
    });
    const authorized = authorizedRecord(invoiceId);
    await runtime.run(
      Effect.gen(function* () {
        const repository = yield* submissions;
        yield* repository.record(userId, {
          submission: refused,
          number: null,
          nfeProcXml: null,
          responseXml: null,
        });
        yield* repository.record(userId, authorized);
      }),
    );
    const listed = await runtime.run(
      Effect.flatMap(submissions, (repository) => repository.list(userId, invoiceId)),
    );
    expect(listed).toEqual([authorized.submission, refused]);
    const found = await runtime.run(
      Effect.flatMap(submissions, (repository) => repository.authorized(userId, invoiceId)),
    );
    expect(found).toEqual(
      Option.some({
        accessKey: KEY_A,
        protocol: "135260000000001",
        nfeProcXml: "<nfeProc/>",
        authorizedAt: "2026-11-20T10:00:01.000Z",
        environment: "homologation",
        sandbox: true,
      }),
    );
    const byKey = await runtime.run(
      Effect.flatMap(submissions, (repository) => repository.authorizedByKey(userId, KEY_A)),
    );
    expect(byKey).toEqual(found);
    const inRange = (from: number, to: number) =>
      runtime.run(
        Effect.flatMap(submissions, (repository) =>
          repository.authorizedInRange(userId, { ...number, from, to }),
        ),
      );
    expect(await inRange(1, 5)).toBe(true);
    expect(await inRange(2, 5)).toBe(false);
  });

  it("finds the key authorised under a number for its owner and environment only", async () => {
    const { userId, invoiceId } = await newInvoice();
    const other = await newInvoice();
    await runtime.run(
      Effect.flatMap(submissions, (repository) =>
        repository.record(userId, authorizedRecord(invoiceId)),
      ),
    );
    const find = (owner: string, environment: "homologation" | "production") =>
      runtime.run(
        Effect.flatMap(submissions, (repository) =>
          repository.findAuthorizedKey(owner, { ...number, environment }),
        ),
      );
    expect(await find(userId, "homologation")).toBe(KEY_A);
    expect(await find(userId, "production")).toBeNull();
    expect(await find(other.userId, "homologation")).toBeNull();
  });

  it("refuses a second authorised NF-e of the same number", async () => {
    const { userId, invoiceId } = await newInvoice();
    await runtime.run(
      Effect.flatMap(submissions, (repository) =>
        repository.record(userId, authorizedRecord(invoiceId)),
      ),
    );
    await expect(
      runtime.run(
        Effect.flatMap(submissions, (repository) =>
          repository.record(userId, authorizedRecord(invoiceId, { accessKey: KEY_B })),
        ),
      ),
    ).rejects.toThrow();
  });

  it("keeps one certificate per user, replaces it, and forgets it", async () => {
    const { userId } = await newInvoice();
    const stored = {
      sealed: "v1.iv.tag.ciphertext",
      info: {
        subject: "EMPRESA:11222333000181",
        cnpj: "11222333000181",
        notBefore: "2026-01-01T00:00:00.000Z",
        notAfter: "2027-01-01T00:00:00.000Z",
        uploadedAt: "2026-11-20T10:00:00.000Z",
      },
    };
    const read = () =>
      runtime.run(Effect.flatMap(certificates, (repository) => repository.get(userId)));
    expect(await read()).toEqual(Option.none());
    await runtime.run(
      Effect.flatMap(certificates, (repository) => repository.save(userId, stored)),
    );
    const replaced = { ...stored, sealed: "v1.other", info: { ...stored.info, cnpj: null } };
    await runtime.run(
      Effect.flatMap(certificates, (repository) => repository.save(userId, replaced)),
    );
    expect(await read()).toEqual(Option.some(replaced));
    const remove = () =>
      runtime.run(Effect.flatMap(certificates, (repository) => repository.remove(userId)));
    expect(await remove()).toBe(true);
    expect(await remove()).toBe(false);
    expect(await read()).toEqual(Option.none());
  });
});
