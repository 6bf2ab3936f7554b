import { randomBytes } from "node:crypto";
import {
  issueResetToken,
  PasswordResetRepository,
  ResetTokenInvalid,
  TokenHash,
  UserRepository,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { aUser } from "@invoicing/fixtures/builders";
import { Effect, Schema } from "effect";
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
const resets = Effect.service(PasswordResetRepository);
const newTokenHash = () => Schema.decodeUnknownSync(TokenHash)(randomBytes(32).toString("hex"));
const issued = "2026-03-31T09:30:00.000Z";
const withinTheHour = "2026-03-31T10:29:59.999Z";
const expired = "2026-03-31T10:30:00.000Z";

describeEachBackend("PasswordResetRepository", (backend) => {
  let test: MigratedTestDatabase;
  let runtime: RepositoryRuntime;
  let userId: string;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    runtime = repositoryRuntime(test.database);
    const user = await runtime.run(
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

  const issue = async () => {
    const token = issueResetToken(userId, newTokenHash(), issued);
    await runtime.run(Effect.flatMap(resets, (repository) => repository.create(token)));
    return token.tokenHash;
  };
  const consume = (tokenHash: TokenHash, now: string) =>
    Effect.flatMap(resets, (repository) => repository.consume(tokenHash, now));

  it("answers the token's user once, then refuses the used token", async () => {
    const tokenHash = await issue();
    expect(await runtime.run(consume(tokenHash, withinTheHour))).toBe(userId);
    expect(await runtime.failure(consume(tokenHash, withinTheHour))).toBeInstanceOf(
      ResetTokenInvalid,
    );
  });

  it("refuses an expired token and an unknown one", async () => {
    const tokenHash = await issue();
    expect(await runtime.failure(consume(tokenHash, expired))).toBeInstanceOf(ResetTokenInvalid);
    expect(await runtime.failure(consume(newTokenHash(), issued))).toBeInstanceOf(
      ResetTokenInvalid,
    );
  });

  it("lets only one of ten concurrent uses of a token succeed", async () => {
    const tokenHash = await issue();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        runtime.run(consume(tokenHash, withinTheHour).pipe(Effect.result)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome._tag === "Success")).toHaveLength(1);
  });
});
