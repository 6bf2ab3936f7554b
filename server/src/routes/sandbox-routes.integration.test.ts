import type { TestResult } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { brazilSettingsBody, franceSettingsBody } from "@invoicing/fixtures/builders";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeout = 120_000;

const checkNames = (result: TestResult) => result.details.map((check) => check.name);

describeEachBackend("sandbox routes", (backend) => {
  let server: TestServer;
  let seller: TestAccount;

  const runTest = async (testType: string, token = seller.token) => {
    const response = await server.request("POST", "/api/e-invoice/sandbox/tests", {
      token,
      json: { testType },
    });
    return response;
  };
  const ran = async (testType: string, token = seller.token) => {
    const response = await runTest(testType, token);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return (response.body as { data: TestResult }).data;
  };
  const results = async (token = seller.token) => {
    const response = await server.request("GET", "/api/e-invoice/sandbox/tests", { token });
    expect(response.status).toBe(200);
    return (response.body as { data: ReadonlyArray<TestResult> }).data;
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    seller = await server.signUp();
  }, timeout);
  afterAll(() => server?.close());

  it("answers whether sandbox mode is on, from the account or the request's header", async () => {
    const status = (headers: Record<string, string> = {}) =>
      server.request("GET", "/api/e-invoice/sandbox/status", { token: seller.token, headers });
    expect((await status()).body).toEqual({ success: true, isSandbox: false });
    expect((await status({ "x-sandbox-mode": "true" })).body).toEqual({
      success: true,
      isSandbox: true,
    });
    const user = seller.user;
    await server.request("PUT", "/api/auth/profile", {
      token: seller.token,
      json: { settings: { ...user.settings, sandboxMode: true } },
    });
    expect((await status({ "x-sandbox-mode": "false" })).body).toMatchObject({ isSandbox: true });
    await server.request("PUT", "/api/auth/profile", {
      token: seller.token,
      json: { settings: { ...user.settings, sandboxMode: false } },
    });
    expect((await status()).body).toMatchObject({ isSandbox: false });
  });

  it("starts a new account with no results and refuses an unknown test type", async () => {
    expect(await results()).toEqual([]);
    const unknown = await runTest("germany");
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: "common.errors.validation",
      fields: { testType: "sandbox.errors.unknowntesttype" },
    });
    expect(await results()).toEqual([]);
  });

  it(
    "rejects the France sample of a seller without France settings, listing the SIREN rules",
    async () => {
      const result = await ran("france");
      expect(result).toMatchObject({ testType: "france", status: "error" });
      expect(result.details[0]).toMatchObject({
        name: "sandbox.checks.francesettings",
        status: "error",
        message: "sandbox.outcomes.nofrancesettings",
      });
      expect(result.details).toContainEqual(
        expect.objectContaining({
          name: "sandbox.checks.platform",
          status: "error",
          message: "sandbox.outcomes.rejected",
        }),
      );
      expect(checkNames(result)).toEqual(
        expect.arrayContaining(["BR-FR-10_BT-30", "BR-FR-13_BT-34"]),
      );
      const rule = result.details.find((check) => check.name === "BR-FR-10_BT-30");
      expect(rule?.status).toBe("error");
      expect(rule?.message).toContain("BR-FR-10");
    },
    timeout,
  );

  it(
    "deposits the France sample of complete settings, and warns when the VAT number is missing",
    async () => {
      const saved = await server.request("POST", "/api/pfu/settings", {
        token: seller.token,
        json: { settings: franceSettingsBody() },
      });
      expect(saved.status).toBe(200);
      const complete = await ran("france");
      expect(complete.status, JSON.stringify(complete.details)).toBe("success");
      expect(complete.details).toEqual([
        expect.objectContaining({ name: "sandbox.checks.francesettings", status: "success" }),
        expect.objectContaining({ name: "sandbox.checks.facturx", status: "success" }),
        expect.objectContaining({
          name: "sandbox.checks.platform",
          status: "success",
          message: "sandbox.outcomes.deposited",
          params: { flowId: expect.stringMatching(/^SANDBOX-/u) },
        }),
      ]);

      await server.request("POST", "/api/pfu/settings", {
        token: seller.token,
        json: { settings: franceSettingsBody({ vatNumber: "", address: "" }) },
      });
      const franchise = await ran("france");
      expect(franchise.status, JSON.stringify(franchise.details)).toBe("warning");
      expect(franchise.details.map((check) => check.message)).toEqual(
        expect.arrayContaining([
          "sandbox.outcomes.novatnumber",
          "sandbox.outcomes.noaddress",
          "sandbox.outcomes.deposited",
        ]),
      );
    },
    timeout,
  );

  it(
    "fails the Brazil test without settings, and passes it at SEFAZ's sandbox with them",
    async () => {
      const missing = await ran("brazil");
      expect(missing.status).toBe("error");
      expect(missing.details).toEqual([
        expect.objectContaining({ status: "error", message: "brazil.nfe.settingsmissing" }),
        expect.objectContaining({ status: "error", message: "sandbox.outcomes.notsubmitted" }),
      ]);

      const saved = await server.request("POST", "/api/sefaz/settings", {
        token: seller.token,
        json: { settings: brazilSettingsBody() },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const passed = await ran("brazil");
      // No A1 certificate uploaded: production would not be reachable, so the run warns.
      expect(passed.status, JSON.stringify(passed.details)).toBe("warning");
      expect(passed.details).toEqual([
        expect.objectContaining({ name: "sandbox.checks.brazilsettings", status: "success" }),
        expect.objectContaining({
          name: "sandbox.checks.certificate",
          status: "warning",
          message: "sandbox.outcomes.nocertificate",
        }),
        expect.objectContaining({
          name: "sandbox.checks.nfe",
          status: "success",
          params: { accessKey: expect.stringMatching(/^35\d{42}$/u) },
        }),
        expect.objectContaining({ name: "sandbox.checks.signature", status: "success" }),
        expect.objectContaining({
          name: "sandbox.checks.sefaz",
          status: "success",
          params: expect.objectContaining({ cStat: "100" }),
        }),
      ]);
      // The run is not an NF-e of the account: nothing was numbered or kept as a submission.
      expect(await server.sql("select count(*)::int as n from nfe_submissions")).toEqual([
        { n: 0 },
      ]);
    },
    timeout,
  );

  it("lists each user's results only, newest first, and keeps them", async () => {
    const mine = await results();
    expect(mine.map((result) => [result.testType, result.status])).toEqual([
      ["brazil", "warning"],
      ["brazil", "error"],
      ["france", "warning"],
      ["france", "success"],
      ["france", "error"],
    ]);
    const timestamps = mine.map((result) => result.timestamp);
    expect([...timestamps].sort().reverse()).toEqual(timestamps);

    const other = await server.signUp();
    expect(await results(other.token)).toEqual([]);
    const theirs = await ran("brazil", other.token);
    expect((await results(other.token)).map((result) => result.id)).toEqual([theirs.id]);
    expect(await results()).toEqual(mine);

    const again = await server.request("POST", "/api/auth/login", {
      json: { email: seller.user.email, password: seller.password },
    });
    const token = (again.body as { token: string }).token;
    expect(await results(token)).toEqual(mine);
  });
});
