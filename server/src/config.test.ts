import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

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
    });
  });

  it("takes an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }, "/srv/app")).toMatchObject({
      port: 3000,
      databaseUrl: null,
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
