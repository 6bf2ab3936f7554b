import { describe, expect, it } from "vitest";
import { aRegistration } from "../../testing/builders/index.ts";
import { fakePasswordHash, fakeTokenHash, inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { changePassword } from "./change-password.ts";
import { currentUser } from "./current-user.ts";
import { login } from "./login.ts";
import { logout } from "./logout.ts";
import { purgeExpiredSessions } from "./purge-expired-sessions.ts";
import { registerUser } from "./register-user.ts";

const signIn = (password = "secret1") =>
  login({
    request: { email: "ana@example.com", password, rememberMe: false },
    address: "203.0.113.7",
  });

describe("currentUser", () => {
  it("finds the account of an active session's token", async () => {
    const ports = inMemoryPorts();
    const { token, user } = await ports.run(registerUser(aRegistration()));
    const found = await ports.run(currentUser(token));
    expect(found.user).toEqual(user);
    expect(found.session.tokenHash).toBe(fakeTokenHash(token));
  });

  it("refuses an unknown token", async () => {
    const ports = inMemoryPorts();
    expect((await ports.failure(currentUser("made-up"))).key).toBe("auth.unauthenticated");
  });

  it("refuses a token whose session has expired", async () => {
    const ports = inMemoryPorts();
    const { token } = await ports.run(registerUser(aRegistration()));
    ports.state.now = "2026-04-01T10:00:00.000Z";
    expect((await ports.failure(currentUser(token))).key).toBe("auth.unauthenticated");
  });

  it("refuses a token after logout", async () => {
    const ports = inMemoryPorts();
    const { token } = await ports.run(registerUser(aRegistration()));
    await ports.run(logout(token));
    expect((await ports.failure(currentUser(token))).key).toBe("auth.unauthenticated");
  });

  it("refuses a token whose account no longer exists", async () => {
    const ports = inMemoryPorts();
    const { token, user } = await ports.run(registerUser(aRegistration()));
    ports.state.users.delete(user.id);
    expect((await ports.failure(currentUser(token))).key).toBe("auth.unauthenticated");
  });
});

describe("changePassword", () => {
  it("refuses a wrong current password and keeps the old one", async () => {
    const ports = inMemoryPorts();
    const { token, user } = await ports.run(registerUser(aRegistration()));
    const error = await ports.failure(
      changePassword({
        userId: user.id,
        sessionTokenHash: fakeTokenHash(token),
        request: { currentPassword: "wrong", newPassword: "new-password" },
      }),
    );
    expect(error.key).toBe("settings.wrongcurrentpassword");
    expect(ports.state.users.get(user.id)?.passwordHash).toBe(fakePasswordHash("secret1"));
  });

  it("sets the new password and ends every session but the one changing it", async () => {
    const ports = inMemoryPorts();
    const { token, user } = await ports.run(registerUser(aRegistration()));
    const other = await ports.run(signIn());
    await ports.run(
      changePassword({
        userId: user.id,
        sessionTokenHash: fakeTokenHash(token),
        request: { currentPassword: "secret1", newPassword: "new-password" },
      }),
    );
    expect((await ports.run(currentUser(token))).user.id).toBe(user.id);
    expect((await ports.failure(currentUser(other.token))).key).toBe("auth.unauthenticated");
    expect((await ports.failure(signIn())).key).toBe("auth.invalidcredentials");
    expect((await ports.run(signIn("new-password"))).user.id).toBe(user.id);
  });
});

describe("purgeExpiredSessions", () => {
  it("deletes the sessions expired at the clock's time", async () => {
    const ports = inMemoryPorts();
    await ports.run(registerUser(aRegistration()));
    ports.state.now = "2026-04-02T00:00:00.000Z";
    expect(await ports.run(purgeExpiredSessions)).toBe(1);
    expect(ports.state.sessions.size).toBe(0);
  });
});
