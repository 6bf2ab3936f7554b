import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxMessages, resetTokenIn } from "../../testing/outbox.ts";
import { startTestServer, type TestServer } from "../../testing/start-test-server.ts";

describeEachBackend("auth routes", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  const me = (token: string) => server.request("GET", "/api/auth/me", { token });

  describe("register", () => {
    it("opens an account, signs it in and never shows the password hash", async () => {
      const response = await server.request("POST", "/api/auth/register", {
        json: {
          firstName: " Grace ",
          lastName: "Hopper",
          email: "Grace.Hopper@Example.com",
          password: "secret1",
          confirmPassword: "secret1",
          currency: "EUR",
          language: "fr",
          timeZone: "Europe/Paris",
        },
      });
      expect(response.status).toBe(201);
      const body = response.body as { token: string; user: Record<string, unknown> };
      expect(body.token.length).toBeGreaterThanOrEqual(43);
      expect(body.user).toMatchObject({
        name: "Grace Hopper",
        email: "grace.hopper@example.com",
        currency: "EUR",
        language: "fr",
        timeZone: "Europe/Paris",
        role: "user",
        logo: null,
      });
      expect(JSON.stringify(body)).not.toMatch(/secret1|passwordHash|scrypt/u);
      expect((await me(body.token)).status).toBe(200);
    });

    it("opens a Brazilian account in Portuguese and reais, answering its errors in Portuguese", async () => {
      const response = await server.request("POST", "/api/auth/register", {
        json: {
          firstName: "Ana",
          lastName: "Souza",
          email: "ana.souza@example.com.br",
          password: "secret1",
          confirmPassword: "secret1",
          currency: "BRL",
          language: "pt-BR",
        },
      });
      expect(response.status).toBe(201);
      const body = response.body as { token: string; user: Record<string, unknown> };
      expect(body.user).toMatchObject({ currency: "BRL", language: "pt-BR" });
      const missing = await server.request(
        "GET",
        "/api/invoices/00000000-0000-4000-8000-000000000000",
        { token: body.token },
      );
      expect(missing.body).toMatchObject({ message: "Fatura não encontrada." });
    });

    it("answers a visitor whose browser asks for Portuguese in Brazilian Portuguese", async () => {
      const response = await server.request("POST", "/api/auth/login", {
        json: { email: "nobody@example.com.br", password: "secret1" },
        headers: { "Accept-Language": "pt-BR,pt;q=0.9,en;q=0.8" },
      });
      expect(response.body).toMatchObject({ message: "O e-mail ou a senha estão incorretos." });
    });

    it("refuses an e-mail taken in another case with 409 auth.emailtaken", async () => {
      const first = await server.signUp();
      const response = await server.request("POST", "/api/auth/register", {
        json: {
          firstName: "B",
          lastName: "C",
          email: first.user.email.toUpperCase(),
          password: "secret1",
          confirmPassword: "secret1",
        },
      });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ success: false, code: "auth.emailtaken" });
    });

    it("names each invalid field with its key (422)", async () => {
      const response = await server.request("POST", "/api/auth/register", {
        json: { firstName: "", email: "not-an-email", password: "123", confirmPassword: "456" },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        code: "common.errors.validation",
        fields: {
          firstName: "auth.firstnamerequired",
          lastName: "auth.lastnamerequired",
          email: "auth.invalidemail",
          password: "auth.passwordminlength",
        },
      });
    });

    it("refuses values of the wrong type without a 500", async () => {
      const response = await server.request("POST", "/api/auth/register", {
        json: { firstName: 1, lastName: [], email: {}, password: null, currency: "XXX" },
      });
      expect(response.status).toBe(422);
      expect(Object.keys((response.body as { fields: object }).fields)).toEqual(
        expect.arrayContaining(["firstName", "lastName", "email", "password", "currency"]),
      );
    });
  });

  describe("login and sessions", () => {
    it("signs in by e-mail in any case and password", async () => {
      const account = await server.signUp();
      const response = await server.request("POST", "/api/auth/login", {
        json: { email: account.user.email.toUpperCase(), password: account.password },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ user: { id: account.user.id } });
    });

    it("answers a wrong password and an unknown e-mail alike (401)", async () => {
      const account = await server.signUp();
      const wrong = await server.request("POST", "/api/auth/login", {
        json: { email: account.user.email, password: "not the password" },
      });
      const unknown = await server.request("POST", "/api/auth/login", {
        json: { email: "nobody-here@example.com", password: "whatever" },
      });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ code: "auth.invalidcredentials" });
      }
    });

    it("keeps a remembered session 30 days and another 24 hours", async () => {
      const account = await server.signUp();
      const tokens = [];
      for (const rememberMe of [true, false]) {
        const response = await server.request("POST", "/api/auth/login", {
          json: { email: account.user.email, password: account.password, rememberMe },
        });
        tokens.push((response.body as { token: string }).token);
      }
      const rows = await server.sql(
        `select extract(epoch from expires_at - now())::float8 as "seconds" from sessions
         where user_id = ? order by expires_at desc limit 2`,
        [account.user.id],
      );
      const days = rows.map((row) => Number(row.seconds) / 86_400);
      expect(days[0]).toBeGreaterThan(29.9);
      expect(days[1]).toBeLessThan(1.01);
      expect(days[1]).toBeGreaterThan(0.9);
    });

    it("refuses sign-in with 429 and Retry-After once an e-mail failed too often", async () => {
      const account = await server.signUp();
      // Ten recent failures, as the throttle counts them, without waiting through its delays.
      for (let failure = 0; failure < 10; failure += 1) {
        await server.sql(`insert into login_failures (kind, key, at) values ('email', ?, now())`, [
          account.user.email,
        ]);
      }
      const response = await server.request("POST", "/api/auth/login", {
        json: { email: account.user.email, password: account.password },
      });
      expect(response.status).toBe(429);
      expect(response.body).toMatchObject({ code: "auth.toomanyattempts" });
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("answers 401 auth.unauthenticated without a token, with a junk or unknown one", async () => {
      for (const headers of [
        {},
        { Authorization: "Bearer" },
        { Authorization: "Basic abc" },
        { Authorization: "Bearer not-a-real-token" },
      ]) {
        const response = await server.request("GET", "/api/auth/me", { headers });
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ success: false, code: "auth.unauthenticated" });
      }
    });

    it("ends a session at logout: its token then gets 401", async () => {
      const account = await server.signUp();
      expect(
        (await server.request("POST", "/api/auth/logout", { token: account.token })).status,
      ).toBe(204);
      expect((await me(account.token)).status).toBe(401);
    });

    it("answers 401 for an expired session", async () => {
      const account = await server.signUp();
      await server.sql(
        `update sessions set expires_at = now() - interval '1 second' where user_id = ?`,
        [account.user.id],
      );
      expect((await me(account.token)).status).toBe(401);
    });

    it("answers errors in the signed-in user's language", async () => {
      const account = await server.signUp({ language: "es" });
      const response = await server.request(
        "GET",
        "/api/invoices/00000000-0000-4000-8000-000000000000",
        {
          token: account.token,
          headers: { "Accept-Language": "ja" },
        },
      );
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: "No se encontró la factura." });
    });
  });

  describe("profile", () => {
    it("answers the signed-in account at /me", async () => {
      const account = await server.signUp();
      const response = await me(account.token);
      expect(response.body).toEqual({ user: account.user });
    });

    it("changes the fields sent and keeps the others", async () => {
      const account = await server.signUp({ companyName: "Analytical Engines" });
      const response = await server.request("PUT", "/api/auth/profile", {
        token: account.token,
        json: { lastName: "Byron", currency: "JPY", settings: { sandboxMode: true }, phone: "" },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        user: {
          firstName: "Ada",
          lastName: "Byron",
          name: "Ada Byron",
          companyName: "Analytical Engines",
          currency: "JPY",
          phone: null,
          settings: { sandboxMode: true },
        },
      });
      expect((await me(account.token)).body).toEqual(response.body);
    });

    it("refuses another account's e-mail with 409 and a blank e-mail with 422", async () => {
      const other = await server.signUp();
      const account = await server.signUp();
      const taken = await server.request("PUT", "/api/auth/profile", {
        token: account.token,
        json: { email: other.user.email },
      });
      expect(taken.status).toBe(409);
      const blank = await server.request("PUT", "/api/auth/profile", {
        token: account.token,
        json: { email: "  " },
      });
      expect(blank.status).toBe(422);
      expect(blank.body).toMatchObject({ fields: { email: "settings.emailrequired" } });
    });
  });

  describe("password", () => {
    it("changes the password and ends every other session, keeping this one", async () => {
      const account = await server.signUp();
      const other = await server.request("POST", "/api/auth/login", {
        json: { email: account.user.email, password: account.password },
      });
      const otherToken = (other.body as { token: string }).token;
      const response = await server.request("PUT", "/api/user/password", {
        token: account.token,
        json: { currentPassword: account.password, newPassword: "a new password" },
      });
      expect(response.status).toBe(204);
      expect((await me(account.token)).status).toBe(200);
      expect((await me(otherToken)).status).toBe(401);
      const login = await server.request("POST", "/api/auth/login", {
        json: { email: account.user.email, password: "a new password" },
      });
      expect(login.status).toBe(200);
    });

    it("refuses a wrong current password (422) and a short new one (422)", async () => {
      const account = await server.signUp();
      const wrong = await server.request("PUT", "/api/user/password", {
        token: account.token,
        json: { currentPassword: "not it", newPassword: "long enough" },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ code: "settings.wrongcurrentpassword" });
      const short = await server.request("PUT", "/api/user/password", {
        token: account.token,
        json: { currentPassword: account.password, newPassword: "short" },
      });
      expect(short.status).toBe(422);
      expect(short.body).toMatchObject({ fields: { newPassword: "settings.passwordminlength" } });
    });
  });

  describe("forgot and reset password", () => {
    it("answers the same for an unknown e-mail and mails nothing", async () => {
      const before = (await outboxMessages(server)).length;
      const response = await server.request("POST", "/api/auth/forgot-password", {
        json: { email: "nobody-at-all@example.com" },
      });
      expect(response.status).toBe(204);
      expect((await outboxMessages(server)).length).toBe(before);
    });

    it("mails a single-use link whose token sets a new password and ends every session", async () => {
      const account = await server.signUp();
      const response = await server.request("POST", "/api/auth/forgot-password", {
        json: { email: account.user.email },
      });
      expect(response.status).toBe(204);
      // The mail leaves after the answer, so that its time tells nothing of the account.
      const mail = await vi.waitFor(async () => {
        const found = (await outboxMessages(server)).find((eml) =>
          eml.includes(account.user.email),
        );
        if (found === undefined) throw new Error("no reset mail yet");
        return found;
      });
      const token = resetTokenIn(mail);
      expect(token).not.toBeNull();
      const reset = await server.request("POST", "/api/auth/reset-password", {
        json: { token, newPassword: "brand new secret", confirmPassword: "brand new secret" },
      });
      expect(reset.status).toBe(204);
      expect((await me(account.token)).status).toBe(401);
      const login = await server.request("POST", "/api/auth/login", {
        json: { email: account.user.email, password: "brand new secret" },
      });
      expect(login.status).toBe(200);
      const again = await server.request("POST", "/api/auth/reset-password", {
        json: { token, newPassword: "another secret", confirmPassword: "another secret" },
      });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: "auth.resettokeninvalid" });
    });
  });
});
