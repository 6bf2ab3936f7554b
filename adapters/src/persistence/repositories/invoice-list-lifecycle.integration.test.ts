import { randomUUID } from "node:crypto";
import {
  ClientRepository,
  type InvoiceLifecycleFilter,
  InvoiceRepository,
  type LifecycleCode,
  LifecycleRepository,
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

const timeout = 120_000;

describeEachBackend("InvoiceRepository.list and lifecycle statuses", (backend) => {
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

  /** A user with three issued invoices, INV-001 to INV-003, whose statuses are `statuses`. */
  const seed = async (statuses: ReadonlyArray<ReadonlyArray<[LifecycleCode, string]>>) => {
    const userId = (await insertUser(test.database.orm.em.fork())).id;
    await runtime.run(
      Effect.gen(function* () {
        const client = yield* (yield* ClientRepository).create(userId, aClient());
        const invoices = yield* InvoiceRepository;
        const lifecycle = yield* LifecycleRepository;
        for (const [index, entries] of statuses.entries()) {
          const invoice = anInvoice(userId, client.id, {
            status: "sent",
            issueDate: `2026-03-0${index + 1}`,
          });
          yield* invoices.create(userId, {
            invoice,
            issueNumber: true,
            history: aHistoryEntry(invoice.id),
          });
          for (const [code, at] of entries) {
            yield* lifecycle.record(
              userId,
              { invoiceId: invoice.id },
              {
                id: randomUUID(),
                code,
                at,
                reasonCode: null,
                reason: null,
                platform: "sandbox-pa",
                flowId: randomUUID(),
                cdar: null,
              },
            );
          }
        }
      }),
    );
    return userId;
  };

  const listed = (userId: string, lifecycle: InvoiceLifecycleFilter) =>
    runtime.run(
      Effect.flatMap(InvoiceRepository, (repository) =>
        repository.list(userId, {
          q: "",
          status: "all",
          lifecycle,
          sort: "invoiceNumber",
          page: 1,
          pageSize: 20,
        }),
      ),
    );

  const statuses = [
    [
      [200, "2026-11-01T10:00:00.000Z"],
      [203, "2026-11-01T10:02:00.000Z"],
      [202, "2026-11-01T10:01:00.000Z"],
    ],
    [
      [200, "2026-11-02T10:00:00.000Z"],
      // Two statuses at one instant: the higher code is the later, as the timeline orders them.
      [212, "2026-11-03T10:00:00.000Z"],
      [211, "2026-11-03T10:00:00.000Z"],
    ],
    [],
  ] as const satisfies ReadonlyArray<ReadonlyArray<[LifecycleCode, string]>>;

  it(
    "gives each row the code of its invoice's latest status by time, null before any",
    async () => {
      const userId = await seed(statuses);
      const page = await listed(userId, "all");
      expect(page.data.map((row) => [row.invoice.invoiceNumber, row.lifecycle])).toEqual([
        ["INV-001", 203],
        ["INV-002", 212],
        ["INV-003", null],
      ]);
    },
    timeout,
  );

  it(
    "filters by the latest status's code, or by having none, and counts what it keeps",
    async () => {
      const userId = await seed(statuses);
      const numbers = async (filter: InvoiceLifecycleFilter) => {
        const page = await listed(userId, filter);
        return { numbers: page.data.map((row) => row.invoice.invoiceNumber), total: page.total };
      };
      expect(await numbers("203")).toEqual({ numbers: ["INV-001"], total: 1 });
      expect(await numbers("212")).toEqual({ numbers: ["INV-002"], total: 1 });
      // A status an invoice once had but moved past does not select it.
      expect(await numbers("200")).toEqual({ numbers: [], total: 0 });
      expect(await numbers("none")).toEqual({ numbers: ["INV-003"], total: 1 });
      expect(await numbers("all")).toEqual({
        numbers: ["INV-001", "INV-002", "INV-003"],
        total: 3,
      });
    },
    timeout,
  );

  it(
    "never selects another user's invoices by their statuses",
    async () => {
      await seed(statuses);
      const other = await seed([[]]);
      expect((await listed(other, "203")).total).toBe(0);
      expect((await listed(other, "none")).total).toBe(1);
    },
    timeout,
  );
});
