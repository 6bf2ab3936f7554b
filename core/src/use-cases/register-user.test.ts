import { describe, expect, it } from "vitest";
import { aRegistration } from "../../testing/builders/index.ts";
import { fakePasswordHash, fakeTokenHash, inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { registerUser } from "./register-user.ts";

describe("registerUser", () => {
  it("opens an account under the lowercased e-mail and signs it in for 24 hours", async () => {
    const ports = inMemoryPorts();
    const { token, user } = await ports.run(registerUser(aRegistration()));
    expect(user).toMatchObject({
      email: "ana@example.com",
      name: "Ana Silva",
      role: "user",
      currency: "EUR",
      language: "fr",
      timeZone: "Europe/Paris",
      logo: null,
      settings: { sandboxMode: false },
    });
    expect(ports.state.sessions.get(fakeTokenHash(token))).toMatchObject({
      userId: user.id,
      expiresAt: "2026-04-01T10:00:00.000Z",
    });
  });

  it("stores only a hash of the password", async () => {
    const ports = inMemoryPorts();
    const { user } = await ports.run(registerUser(aRegistration()));
    expect(ports.state.users.get(user.id)?.passwordHash).toBe(fakePasswordHash("secret1"));
  });

  it("refuses a second account for the same e-mail written in another case", async () => {
    const ports = inMemoryPorts();
    await ports.run(registerUser(aRegistration()));
    const error = await ports.failure(registerUser(aRegistration({ email: " ANA@example.COM" })));
    expect(error.key).toBe("auth.emailtaken");
  });

  it("starts the account in UTC when the browser told no time zone", async () => {
    const ports = inMemoryPorts();
    const { timeZone: _zone, ...withoutZone } = aRegistration();
    const { user } = await ports.run(registerUser(withoutZone));
    expect(user.timeZone).toBe("UTC");
  });
});
