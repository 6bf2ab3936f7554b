import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type ChorusProConfig,
  certificateVaultKey,
  type StripeSettings,
} from "@invoicing/adapters";
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
  /** Another endpoint speaking Resend's API (a local stand-in); null for Resend's own. */
  readonly resendBaseUrl: string | null;
  /**
   * The sender of every e-mail, `Name <address>`; replies go to the user
   * (docs/PRODUCT-RULES.md#email).
   */
  readonly mailFrom: string;
  /** Absolute path of the official standards (Factur-X XSD and schematrons) the sandbox runs. */
  readonly standardsDir: string;
  /** Chorus Pro through PISTE; null sends every French submission to the sandbox. */
  readonly chorusPro: ChorusProConfig | null;
  /** The key sealing NF-e certificates (32 bytes); null: a development key, or none in production. */
  readonly certificateKey: Uint8Array | null;
  /** Absolute path of the NF-e schema package (nfe_v4.00.xsd and its includes). */
  readonly nfeSchemaDir: string;
  /** A PEM file of the ICP-Brasil chain SEFAZ servers present; null keeps every NF-e in the sandbox. */
  readonly sefazCaFile: string | null;
  /**
   * Stripe's keys; null sends every payment to the built-in sandbox provider
   * (docs/PRODUCT-RULES.md#payments).
   */
  readonly stripe: StripeSettings | null;
  /** How often each job worker asks the queue for work, in seconds. */
  readonly jobPollSeconds: number;
  /** The time between two statuses of a deposit on the sandbox PA, in seconds. */
  readonly sandboxPaStepSeconds: number;
  /** The bearer token a scraper sends for `/metrics`; null leaves the metrics off. */
  readonly metricsToken: string | null;
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
const metricsTokenMessage = "must be at least 16 characters without spaces";
const pollMessage = "must be a number of seconds from 0.5 to 600";
const stepMessage = "must be a number of seconds from 1 to 3600";

// Stripe's keys say what they are by their prefix: a swapped pair is caught at start.
const keyWithPrefix = (prefixes: ReadonlyArray<string>) => {
  const message = `must start with ${prefixes.join(" or ")}`;
  return Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((value: string) =>
        prefixes.some((prefix) => value.startsWith(prefix)) ? undefined : message,
      ),
    ),
  );
};

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
  RESEND_BASE_URL: Schema.optionalKey(
    urlWithProtocol(["http:", "https:"], "must be an http(s) URL"),
  ),
  MAIL_FROM: Schema.optionalKey(
    Schema.String.pipe(
      Schema.check(
        Schema.isPattern(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/u, {
          message: "must be an address or Name <address>",
        }),
      ),
    ),
  ),
  STANDARDS_DIR: Schema.optionalKey(Schema.String),
  CHORUS_PRO_TOKEN_URL: Schema.optionalKey(
    urlWithProtocol(["https:", "http:"], "must be an http(s) URL"),
  ),
  CHORUS_PRO_API_URL: Schema.optionalKey(
    urlWithProtocol(["https:", "http:"], "must be an http(s) URL"),
  ),
  CHORUS_PRO_CLIENT_ID: Schema.optionalKey(Schema.String),
  CHORUS_PRO_CLIENT_SECRET: Schema.optionalKey(Schema.String),
  CHORUS_PRO_LOGIN: Schema.optionalKey(Schema.String),
  CHORUS_PRO_PASSWORD: Schema.optionalKey(Schema.String),
  CERTIFICATE_KEY: Schema.optionalKey(
    Schema.String.pipe(
      Schema.check(
        Schema.makeFilter((value: string) => {
          try {
            certificateVaultKey(value);
            return undefined;
          } catch {
            return "must be 32 bytes as base64 (openssl rand -base64 32) or 64 hex digits";
          }
        }),
      ),
    ),
  ),
  NFE_SCHEMA_DIR: Schema.optionalKey(Schema.String),
  SEFAZ_CA_FILE: Schema.optionalKey(Schema.String),
  STRIPE_SECRET_KEY: Schema.optionalKey(keyWithPrefix(["sk_", "rk_"])),
  STRIPE_PUBLISHABLE_KEY: Schema.optionalKey(keyWithPrefix(["pk_"])),
  STRIPE_WEBHOOK_SECRET: Schema.optionalKey(keyWithPrefix(["whsec_"])),
  STRIPE_CONNECT_CLIENT_ID: Schema.optionalKey(keyWithPrefix(["ca_"])),
  STRIPE_CONNECT_WEBHOOK_SECRET: Schema.optionalKey(keyWithPrefix(["whsec_"])),
  JOBS_POLL_SECONDS: Schema.FiniteFromString.annotate({ message: pollMessage }).pipe(
    Schema.check(Schema.isBetween({ minimum: 0.5, maximum: 600 }, { message: pollMessage })),
    Schema.withDecodingDefaultTypeKey(Effect.succeed(2)),
  ),
  SANDBOX_PA_STEP_SECONDS: Schema.FiniteFromString.annotate({ message: stepMessage }).pipe(
    Schema.check(Schema.isBetween({ minimum: 1, maximum: 3600 }, { message: stepMessage })),
    Schema.withDecodingDefaultTypeKey(Effect.succeed(30)),
  ),
  METRICS_TOKEN: Schema.optionalKey(
    Schema.String.pipe(
      Schema.check(Schema.isPattern(/^\S{16,}$/u, { message: metricsTokenMessage })),
    ),
  ),
});

type ConfigVariables = typeof ConfigVariables.Type;

/** Every environment variable the server reads. */
export const configVariableNames: ReadonlyArray<string> = Object.keys(ConfigVariables.fields);

/** The standards' folder unless `STANDARDS_DIR` says otherwise: beside the repository, as in CI. */
export const defaultStandardsDir = fileURLToPath(
  new URL("../../../shared/standards", import.meta.url),
);

/** The NF-e schemas' folder unless `NFE_SCHEMA_DIR` says otherwise: CI has them at ../shared/standards/nfe. */
export const defaultNfeSchemaDir = fileURLToPath(
  new URL("../../../shared/standards/nfe", import.meta.url),
);

const chorusProVariables = [
  "CHORUS_PRO_TOKEN_URL",
  "CHORUS_PRO_API_URL",
  "CHORUS_PRO_CLIENT_ID",
  "CHORUS_PRO_CLIENT_SECRET",
  "CHORUS_PRO_LOGIN",
  "CHORUS_PRO_PASSWORD",
] as const;

/** How long one call to Chorus Pro may take. */
export const CHORUS_PRO_TIMEOUT_MS = 30_000;

/** Chorus Pro's settings when all six are given, null when none is; a partial set is an error. */
const chorusProConfig = (variables: ConfigVariables): ChorusProConfig | null => {
  const {
    CHORUS_PRO_TOKEN_URL: tokenUrl,
    CHORUS_PRO_API_URL: apiUrl,
    CHORUS_PRO_CLIENT_ID: clientId,
    CHORUS_PRO_CLIENT_SECRET: clientSecret,
    CHORUS_PRO_LOGIN: login,
    CHORUS_PRO_PASSWORD: password,
  } = variables;
  if (tokenUrl && apiUrl && clientId && clientSecret && login && password) {
    return {
      tokenUrl,
      apiUrl,
      clientId,
      clientSecret,
      login,
      password,
      timeoutMs: CHORUS_PRO_TIMEOUT_MS,
    };
  }
  const missing = chorusProVariables.filter((name) => variables[name] === undefined);
  if (missing.length === chorusProVariables.length) return null;
  throw new ConfigError(
    Object.fromEntries(
      missing.map((name) => [name, "must be set with the other CHORUS_PRO_ variables"]),
    ),
  );
};

const stripeVariables = [
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
] as const;

const connectVariables = ["STRIPE_CONNECT_CLIENT_ID", "STRIPE_CONNECT_WEBHOOK_SECRET"] as const;

/**
 * Stripe Connect's client id and webhook secret when both are given (with Stripe's keys), none when
 * neither is; a partial set is an error. The seller comes back to the settings page.
 */
const connectConfig = (variables: ConfigVariables, appUrl: string) => {
  const { STRIPE_CONNECT_CLIENT_ID: clientId, STRIPE_CONNECT_WEBHOOK_SECRET: webhookSecret } =
    variables;
  if (clientId && webhookSecret) {
    return {
      connect: { clientId, webhookSecret, redirectUri: `${appUrl}/settings` },
    };
  }
  const missing = connectVariables.filter((name) => variables[name] === undefined);
  if (missing.length === connectVariables.length) return {};
  throw new ConfigError(
    Object.fromEntries(
      missing.map((name) => [name, "must be set with the other STRIPE_CONNECT_ variable"]),
    ),
  );
};

/**
 * Stripe's keys when all three are given (with Connect's when its two are), null when none is; a
 * partial set, or Connect without Stripe's keys, is an error.
 */
const stripeConfig = (variables: ConfigVariables, appUrl: string): StripeSettings | null => {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = variables;
  const connect = connectConfig(variables, appUrl);
  if (secretKey && publishableKey && webhookSecret) {
    return { secretKey, publishableKey, webhookSecret, ...connect };
  }
  const missing = stripeVariables.filter((name) => variables[name] === undefined);
  if (missing.length === stripeVariables.length && connect.connect === undefined) return null;
  throw new ConfigError(
    Object.fromEntries(
      missing.map((name) => [name, "must be set with the other STRIPE_ variables"]),
    ),
  );
};

/** The sender when `MAIL_FROM` is not set: no-reply at the app's own host name. */
export const defaultMailFrom = (appUrl: string): string =>
  `Invoicing <no-reply@${new URL(appUrl).hostname}>`;

// Their values may hold passwords or keys, so an error never repeats them.
const secretVariables = new Set([
  "DATABASE_URL",
  "SMTP_URL",
  "RESEND_API_KEY",
  "CHORUS_PRO_CLIENT_SECRET",
  "CHORUS_PRO_LOGIN",
  "CHORUS_PRO_PASSWORD",
  "CERTIFICATE_KEY",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_CONNECT_WEBHOOK_SECRET",
  "METRICS_TOKEN",
]);

/**
 * Reads and checks the server's settings. An empty variable counts as unset. Throws a
 * `ConfigError` naming every wrong variable (and, unless it may be secret, its value).
 */
export const loadConfig = (
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): Config => {
  const given = Object.fromEntries(
    configVariableNames
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
  const appUrl = (variables.APP_URL ?? `http://localhost:${variables.PORT}`).replace(/\/+$/u, "");
  return {
    port: variables.PORT,
    host: variables.HOST,
    dataDir: path.resolve(cwd, variables.DATA_DIR),
    databaseUrl: variables.DATABASE_URL ?? null,
    appUrl,
    environment: variables.NODE_ENV,
    logLevel: variables.LOG_LEVEL,
    trustProxy: variables.TRUST_PROXY === "true",
    smtpUrl: variables.SMTP_URL ?? null,
    resendApiKey: variables.RESEND_API_KEY ?? null,
    resendBaseUrl: variables.RESEND_BASE_URL ?? null,
    mailFrom: variables.MAIL_FROM ?? defaultMailFrom(appUrl),
    standardsDir: path.resolve(cwd, variables.STANDARDS_DIR ?? defaultStandardsDir),
    chorusPro: chorusProConfig(variables),
    certificateKey:
      variables.CERTIFICATE_KEY === undefined
        ? null
        : certificateVaultKey(variables.CERTIFICATE_KEY),
    nfeSchemaDir: path.resolve(cwd, variables.NFE_SCHEMA_DIR ?? defaultNfeSchemaDir),
    sefazCaFile:
      variables.SEFAZ_CA_FILE === undefined ? null : path.resolve(cwd, variables.SEFAZ_CA_FILE),
    stripe: stripeConfig(variables, appUrl),
    jobPollSeconds: variables.JOBS_POLL_SECONDS,
    sandboxPaStepSeconds: variables.SANDBOX_PA_STEP_SECONDS,
    metricsToken: variables.METRICS_TOKEN ?? null,
  };
};
