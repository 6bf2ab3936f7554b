import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeout = 120_000;

const account = {
  tokenUrl: "https://sandbox-oauth.piste.gouv.fr/api/oauth/token",
  apiUrl: "https://sandbox-api.piste.gouv.fr",
  clientId: "piste-client",
  clientSecret: "piste-secret-value",
  login: "TECH_1234@cpro.fr",
  password: "chorus-password-value",
};

describeEachBackend("A user's own Chorus Pro account", (backend) => {
  let server: TestServer;
  let seller: TestAccount;

  beforeAll(async () => {
    server = await startTestServer(backend);
    seller = await server.signUp({ currency: "EUR" });
  }, timeout);
  afterAll(async () => {
    await server?.close();
  });

  const request = (method: string, path: string, json?: unknown) =>
    server.request(method, path, { token: seller.token, ...(json === undefined ? {} : { json }) });

  it(
    "is saved with its secrets sealed, shown without them, and kept when they are left blank",
    async () => {
      expect((await request("GET", "/api/france/chorus-pro/settings")).body).toEqual({
        data: null,
      });
      const shown = {
        tokenUrl: account.tokenUrl,
        apiUrl: account.apiUrl,
        clientId: account.clientId,
        login: account.login,
        clientSecretSaved: true,
        passwordSaved: true,
      };
      const saved = await request("PUT", "/api/france/chorus-pro/settings", account);
      expect(saved.body).toEqual({ data: shown });
      const rows = await server.sql("select * from chorus_pro_settings where user_id = ?", [
        seller.user.id,
      ]);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(account.clientSecret);
      expect(stored).not.toContain(account.password);

      const renamed = await request("PUT", "/api/france/chorus-pro/settings", {
        ...account,
        login: "TECH_5678@cpro.fr",
        clientSecret: "",
        password: "",
      });
      expect(renamed.body).toEqual({ data: { ...shown, login: "TECH_5678@cpro.fr" } });
    },
    timeout,
  );

  it(
    "refuses an account without its addresses, naming each field",
    async () => {
      const refused = await request("PUT", "/api/france/chorus-pro/settings", {
        ...account,
        tokenUrl: "not an address",
        apiUrl: "",
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        fields: { tokenUrl: "pasettings.invalidurl", apiUrl: "pasettings.required" },
      });
    },
    timeout,
  );
});
