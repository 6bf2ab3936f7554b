import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const standardsBesideRepository = fileURLToPath(
  new URL("../../../shared/standards", import.meta.url),
);

const nfeSchemasBesideRepository = fileURLToPath(
  new URL("../../../shared/standards/nfe", import.meta.url),
);

const chorusProEnv = {
  CHORUS_PRO_TOKEN_URL: "https://sandbox-oauth.piste.gouv.fr/api/oauth/token",
  CHORUS_PRO_API_URL: "https://sandbox-api.piste.gouv.fr",
  CHORUS_PRO_CLIENT_ID: "client",
  CHORUS_PRO_CLIENT_SECRET: "secret-hunter2",
  CHORUS_PRO_LOGIN: "TECH_1@cpro.fr",
  CHORUS_PRO_PASSWORD: "hunter2",
};

const configError = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig(env, "/srv/app");
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
};

describe("loadConfig", () => {
  it("has working defaults for a newcomer: port 3000 on localhost, ./data, PGlite", () => {
    expect(loadConfig({}, "/srv/app")).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.resolve("/srv/app", "data"),
      databaseUrl: null,
      appUrl: "http://localhost:3000",
      environment: "development",
      logLevel: "info",
      trustProxy: false,
      smtpUrl: null,
      resendApiKey: null,
      resendBaseUrl: null,
      mailFrom: "Invoicing <no-reply@localhost>",
      standardsDir: standardsBesideRepository,
      chorusPro: null,
      stripe: null,
      certificateKey: null,
      nfeSchemaDir: nfeSchemasBesideRepository,
      sefazCaFile: null,
      jobPollSeconds: 2,
      sandboxPaStepSeconds: 30,
      metricsToken: null,
    });
  });

  it("reads every variable it knows", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "0.0.0.0",
        DATA_DIR: "/var/lib/invoicing",
        DATABASE_URL: "postgres://app:secret@db:5432/invoicing",
        APP_URL: "https://invoices.example.com/",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        TRUST_PROXY: "true",
        SMTP_URL: "smtps://user:pass@smtp.example.com:465",
        RESEND_API_KEY: "re_123",
        RESEND_BASE_URL: "http://127.0.0.1:8025",
        MAIL_FROM: "Acme billing <billing@example.com>",
        STANDARDS_DIR: "standards",
        ...chorusProEnv,
        CERTIFICATE_KEY: Buffer.alloc(32, 7).toString("base64"),
        NFE_SCHEMA_DIR: "nfe",
        SEFAZ_CA_FILE: "icp-brasil.pem",
        JOBS_POLL_SECONDS: "0.5",
        METRICS_TOKEN: "scraper-token-0123456789",
      },
      "/srv/app",
    );
    expect(config).toEqual({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/invoicing",
      databaseUrl: "postgres://app:secret@db:5432/invoicing",
      appUrl: "https://invoices.example.com",
      environment: "production",
      logLevel: "warn",
      trustProxy: true,
      smtpUrl: "smtps://user:pass@smtp.example.com:465",
      resendApiKey: "re_123",
      resendBaseUrl: "http://127.0.0.1:8025",
      mailFrom: "Acme billing <billing@example.com>",
      standardsDir: "/srv/app/standards",
      chorusPro: {
        tokenUrl: "https://sandbox-oauth.piste.gouv.fr/api/oauth/token",
        apiUrl: "https://sandbox-api.piste.gouv.fr",
        clientId: "client",
        clientSecret: "secret-hunter2",
        login: "TECH_1@cpro.fr",
        password: "hunter2",
        timeoutMs: 30_000,
      },
      stripe: null,
      certificateKey: new Uint8Array(32).fill(7),
      nfeSchemaDir: "/srv/app/nfe",
      sefazCaFile: "/srv/app/icp-brasil.pem",
      jobPollSeconds: 0.5,
      sandboxPaStepSeconds: 30,
      metricsToken: "scraper-token-0123456789",
    });
  });

  it("refuses a metrics token shorter than 16 characters, never repeating it", () => {
    const error = configError({ METRICS_TOKEN: "short" });
    expect(error.variables).toEqual({
      METRICS_TOKEN: "must be at least 16 characters without spaces",
    });
  });

  it("refuses a job polling interval under half a second", () => {
    expect(configError({ JOBS_POLL_SECONDS: "0.1" }).variables).toEqual({
      JOBS_POLL_SECONDS: 'must be a number of seconds from 0.5 to 600 (got "0.1")',
    });
  });

  it("refuses a certificate key that is not 32 bytes, never repeating it", () => {
    const error = configError({ CERTIFICATE_KEY: Buffer.alloc(16, 7).toString("base64") });
    expect(Object.keys(error.variables)).toEqual(["CERTIFICATE_KEY"]);
    expect(error.message).not.toContain(Buffer.alloc(16, 7).toString("base64"));
  });

  it("refuses Chorus Pro settings given in part, naming the missing ones without any value", () => {
    const { CHORUS_PRO_LOGIN: _login, CHORUS_PRO_PASSWORD: _password, ...partial } = chorusProEnv;
    const error = configError(partial);
    expect(Object.keys(error.variables).sort()).toEqual([
      "CHORUS_PRO_LOGIN",
      "CHORUS_PRO_PASSWORD",
    ]);
    expect(error.message).not.toContain("hunter2");
  });

  it("reads Stripe's three keys together", () => {
    expect(
      loadConfig(
        {
          STRIPE_SECRET_KEY: "sk_live_51abc",
          STRIPE_PUBLISHABLE_KEY: "pk_live_51abc",
          STRIPE_WEBHOOK_SECRET: "whsec_abc",
        },
        "/srv/app",
      ).stripe,
    ).toEqual({
      secretKey: "sk_live_51abc",
      publishableKey: "pk_live_51abc",
      webhookSecret: "whsec_abc",
    });
  });

  it("refuses Stripe keys given in part or swapped, never repeating a secret", () => {
    expect(configError({ STRIPE_SECRET_KEY: "sk_test_hunter2" }).variables).toEqual({
      STRIPE_PUBLISHABLE_KEY: "must be set with the other STRIPE_ variables",
      STRIPE_WEBHOOK_SECRET: "must be set with the other STRIPE_ variables",
    });
    const swapped = configError({
      STRIPE_SECRET_KEY: "pk_test_hunter2",
      STRIPE_PUBLISHABLE_KEY: "sk_test_hunter2",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
    });
    expect(Object.keys(swapped.variables).sort()).toEqual([
      "STRIPE_PUBLISHABLE_KEY",
      "STRIPE_SECRET_KEY",
    ]);
    expect(swapped.variables.STRIPE_SECRET_KEY).toBe("must start with sk_ or rk_");
  });

  it("takes an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }, "/srv/app")).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it("sends mail from no-reply at the app's host unless MAIL_FROM says otherwise", () => {
    const config = loadConfig({ APP_URL: "https://invoices.example.com" }, "/srv/app");
    expect(config.mailFrom).toBe("Invoicing <no-reply@invoices.example.com>");
    expect(loadConfig({ MAIL_FROM: "billing@example.com" }, "/srv/app").mailFrom).toBe(
      "billing@example.com",
    );
    expect(configError({ MAIL_FROM: "Billing" }).variables).toEqual({
      MAIL_FROM: 'must be an address or Name <address> (got "Billing")',
    });
  });

  it("defaults the app URL to the port it listens on", () => {
    expect(loadConfig({ PORT: "4123" }, "/srv/app").appUrl).toBe("http://localhost:4123");
  });

  it("names a wrong port and shows its value", () => {
    const error = configError({ PORT: "eighty" });
    expect(error.variables).toEqual({
      PORT: 'must be a whole number from 0 to 65535 (got "eighty")',
    });
    expect(error.message).toContain("PORT");
  });

  it("refuses a port out of range", () => {
    expect(Object.keys(configError({ PORT: "70000" }).variables)).toEqual(["PORT"]);
  });

  it("names every wrong variable at once", () => {
    const error = configError({ NODE_ENV: "prod", LOG_LEVEL: "loud", APP_URL: "ftp://x" });
    expect(Object.keys(error.variables).sort()).toEqual(["APP_URL", "LOG_LEVEL", "NODE_ENV"]);
    expect(error.variables.NODE_ENV).toContain("development, production, test");
  });

  it("never repeats the value of a variable that may hold a secret", () => {
    const error = configError({
      DATABASE_URL: "mysql://root:hunter2@db/app",
      SMTP_URL: "http://user:hunter2@mail",
    });
    expect(Object.keys(error.variables).sort()).toEqual(["DATABASE_URL", "SMTP_URL"]);
    expect(error.message).not.toContain("hunter2");
  });
});
