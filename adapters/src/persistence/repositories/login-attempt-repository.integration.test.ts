import { LoginAttemptRepository, type LoginThrottleKey } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../../testing/persistence/open-migrated-test-database.ts";
import {
  type RepositoryRuntime,
  repositoryRuntime,
} from "../../../testing/persistence/repository-runtime.ts";

const timeout = 60_000;
const attempts = Effect.service(LoginAttemptRepository);

describeEachBackend("LoginAttemptRepository", (backend) => {
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

  const record = (key: LoginThrottleKey, ...instants: string[]) =>
    runtime.run(
      Effect.flatMap(attempts, (repository) =>
        Effect.forEach(instants, (at) => repository.recordFailure(key, at), { discard: true }),
      ),
    );
  const failuresSince = (key: LoginThrottleKey, since: string) =>
    runtime.run(Effect.flatMap(attempts, (repository) => repository.failuresSince(key, since)));

  it("answers the failures of one key since an instant, oldest first", async () => {
    const key = { kind: "email", value: "ana@example.com" } as const;
    await record(
      key,
      "2026-03-31T09:20:00.000Z",
      "2026-03-31T09:00:00.000Z",
      "2026-03-31T09:10:00.000Z",
    );
    expect(await failuresSince(key, "2026-03-31T09:10:00.000Z")).toEqual([
      "2026-03-31T09:10:00.000Z",
      "2026-03-31T09:20:00.000Z",
    ]);
  });

  it("counts an e-mail and an address with the same text apart", async () => {
    const email = { kind: "email", value: "10.0.0.1" } as const;
    const address = { kind: "address", value: "10.0.0.1" } as const;
    await record(address, "2026-03-31T09:00:00.000Z");
    expect(await failuresSince(email, "2026-03-31T00:00:00.000Z")).toEqual([]);
    expect(await failuresSince(address, "2026-03-31T00:00:00.000Z")).toHaveLength(1);
  });

  it("forgets the failures of one key only", async () => {
    const cleared = { kind: "email", value: "cleared@example.com" } as const;
    const kept = { kind: "email", value: "kept@example.com" } as const;
    await record(cleared, "2026-03-31T09:00:00.000Z");
    await record(kept, "2026-03-31T09:00:00.000Z");
    await runtime.run(Effect.flatMap(attempts, (repository) => repository.clear(cleared)));
    expect(await failuresSince(cleared, "2026-03-31T00:00:00.000Z")).toEqual([]);
    expect(await failuresSince(kept, "2026-03-31T00:00:00.000Z")).toHaveLength(1);
  });

  it("drops a key's failures older than a day when a new one is recorded", async () => {
    const key = { kind: "address", value: "192.0.2.7" } as const;
    await record(key, "2026-03-29T09:00:00.000Z", "2026-03-31T08:00:00.000Z");
    await record(key, "2026-03-31T09:00:00.000Z");
    expect(await failuresSince(key, "2026-01-01T00:00:00.000Z")).toEqual([
      "2026-03-31T08:00:00.000Z",
      "2026-03-31T09:00:00.000Z",
    ]);
  });
});
