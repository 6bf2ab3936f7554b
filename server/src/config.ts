import path from "node:path";
import { decodeFields } from "@invoicing/core";
import { Effect, Schema } from "effect";

/** The environments the server knows; production never seeds demo data. */
export const environments = ["development", "production", "test"] as const;
export type Environment = (typeof environments)[number];

/** How much the server logs; `silent` writes nothing (tests). */
export const logLevels = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/** The server's settings, read once from the environment at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path of the data folder: PGlite, stored files and the outbox live in it. */
  readonly dataDir: string;
  /** A PostgreSQL server to use instead of the embedded PGlite. */
  readonly databaseUrl: string | null;
  /** The address users reach the app at, for links in e-mails (password reset). */
  readonly appUrl: string;
  readonly environment: Environment;
  readonly logLevel: LogLevel;
  /** Take the client address from `X-Forwarded-For`: only behind a proxy that sets it. */
  readonly trustProxy: boolean;
  readonly smtpUrl: string | null;
  readonly resendApiKey: string | null;
}

/** The environment names a wrong variable; the message says which and why. */
export class ConfigError extends Error {
  readonly variables: Readonly<Record<string, string>>;
  constructor(variables: Readonly<Record<string, string>>) {
    const lines = Object.entries(variables).map(([name, problem]) => `  ${name}: ${problem}`);
    super(`Invalid configuration:\n${lines.join("\n")}`);
    this.name = "ConfigError";
    this.variables = variables;
  }
}

const urlWithProtocol = (protocols: ReadonlyArray<string>, message: string) =>
  Schema.String.annotate({ message }).pipe(
    Schema.check(
      Schema.makeFilter((value: string) => {
        if (!URL.canParse(value)) return message;
        return protocols.includes(new URL(value).protocol) ? undefined : message;
      }),
    ),
  );

const oneOf = <const L extends ReadonlyArray<string>>(values: L) =>
  Schema.Literals(values).annotate({ message: `must be one of ${values.join(", ")}` });

const portMessage = "must be a whole number from 0 to 65535";

const ConfigVariables = Schema.Struct({
  PORT: Schema.FiniteFromString.annotate({ message: portMessage }).pipe(
    Schema.check(
      Schema.isInt({ message: portMessage }),
      Schema.isBetween({ minimum: 0, maximum: 65535 }, { message: portMessage }),
    ),
    Schema.withDecodingDefaultTypeKey(Effect.succeed(3000)),
  ),
  HOST: Schema.String.pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed("127.0.0.1"))),
  DATA_DIR: Schema.String.pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed("./data"))),
  DATABASE_URL: Schema.optionalKey(
    urlWithProtocol(["postgres:", "postgresql:"], "must be a postgres:// or postgresql:// URL"),
  ),
  APP_URL: Schema.optionalKey(urlWithProtocol(["http:", "https:"], "must be an http(s) URL")),
  NODE_ENV: oneOf(environments).pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed("development" as const)),
  ),
  LOG_LEVEL: oneOf(logLevels).pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed("info" as const)),
  ),
  TRUST_PROXY: Schema.Literals(["true", "false"])
    .annotate({ message: "must be true or false" })
    .pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed("false" as const))),
  SMTP_URL: Schema.optionalKey(
    urlWithProtocol(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL"),
  ),
  RESEND_API_KEY: Schema.optionalKey(Schema.String),
});

// Their values may hold passwords or keys, so an error never repeats them.
const secretVariables = new Set(["DATABASE_URL", "SMTP_URL", "RESEND_API_KEY"]);

/**
 * Reads and checks the server's settings. An empty variable counts as unset. Throws a
 * `ConfigError` naming every wrong variable (and, unless it may be secret, its value).
 */
export const loadConfig = (
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): Config => {
  const given = Object.fromEntries(
    Object.keys(ConfigVariables.fields)
      .map((name) => [name, env[name]?.trim()] as const)
      .filter((entry): entry is readonly [string, string] => Boolean(entry[1])),
  );
  const decoded = decodeFields(ConfigVariables)(given);
  if ("fields" in decoded) {
    const variables = Object.fromEntries(
      Object.entries(decoded.fields).map(([name, problem]) => {
        const value = given[name];
        const shown = value === undefined || secretVariables.has(name) ? "" : ` (got "${value}")`;
        return [name, `${problem}${shown}`];
      }),
    );
    throw new ConfigError(variables);
  }
  const variables = decoded.value;
  return {
    port: variables.PORT,
    host: variables.HOST,
    dataDir: path.resolve(cwd, variables.DATA_DIR),
    databaseUrl: variables.DATABASE_URL ?? null,
    appUrl: (variables.APP_URL ?? `http://localhost:${variables.PORT}`).replace(/\/+$/u, ""),
    environment: variables.NODE_ENV,
    logLevel: variables.LOG_LEVEL,
    trustProxy: variables.TRUST_PROXY === "true",
    smtpUrl: variables.SMTP_URL ?? null,
    resendApiKey: variables.RESEND_API_KEY ?? null,
  };
};
