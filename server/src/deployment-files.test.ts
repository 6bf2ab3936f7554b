import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  BUILT_SERVER,
  BUILT_SERVER_ENVIRONMENT,
  BUILT_SERVER_NODE_OPTIONS,
  repositoryRoot,
} from "../testing/built-server.ts";
import { ConfigError, configVariableNames, loadConfig } from "./config.ts";

const read = (file: string) => readFileSync(path.join(repositoryRoot, file), "utf8");

interface ComposeService {
  readonly image?: string;
  readonly build?: unknown;
  readonly environment?: Readonly<Record<string, string>>;
  readonly volumes?: ReadonlyArray<string>;
  readonly healthcheck?: { readonly test: unknown };
}

const compose = parse(read("compose.yaml"), { merge: true }) as {
  readonly services: Readonly<Record<string, ComposeService>>;
  readonly volumes: Readonly<Record<string, unknown>>;
};

/** What an operator's `.env` gives (README, "Deployment"), as Docker Compose substitutes it. */
const dotEnv: Readonly<Record<string, string>> = {
  POSTGRES_PASSWORD: "a-long-database-password",
  SITE_ADDRESS: "invoices.example.com",
  CERTIFICATE_KEY: Buffer.alloc(32, 9).toString("base64"),
  METRICS_TOKEN: "0123456789abcdef0123456789abcdef",
};

// `${NAME}`, `${NAME:?message}` (required) and `${NAME:-default}`, as Compose reads them.
const substitute = (value: string): string =>
  value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/gu, (_, name: string, kind?: string, rest = "") => {
    const given = dotEnv[name];
    if (given !== undefined) return given;
    if (kind === "?") throw new Error(`${name} is required: ${rest}`);
    return kind === "-" ? rest : "";
  });

const appServices = Object.entries(compose.services).filter(
  ([, service]) => service.build !== undefined,
);

/** The variables a production server on PostgreSQL behind the proxy cannot do without. */
const requiredInProduction = [
  "NODE_ENV",
  "HOST",
  "DATABASE_URL",
  "APP_URL",
  "TRUST_PROXY",
  "CERTIFICATE_KEY",
] as const;

describe("compose.yaml", () => {
  it("runs PostgreSQL 17 on a volume, two app replicas of the image, and Caddy in front", () => {
    expect(compose.services.db?.image).toBe("postgres:17");
    expect(compose.services.db?.volumes).toContain("db-data:/var/lib/postgresql/data");
    expect(appServices.map(([name]) => name)).toEqual(["app-1", "app-2"]);
    expect(compose.services.caddy?.image).toMatch(/^caddy:2/u);
    for (const [, service] of [...appServices, ["db", compose.services.db]] as const) {
      expect(service?.healthcheck?.test).toBeDefined();
    }
    expect(read("Caddyfile")).toMatch(/reverse_proxy app-1:3000 app-2:3000/u);
    expect(read("Caddyfile")).toMatch(/health_uri \/api\/ready/u);
  });

  it("gives each replica every variable the server requires, each one it knows and valid", () => {
    for (const [name, service] of appServices) {
      const environment = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [
          key,
          substitute(String(value)),
        ]),
      );
      expect(
        Object.keys(environment).filter((key) => !configVariableNames.includes(key)),
        name,
      ).toEqual([]);
      for (const variable of requiredInProduction) {
        expect(environment[variable], `${name} ${variable}`).toBeTruthy();
      }
      const config = (() => {
        try {
          return loadConfig(environment, "/app");
        } catch (error) {
          if (error instanceof ConfigError) throw new Error(`${name}: ${error.message}`);
          throw error;
        }
      })();
      expect(config).toMatchObject({
        environment: "production",
        host: "0.0.0.0",
        appUrl: "https://invoices.example.com",
        trustProxy: true,
        dataDir: "/var/lib/invoicing",
        databaseUrl: expect.stringMatching(/^postgres:\/\/invoicing:.+@db:5432\/invoicing$/u),
      });
      expect(config.certificateKey).not.toBeNull();
    }
  });

  it("documents in README every variable an operator must set", () => {
    const required = new Set(
      [...read("compose.yaml").matchAll(/\$\{(\w+):\?/gu)].map((match) => match[1]),
    );
    const deployment = read("README.md").split("## Deployment")[1] ?? "";
    for (const variable of required) expect(deployment, variable).toContain(`\`${variable}\``);
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");

  it("builds on Node 24 and runs as a non-root user with only the runtime packages", () => {
    const stages = [...dockerfile.matchAll(/^FROM (\S+)/gmu)].map((match) => match[1]);
    expect(stages).toEqual(["node:24-bookworm-slim", "node:24-bookworm-slim"]);
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends libxml2-utils fonts-/u);
    expect(dockerfile).toMatch(/^USER invoicing$/mu);
  });

  it("starts the compiled server exactly as `npm run serve` and the build's test do", () => {
    const command = JSON.parse(/^CMD (\[.*\])$/mu.exec(dockerfile)?.[1] ?? "null") as string[];
    expect(command).toEqual(["node", ...BUILT_SERVER_NODE_OPTIONS, BUILT_SERVER]);
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> })
      .scripts;
    const assignments = Object.entries(BUILT_SERVER_ENVIRONMENT).map(
      ([name, value]) => `${name}=${value}`,
    );
    expect(scripts.serve).toBe([...assignments, ...command].join(" "));
    // `ENV NAME=value \` and its continuation lines, up to the first line without a backslash.
    const environment = /^ENV ((?:.*\\\n)*.*)$/mu.exec(dockerfile)?.[1] ?? "";
    const set = environment.split(/\s+\\?\s*/u).filter((word) => word.includes("="));
    for (const assignment of assignments) expect(set).toContain(assignment);
  });
});
