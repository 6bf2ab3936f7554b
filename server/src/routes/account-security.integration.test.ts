import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { outboxMessages } from "../../testing/outbox.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

/** The quickest of several timings: what the work itself costs, the least touched by whatever
 * else the machine (another test worker, the database) was doing meanwhile. */
const fastest = (values: ReadonlyArray<number>): number => Math.min(...values);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describeEachBackend("account security", (backend) => {
  let server: TestServer;
  let account: TestAccount;
  beforeAll(async () => {
    server = await startTestServer(backend);
    account = await server.signUp();
  }, 60_000);
  afterAll(() => server?.close());

  const login = (email: string, password: string) =>
    server.request("POST", "/api/auth/login", { json: { email, password } });

  /** How long an answer takes, in milliseconds. */
  const timed = async (request: () => Promise<unknown>): Promise<number> => {
    const started = performance.now();
    await request();
    return performance.now() - started;
  };

  const forgetFailures = () => server.sql("delete from login_failures");

  it("stores passwords as scrypt N=2^15 r=8 p=1 with a 16-byte salt, never twice alike", async () => {
    const twin = await server.signUp({
      password: account.password,
      confirmPassword: account.password,
    });
    const rows = await server.sql("select password_hash as hash from users where id in (?, ?)", [
      account.user.id,
      twin.user.id,
    ]);
    const hashes = rows.map((row) => String(row.hash));
    for (const hash of hashes) {
      const match = /^\$scrypt\$ln=15,r=8,p=1\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/u.exec(hash);
      expect(match, hash).not.toBeNull();
      expect(Buffer.from(match?.[1] ?? "", "base64")).toHaveLength(16);
      expect(Buffer.from(match?.[2] ?? "", "base64")).toHaveLength(32);
      expect(hash).not.toContain(account.password);
    }
    expect(hashes[0]).not.toBe(hashes[1]);
    expect(hashes).toHaveLength(2);
  });

  it("gives 256-bit session tokens and stores only their SHA-256, which is how they are looked up", async () => {
    const fresh = await login(account.user.email, account.password);
    const { token } = fresh.body as { token: string };
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(32);
    const stored = await server.sql("select token_hash as hash from sessions where user_id = ?", [
      account.user.id,
    ]);
    expect(stored.map((row) => row.hash)).toContain(sha256(token));
    const everything = await server.sql("select string_agg(s::text, '|') as text from sessions s");
    expect(String(everything[0]?.text)).not.toContain(token);
    // A token one character off, or the stored hash itself presented as a token, opens nothing.
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const forged of [altered, sha256(token), token.toUpperCase()]) {
      expect((await server.request("GET", "/api/auth/me", { token: forged })).status).toBe(401);
    }
    expect((await server.request("GET", "/api/auth/me", { token })).status).toBe(200);
  });

  it("slows an account's failures after three, then refuses it while other accounts sign in", async () => {
    await forgetFailures();
    const victim = await server.signUp();
    const free = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      free.push(await timed(() => login(victim.user.email, "wrong password")));
    }
    const slowed = await timed(() => login(victim.user.email, "wrong password"));
    expect(slowed - fastest(free)).toBeGreaterThanOrEqual(200);
    await server.sql(
      `insert into login_failures (kind, key, at) select 'email', ?, now() from generate_series(1, 6)`,
      [victim.user.email],
    );
    const refused = await login(victim.user.email, victim.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "auth.toomanyattempts" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(account.user.email, account.password)).status).toBe(200);
  });

  it("refuses every sign-in from an address that failed a hundred times, right password or not", async () => {
    await forgetFailures();
    expect((await login("nobody@example.com", "wrong password")).status).toBe(401);
    const [address] = await server.sql(
      "select key from login_failures where kind = 'address' limit 1",
    );
    expect(address?.key).toBeTruthy();
    await server.sql(
      `insert into login_failures (kind, key, at) select 'address', ?, now() from generate_series(1, 99)`,
      [address?.key],
    );
    const refused = await login(account.user.email, account.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "auth.toomanyattempts" });
    await forgetFailures();
    expect((await login(account.user.email, account.password)).status).toBe(200);
  });

  it("answers an unknown e-mail exactly as a wrong password, in about the same time", async () => {
    const unknown = [];
    const known = [];
    for (let round = 0; round < 12; round += 1) {
      await forgetFailures();
      const answers = await Promise.all([
        login(`nobody-${round}@example.com`, "wrong password"),
        login(account.user.email, "wrong password"),
      ]);
      // Alike but for the request id every answer carries.
      const [first, second] = answers.map((answer) => ({
        ...(answer.body as object),
        requestId: "",
      }));
      expect(first).toEqual(second);
      expect(answers[0]?.status).toBe(401);
      unknown.push(await timed(() => login(`ghost-${round}@example.com`, "wrong password")));
      known.push(await timed(() => login(account.user.email, "wrong password")));
    }
    await forgetFailures();
    const hashTime = fastest(known);
    // Both spend one scrypt (about 80 ms here); without it an unknown e-mail would answer in ~2 ms.
    expect(fastest(unknown)).toBeGreaterThan(hashTime / 2);
    expect(Math.abs(fastest(unknown) - hashTime)).toBeLessThan(hashTime * 0.35);
  }, 60_000);

  it("answers forgot-password alike for known and unknown e-mails, in about the same time", async () => {
    const ask = (email: string) =>
      server.request("POST", "/api/auth/forgot-password", { json: { email } });
    const mailsBefore = (await outboxMessages(server)).length;
    const answers = [await ask("nobody@example.com"), await ask(account.user.email)];
    expect(answers[0]?.status).toBe(204);
    expect(answers[0]?.status).toBe(answers[1]?.status);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    const unknown = [];
    const known = [];
    for (let round = 0; round < 21; round += 1) {
      // Each answer is timed alone, the previous request's mail written meanwhile.
      await sleep(120);
      unknown.push(await timed(() => ask(`ghost-${round}@example.com`)));
      await sleep(120);
      known.push(await timed(() => ask(account.user.email)));
    }
    // The answer waits for neither the database write nor the mail of a known account (before
    // it did, a known e-mail answered 7.6 ms later than an unknown one here, through the outbox).
    expect(Math.abs(fastest(unknown) - fastest(known))).toBeLessThan(2.5);
    await vi.waitFor(async () => {
      expect((await outboxMessages(server)).length).toBe(mailsBefore + 22);
    });
  }, 30_000);
});
