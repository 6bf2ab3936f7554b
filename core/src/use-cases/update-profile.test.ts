import { describe, expect, it } from "vitest";
import { aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { registerUser } from "./register-user.ts";
import { updateProfile } from "./update-profile.ts";

const withAccount = async () => {
  const ports = inMemoryPorts();
  const { user } = await ports.run(registerUser(aRegistration()));
  return { ports, user };
};

describe("updateProfile", () => {
  it("changes only the fields sent and keeps the display name in step", async () => {
    const { ports, user } = await withAccount();
    const updated = await ports.run(
      updateProfile({ userId: user.id, request: { lastName: "Costa", currency: "BRL" } }),
    );
    expect(updated).toEqual({ ...user, lastName: "Costa", name: "Ana Costa", currency: "BRL" });
  });

  it("clears optional text sent as null", async () => {
    const { ports, user } = await withAccount();
    const updated = await ports.run(
      updateProfile({ userId: user.id, request: { companyName: null } }),
    );
    expect(updated.companyName).toBeNull();
  });

  it("switches sandbox mode through settings", async () => {
    const { ports, user } = await withAccount();
    const updated = await ports.run(
      updateProfile({ userId: user.id, request: { settings: { sandboxMode: true } } }),
    );
    expect(updated.settings.sandboxMode).toBe(true);
  });

  it("stores a new e-mail lowercased, and refuses one another account has", async () => {
    const { ports, user } = await withAccount();
    await ports.run(registerUser(aRegistration({ email: "bo@example.com" })));
    const updated = await ports.run(
      updateProfile({ userId: user.id, request: { email: "Ana.Silva@Example.com" } }),
    );
    expect(updated.email).toBe("ana.silva@example.com");
    const error = await ports.failure(
      updateProfile({ userId: user.id, request: { email: "BO@example.com" } }),
    );
    expect(error.key).toBe("auth.emailtaken");
  });
});
