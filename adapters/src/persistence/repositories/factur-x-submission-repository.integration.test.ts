import { randomUUID } from "node:crypto";
import {
  ClientRepository,
  type FacturXSubmission,
  FacturXSubmissionRepository,
  InvoiceRepository,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { aClient, aHistoryEntry, anInvoice } from "@invoicing/fixtures/builders";
import { Effect } from "effect";
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
const submissions = Effect.service(FacturXSubmissionRepository);

const submission = (invoiceId: string, fields: Partial<FacturXSubmission>): FacturXSubmission => ({
  id: randomUUID(),
  invoiceId,
  trigger: "manual",
  environment: "sandbox",
  status: "deposited",
  flowId: "SANDBOX-1",
  reason: null,
  failedRules: [],
  error: null,
  fields: null,
  submittedAt: "2026-11-02T10:00:00.000Z",
  answeredAt: "2026-11-02T10:00:01.000Z",
  ...fields,
});

describeEachBackend("FacturXSubmissionRepository", (backend) => {
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

  /** A new user with one stored invoice. */
  const userWithInvoice = async () => {
    const userId = (await insertUser(test.database.orm.em.fork())).id;
    const client = aClient();
    const invoice = anInvoice(userId, client.id);
    await runtime.run(
      Effect.gen(function* () {
        yield* (yield* ClientRepository).create(userId, client);
        yield* (yield* InvoiceRepository).create(userId, {
          invoice,
          issueNumber: false,
          history: aHistoryEntry(invoice.id),
        });
      }),
    );
    return { userId, invoiceId: invoice.id };
  };

  it("keeps each submission whole and lists an invoice's newest first", async () => {
    const { userId, invoiceId } = await userWithInvoice();
    const rejected = submission(invoiceId, {
      status: "rejected",
      flowId: null,
      reason: "[BR-FR-10_BT-30] Le SIREN du vendeur « 0002 » est obligatoire",
      failedRules: [
        {
          id: "BR-FR-10_BT-30",
          flag: "fatal",
          text: "[BR-FR-10_BT-30] Le SIREN du vendeur « 0002 » est obligatoire",
          location: "/CrossIndustryInvoice/SupplyChainTradeTransaction",
        },
      ],
      submittedAt: "2026-11-01T09:00:00.000Z",
      answeredAt: "2026-11-01T09:00:00.500Z",
    });
    const failed = submission(invoiceId, {
      trigger: "auto",
      status: "failed",
      flowId: null,
      error: "einvoicing.errors.facturxrefused",
      fields: { "client.email": "einvoicing.facturx.clientemailrequired" },
      submittedAt: "2026-11-03T09:00:00.000Z",
      answeredAt: "2026-11-03T09:00:00.000Z",
    });
    const deposited = submission(invoiceId, {});
    await runtime.run(
      Effect.flatMap(submissions, (repository) =>
        Effect.all([
          repository.record(userId, rejected),
          repository.record(userId, failed),
          repository.record(userId, deposited),
        ]),
      ),
    );
    expect(
      await runtime.run(
        Effect.flatMap(submissions, (repository) => repository.list(userId, invoiceId)),
      ),
    ).toEqual([failed, deposited, rejected]);
  });

  it("writes and lists nothing for another user's invoice or an id that is no UUID", async () => {
    const owner = await userWithInvoice();
    const intruder = await userWithInvoice();
    await runtime.run(
      Effect.flatMap(submissions, (repository) =>
        repository.record(intruder.userId, submission(owner.invoiceId, {})),
      ),
    );
    const listed = await runtime.run(
      Effect.flatMap(submissions, (repository) =>
        Effect.all([
          repository.list(owner.userId, owner.invoiceId),
          repository.list(intruder.userId, owner.invoiceId),
          repository.list(owner.userId, "not-a-uuid"),
        ]),
      ),
    );
    expect(listed).toEqual([[], [], []]);
  });
});
