import { Effect, Fiber, Layer } from "effect";
import { TestClock } from "effect/testing";
import { describe, expect, it } from "vitest";
import { aRegistration } from "../../testing/builders/index.ts";
import { fakeTokenHash, inMemoryPorts } from "../../testing/in-memory-ports.ts";
import type { LoginRequest } from "../auth/login-request.ts";
import { login } from "./login.ts";
import { registerUser } from "./register-user.ts";

const attempt = (password: string, overrides: Partial<LoginRequest> = {}) =>
  login({
    request: { email: "ana@example.com", password, rememberMe: false, ...overrides },
    address: "203.0.113.7",
  });

const withAccount = async () => {
  const ports = inMemoryPorts();
  await ports.run(registerUser(aRegistration()));
  return ports;
};

const failTimes = (ports: ReturnType<typeof inMemoryPorts>, count: number) => {
  for (let i = 0; i < count; i++) {
    ports.state.failures.push(
      { key: { kind: "email", value: "ana@example.com" }, at: ports.state.now },
      { key: { kind: "address", value: "203.0.113.7" }, at: ports.state.now },
    );
  }
};

describe("login", () => {
  it("signs in with the right password, the e-mail in any case", async () => {
    const ports = await withAccount();
    const { token, user } = await ports.run(attempt("secret1", { email: "ANA@example.com" }));
    expect(user.email).toBe("ana@example.com");
    expect(ports.state.sessions.get(fakeTokenHash(token))?.userId).toBe(user.id);
  });

  it("keeps a remembered session for 30 days", async () => {
    const ports = await withAccount();
    const { token } = await ports.run(attempt("secret1", { rememberMe: true }));
    expect(ports.state.sessions.get(fakeTokenHash(token))?.expiresAt).toBe(
      "2026-04-30T10:00:00.000Z",
    );
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const ports = await withAccount();
    const wrong = await ports.failure(attempt("wrong-password"));
    const unknown = await ports.failure(attempt("secret1", { email: "nobody@example.com" }));
    expect(wrong).toEqual(unknown);
    expect(wrong.key).toBe("auth.invalidcredentials");
  });

  it("spends a password hash on an unknown e-mail, so timing reveals no account", async () => {
    const ports = await withAccount();
    const before = ports.state.hashes;
    await ports.failure(attempt("secret1", { email: "nobody@example.com" }));
    expect(ports.state.hashes).toBe(before + 1);
  });

  it("counts a failure under the e-mail and under the address", async () => {
    const ports = await withAccount();
    await ports.failure(attempt("wrong-password"));
    expect(ports.state.failures.map((failure) => failure.key)).toEqual([
      { kind: "email", value: "ana@example.com" },
      { kind: "address", value: "203.0.113.7" },
    ]);
  });

  it("forgets the e-mail's failures after a success", async () => {
    const ports = await withAccount();
    failTimes(ports, 2);
    await ports.run(attempt("secret1"));
    expect(ports.state.failures.map((failure) => failure.key.kind)).toEqual(["address", "address"]);
  });

  it("refuses attempts after ten recent failures, even with the right password", async () => {
    const ports = await withAccount();
    failTimes(ports, 10);
    const error = await ports.failure(attempt("secret1"));
    expect(error).toMatchObject({ key: "auth.toomanyattempts", retryAfterSeconds: 900 });
  });

  it("refuses an address that failed on many accounts", async () => {
    const ports = await withAccount();
    for (let i = 0; i < 100; i++) {
      ports.state.failures.push({
        key: { kind: "address", value: "203.0.113.7" },
        at: ports.state.now,
      });
    }
    const error = await ports.failure(attempt("secret1"));
    expect(error.key).toBe("auth.toomanyattempts");
  });

  it("slows down the attempt after the free failures", async () => {
    const ports = await withAccount();
    failTimes(ports, 3);
    const program = Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(attempt("secret1"));
      yield* TestClock.adjust("249 millis");
      const early = fiber.pollUnsafe();
      yield* TestClock.adjust("1 millis");
      const signedIn = yield* Fiber.join(fiber);
      return { early, signedIn };
    });
    const { early, signedIn } = await Effect.runPromise(
      Effect.provide(program, Layer.merge(ports.layer, TestClock.layer())),
    );
    expect(early).toBeUndefined();
    expect(signedIn.user.email).toBe("ana@example.com");
  });
});
