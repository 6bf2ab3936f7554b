import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/start-test-server.ts";

describeEachBackend("NFS-e settings routes", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  describe("/api/sefaz/nfse-settings", { timeout: 30_000 }, () => {
    it("answers null before the first save, then the saved settings with their defaults", async () => {
      const account = await server.signUp();
      const empty = await server.request("GET", "/api/sefaz/nfse-settings", {
        token: account.token,
      });
      expect(empty.body).toEqual({ success: true, data: null });

      const saved = await server.request("POST", "/api/sefaz/nfse-settings", {
        token: account.token,
        json: { settings: { serviceCode: "010701", issRate: 2.5, nbsCode: "115022000" } },
      });
      expect(saved.status).toBe(200);
      const read = await server.request("GET", "/api/sefaz/nfse-settings", {
        token: account.token,
      });
      expect(read.body).toEqual({
        success: true,
        data: {
          serie: "1",
          serviceCode: "010701",
          nbsCode: "115022000",
          issRate: 2.5,
          issWithheld: false,
          simplesApuracao: "1",
          specialRegime: "0",
        },
      });

      await server.request("POST", "/api/sefaz/nfse-settings", {
        token: account.token,
        json: {
          settings: {
            serie: "900",
            serviceCode: "170101",
            issRate: null,
            issWithheld: true,
            simplesApuracao: "3",
            specialRegime: "5",
          },
        },
      });
      const replaced = await server.request("GET", "/api/sefaz/nfse-settings", {
        token: account.token,
      });
      expect(replaced.body).toMatchObject({
        data: {
          serie: "900",
          serviceCode: "170101",
          nbsCode: null,
          issRate: null,
          issWithheld: true,
        },
      });
    });

    it("refuses a malformed series, service code, NBS code and an ISS rate outside 2–5 %", async () => {
      const account = await server.signUp();
      const refused = await server.request("POST", "/api/sefaz/nfse-settings", {
        token: account.token,
        json: {
          settings: { serie: "123456", serviceCode: "990", nbsCode: "12", issRate: 7 },
        },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        fields: {
          "settings.serie": "brazilsettings.nfse.serieformat",
          "settings.serviceCode": "catalogue.validation.servicecodeformat",
          "settings.nbsCode": "brazilsettings.nfse.nbsformat",
          "settings.issRate": "brazilsettings.nfse.issrateoutofrange",
        },
      });
    });
  });
});
