import { randomBytes, randomUUID } from "node:crypto";
import {
  EmailTaken,
  openSession,
  SessionRepository,
  TokenHash,
  UserNotFound,
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
const now = "2026-03-31T09:30:00.000Z";
const users = Effect.service(UserRepository);
const sessions = Effect.service(SessionRepository);
const newTokenHash = () => Schema.decodeUnknownSync(TokenHash)(randomBytes(32).toString("hex"));

describeEachBackend("UserRepository", (backend) => {
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

  const create = (user = aUser(), passwordHash = "scrypt$hash") =>
    runtime.run(Effect.flatMap(users, (repository) => repository.create(user, passwordHash)));

  it("tells that no account exists in a new database, and that one does after a sign-up", async () => {
    expect(await runtime.run(Effect.flatMap(users, (repository) => repository.hasAny))).toBe(false);
    await create();
    expect(await runtime.run(Effect.flatMap(users, (repository) => repository.hasAny))).toBe(true);
  });

  it("stores an account under its normalised e-mail and finds it by id and by e-mail", async () => {
    const user = aUser({
      email: "  Ana.Silva@Example.COM ",
      companyName: "Silva Design",
      phone: "+33 1 23 45 67 89",
      address: "1 rue de la Paix",
      currency: "BRL",
      language: "ja",
      timeZone: "America/Sao_Paulo",
      settings: { sandboxMode: true },
    });
    const stored = await create(user, "scrypt$secret");
    expect(stored).toEqual({ ...user, email: "ana.silva@example.com" });
    const byId = await runtime.run(
      Effect.flatMap(users, (repository) => repository.findById(user.id)),
    );
    expect(byId).toEqual(Option.some(stored));
    const byEmail = await runtime.run(
      Effect.flatMap(users, (repository) => repository.findByEmail("ANA.silva@example.com")),
    );
    expect(byEmail).toEqual(Option.some({ user: stored, passwordHash: "scrypt$secret" }));
  });

  it("refuses a second account whose e-mail differs only in case", async () => {
    await create(aUser({ email: "twice@example.com" }));
    const failure = await runtime.failure(
      Effect.flatMap(users, (repository) =>
        repository.create(aUser({ email: "Twice@Example.com" }), "scrypt$x"),
      ),
    );
    expect(failure).toBeInstanceOf(EmailTaken);
  });

  it("lets one of ten concurrent sign-ups with one e-mail win and tells the others it is taken", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        runtime.run(
          Effect.flatMap(users, (repository) =>
            repository.create(aUser({ email: "race@example.com" }), "scrypt$x"),
          ).pipe(Effect.result),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome._tag === "Success")).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome._tag === "Failure")) {
      expect(outcome.failure).toBeInstanceOf(EmailTaken);
    }
  });

  it("finds nothing for an unknown or malformed id or an unknown e-mail", async () => {
    const found = await runtime.run(
      Effect.all([
        Effect.flatMap(users, (repository) => repository.findById(randomUUID())),
        Effect.flatMap(users, (repository) => repository.findById("not-a-uuid")),
        Effect.flatMap(users, (repository) => repository.findByEmail("nobody@example.com")),
      ]),
    );
    expect(found).toEqual([Option.none(), Option.none(), Option.none()]);
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const failures = await Promise.all([
        runtime.failure(Effect.flatMap(users, (repository) => repository.getCredentials(id))),
        runtime.failure(Effect.flatMap(users, (repository) => repository.update(aUser({ id })))),
        runtime.failure(
          Effect.flatMap(users, (repository) => repository.setPassword(id, "h", null)),
        ),
        runtime.failure(Effect.flatMap(users, (repository) => repository.setLogo(id, null))),
      ]);
      for (const failure of failures) expect(failure).toEqual(new UserNotFound({ userId: id }));
    }
  });

  it("replaces the profile but keeps the password, the logo and the role", async () => {
    const user = await create(aUser(), "scrypt$kept");
    await runtime.run(
      Effect.flatMap(users, (repository) => repository.setLogo(user.id, "/logo.png")),
    );
    const changed = {
      ...user,
      email: "New@Example.com",
      firstName: "Beatriz",
      lastName: "Costa",
      companyName: "Costa Ltda",
      currency: "USD" as const,
      language: "es" as const,
      timeZone: "Asia/Tokyo",
      role: "admin" as const,
      logo: null,
      settings: { sandboxMode: true },
    };
    const updated = await runtime.run(
      Effect.flatMap(users, (repository) => repository.update(changed)),
    );
    expect(updated).toEqual({
      ...changed,
      email: "new@example.com",
      name: "Beatriz Costa",
      role: "user",
      logo: "/logo.png",
    });
    const credentials = await runtime.run(
      Effect.flatMap(users, (repository) => repository.getCredentials(user.id)),
    );
    expect(credentials.passwordHash).toBe("scrypt$kept");
  });

  it("refuses to move a profile to another account's e-mail", async () => {
    await create(aUser({ email: "owner@example.com" }));
    const user = await create();
    const failure = await runtime.failure(
      Effect.flatMap(users, (repository) =>
        repository.update({ ...user, email: "OWNER@example.com" }),
      ),
    );
    expect(failure).toBeInstanceOf(EmailTaken);
  });

  it("sets a password and ends every other session of the account, and only of it", async () => {
    const user = await create();
    const other = await create();
    const [kept, ended, othersSession] = [newTokenHash(), newTokenHash(), newTokenHash()];
    await runtime.run(
      Effect.flatMap(sessions, (repository) =>
        Effect.all([
          repository.create(openSession(user.id, kept, true, now)),
          repository.create(openSession(user.id, ended, false, now)),
          repository.create(openSession(other.id, othersSession, false, now)),
        ]),
      ),
    );
    await runtime.run(
      Effect.flatMap(users, (repository) => repository.setPassword(user.id, "scrypt$new", kept)),
    );
    const active = (hash: TokenHash) =>
      runtime.run(
        Effect.flatMap(sessions, (repository) => repository.findActive(hash, now)).pipe(
          Effect.map(Option.isSome),
        ),
      );
    expect([await active(kept), await active(ended), await active(othersSession)]).toEqual([
      true,
      false,
      true,
    ]);
    const credentials = await runtime.run(
      Effect.flatMap(users, (repository) => repository.getCredentials(user.id)),
    );
    expect(credentials.passwordHash).toBe("scrypt$new");

    await runtime.run(
      Effect.flatMap(users, (repository) => repository.setPassword(user.id, "h", null)),
    );
    expect(await active(kept)).toBe(false);
  });

  it("sets and removes the logo, answering each time the one it replaced", async () => {
    const user = await create();
    const first = await runtime.run(
      Effect.flatMap(users, (repository) => repository.setLogo(user.id, "/api/files/logos/a.png")),
    );
    expect(first).toEqual({
      user: { ...user, logo: "/api/files/logos/a.png" },
      previousLogo: null,
    });
    const second = await runtime.run(
      Effect.flatMap(users, (repository) => repository.setLogo(user.id, "/api/files/logos/b.gif")),
    );
    expect(second.previousLogo).toBe("/api/files/logos/a.png");
    const removed = await runtime.run(
      Effect.flatMap(users, (repository) => repository.setLogo(user.id, null)),
    );
    expect(removed).toEqual({ user, previousLogo: "/api/files/logos/b.gif" });
  });
});
