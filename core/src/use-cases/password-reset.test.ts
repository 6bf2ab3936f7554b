import { describe, expect, it } from "vitest";
import { aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { currentUser } from "./current-user.ts";
import { forgotPassword } from "./forgot-password.ts";
import { login } from "./login.ts";
import { registerUser } from "./register-user.ts";
import { resetPassword } from "./reset-password.ts";

const appUrl = "https://invoices.example.com/";

const requestReset = (email = "ana@example.com") => forgotPassword({ request: { email }, appUrl });

const reset = (token: string, newPassword = "brand-new-pass") =>
  resetPassword({ token, newPassword, confirmPassword: newPassword });

const withMailedToken = async () => {
  const ports = inMemoryPorts();
  const { token } = await ports.run(registerUser(aRegistration()));
  await ports.run(requestReset("Ana@Example.com"));
  const link = /https:\S+/u.exec(ports.state.mails[0]?.text ?? "")?.[0] ?? "";
  const resetToken = /token=(\S+)$/u.exec(link)?.[1] ?? "";
  return { ports, sessionToken: token, resetToken, link };
};

describe("forgotPassword", () => {
  it("mails the account a link to the reset page, in the account's language", async () => {
    const { ports, link } = await withMailedToken();
    expect(ports.state.mails).toHaveLength(1);
    expect(ports.state.mails[0]).toMatchObject({
      to: "ana@example.com",
      subject: "Réinitialisez votre mot de passe",
    });
    expect(link).toMatch(/^https:\/\/invoices\.example\.com\/reset-password\?token=token-\d+$/u);
  });

  it("stores the reset token only as a hash, valid for one hour", async () => {
    const { ports, resetToken } = await withMailedToken();
    const [stored] = [...ports.state.resetTokens.values()];
    expect(stored?.tokenHash).not.toContain(resetToken);
    expect(stored?.expiresAt).toBe("2026-03-31T11:00:00.000Z");
  });

  it("answers an unknown e-mail the same way and mails nothing", async () => {
    const ports = inMemoryPorts();
    await expect(ports.run(requestReset("nobody@example.com"))).resolves.toBeUndefined();
    expect(ports.state.mails).toEqual([]);
  });

  it("does not tell the caller when the mail could not be sent", async () => {
    const ports = inMemoryPorts();
    await ports.run(registerUser(aRegistration()));
    ports.state.mailFails = true;
    await expect(ports.run(requestReset())).resolves.toBeUndefined();
  });
});

describe("resetPassword", () => {
  it("sets the new password and ends every session", async () => {
    const { ports, sessionToken, resetToken } = await withMailedToken();
    await ports.run(reset(resetToken));
    expect((await ports.failure(currentUser(sessionToken))).key).toBe("auth.unauthenticated");
    const signedIn = await ports.run(
      login({
        request: { email: "ana@example.com", password: "brand-new-pass", rememberMe: false },
        address: "203.0.113.7",
      }),
    );
    expect(signedIn.user.email).toBe("ana@example.com");
  });

  it("works once", async () => {
    const { ports, resetToken } = await withMailedToken();
    await ports.run(reset(resetToken));
    expect((await ports.failure(reset(resetToken, "another-pass"))).key).toBe(
      "auth.resettokeninvalid",
    );
  });

  it("refuses a token after its hour", async () => {
    const { ports, resetToken } = await withMailedToken();
    ports.state.now = "2026-03-31T11:00:00.000Z";
    expect((await ports.failure(reset(resetToken))).key).toBe("auth.resettokeninvalid");
  });

  it("refuses a token that was never issued", async () => {
    const ports = inMemoryPorts();
    expect((await ports.failure(reset("made-up"))).key).toBe("auth.resettokeninvalid");
  });
});
