import { randomUUID } from "node:crypto";
import { type TestResult, TestResultRepository } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
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
const results = Effect.service(TestResultRepository);

const run = (timestamp: string, fields: Partial<TestResult> = {}): TestResult => ({
  id: randomUUID(),
  testType: "france",
  status: "warning",
  timestamp,
  details: [
    { name: "XSD", status: "success", message: "Valide" },
    { name: "EN 16931", status: "warning", message: "BR-CO-26 « SIRET » absent" },
  ],
  ...fields,
});

describeEachBackend("TestResultRepository", (backend) => {
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

  it("answers a user's latest runs whole, newest first, up to the limit, and only theirs", async () => {
    const userId = (await insertUser(test.database.orm.em.fork())).id;
    const other = (await insertUser(test.database.orm.em.fork())).id;
    const [oldest, middle, newest] = [
      run("2026-03-29T10:00:00.000Z", { testType: "brazil", status: "error", details: [] }),
      run("2026-03-30T10:00:00.000Z"),
      run("2026-03-31T10:00:00.000Z", { status: "success" }),
    ];
    await runtime.run(
      Effect.flatMap(results, (repository) =>
        Effect.all([
          repository.save(userId, middle),
          repository.save(userId, newest),
          repository.save(userId, oldest),
          repository.save(other, run("2026-04-01T10:00:00.000Z")),
        ]),
      ),
    );
    const latest = (limit: number) =>
      runtime.run(Effect.flatMap(results, (repository) => repository.latest(userId, limit)));
    expect(await latest(10)).toEqual([newest, middle, oldest]);
    expect(await latest(2)).toEqual([newest, middle]);
  });
});
