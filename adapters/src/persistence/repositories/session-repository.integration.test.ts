import { randomBytes } from "node:crypto";
import {
  openSession,
  SessionRepository,
  TokenHash,
  type User,
  UserRepository,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { aUser } from "@invoicing/fixtures/builders";
import { Effect, Option, Schema } from "effect";
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
const sessions = Effect.service(SessionRepository);
const newTokenHash = () => Schema.decodeUnknownSync(TokenHash)(randomBytes(32).toString("hex"));
const opened = "2026-03-31T09:30:00.000Z";
const beforeExpiry = "2026-04-01T09:29:59.999Z";
const expiry = "2026-04-01T09:30:00.000Z";

describeEachBackend("SessionRepository", (backend) => {
  let test: MigratedTestDatabase;
  let runtime: RepositoryRuntime;
  let user: User;
  let userId: string;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    runtime = repositoryRuntime(test.database);
    user = await runtime.run(
      Effect.flatMap(Effect.service(UserRepository), (repository) =>
        repository.create(aUser(), "scrypt$x"),
      ),
    );
    userId = user.id;
  }, timeout);

  afterAll(async () => {
    await runtime?.dispose();
    await test?.close();
  }, timeout);

  const findActive = (tokenHash: TokenHash, now: string) =>
    runtime.run(Effect.flatMap(sessions, (repository) => repository.findActive(tokenHash, now)));

  it("finds a session with its account until the instant it expires, and not from then on", async () => {
    const session = openSession(userId, newTokenHash(), false, opened);
    await runtime.run(Effect.flatMap(sessions, (repository) => repository.create(session)));
    expect(await findActive(session.tokenHash, beforeExpiry)).toEqual(
      Option.some({ session, user }),
    );
    expect(await findActive(session.tokenHash, expiry)).toEqual(Option.none());
  });

  it("finds no session under an unknown token hash", async () => {
    expect(await findActive(newTokenHash(), opened)).toEqual(Option.none());
  });

  it("ends a session on logout, and ignores ending an unknown one", async () => {
    const session = openSession(userId, newTokenHash(), true, opened);
    await runtime.run(
      Effect.flatMap(sessions, (repository) =>
        Effect.all([
          repository.create(session),
          repository.revoke(session.tokenHash),
          repository.revoke(newTokenHash()),
        ]),
      ),
    );
    expect(await findActive(session.tokenHash, opened)).toEqual(Option.none());
  });

  it("purges the sessions expired at an instant and counts them", async () => {
    const later = "2030-01-01T00:00:00.000Z";
    const expiring = openSession(userId, newTokenHash(), false, "2029-12-31T00:00:00.000Z");
    const lasting = openSession(userId, newTokenHash(), true, "2029-12-31T00:00:00.000Z");
    await runtime.run(
      Effect.flatMap(sessions, (repository) =>
        Effect.all([repository.create(expiring), repository.create(lasting)]),
      ),
    );
    const purged = await runtime.run(
      Effect.flatMap(sessions, (repository) => repository.purgeExpired(later)),
    );
    // The earlier tests' sessions expired in 2026 and go too; the 30-day session stays.
    expect(purged).toBeGreaterThanOrEqual(2);
    expect(await findActive(lasting.tokenHash, later)).toEqual(
      Option.some({ session: lasting, user }),
    );
    expect(
      await runtime.run(Effect.flatMap(sessions, (repository) => repository.purgeExpired(later))),
    ).toBe(0);
  });
});
