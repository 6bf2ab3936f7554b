import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { StripeSettings } from "@invoicing/adapters";
import { type MigratedTestDatabase, openMigratedTestDatabase } from "@invoicing/adapters/testing";
import type { AuthResponse } from "@invoicing/core";
import type { TestDatabaseBackend } from "@invoicing/fixtures";
import { ManagedRuntime } from "effect";
import { createApp } from "../app/create-app.ts";
import { authenticate } from "../auth/authenticate.ts";
import { silentLogger } from "../logging/logger.ts";
import { openApiDocument } from "../openapi/openapi-document.ts";
import { apiInfo } from "../routes/openapi-routes.ts";
import { routeTable } from "../routes/route-table.ts";
import { appLayer, type MailSetup } from "../runtime/app-layer.ts";
import type { AppRuntime } from "../runtime/app-services.ts";
import { type ResponseCheck, responseChecker } from "./openapi-validator.ts";

/** An answer as the tests read it. */
export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON body, or the text when the body is not JSON, or null when empty. */
  readonly body: unknown;
  readonly bytes: Uint8Array;
}

/** Options of one request. */
export interface RequestOptions {
  readonly token?: string;
  /** A JSON body (sent with `Content-Type: application/json`). */
  readonly json?: unknown;
  /** A raw body, sent as is with the given headers. */
  readonly body?: RequestInit["body"];
  readonly headers?: Readonly<Record<string, string>>;
}

/** A signed-up test account. */
export interface TestAccount extends AuthResponse {
  readonly password: string;
}

/** A running server on a test database, and helpers to talk to it. */
export interface TestServer {
  readonly url: string;
  readonly backend: TestDatabaseBackend;
  readonly database: MigratedTestDatabase;
  readonly runtime: AppRuntime;
  /** The data folder of this server (files and outbox). */
  readonly dataDir: string;
  /**
   * Sends a request; a JSON success answer is checked against the OpenAPI document and the test
   * fails when it does not match.
   */
  readonly request: (
    method: string,
    path: string,
    options?: RequestOptions,
  ) => Promise<TestResponse>;
  /** Runs SQL on the server's database (`?` placeholders), to set up what HTTP cannot reach. */
  readonly sql: (
    query: string,
    params?: ReadonlyArray<unknown>,
  ) => Promise<ReadonlyArray<Record<string, unknown>>>;
  /** Registers a new account with a unique e-mail and answers its token, user and password. */
  readonly signUp: (fields?: Readonly<Record<string, unknown>>) => Promise<TestAccount>;
  close(): Promise<void>;
}

let accounts = 0;

const readBody = (text: string, contentType: string | null): unknown => {
  if (text === "") return null;
  return contentType?.includes("application/json") ? JSON.parse(text) : text;
};

const checkAnswer = (
  check: ResponseCheck,
  method: string,
  path: string,
  response: TestResponse,
): void => {
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  if (!isJson && response.status !== 204) return;
  const problem = check(method, new URL(path, "http://x").pathname, response.status, response.body);
  if (problem !== null) {
    throw new Error(
      `answer of ${method} ${path} (${response.status}) breaks the OpenAPI document: ${problem}`,
    );
  }
};

/** How a test server differs from the default: no SPA, no mail transport, not production. */
export interface TestServerOptions {
  /** A built SPA to serve. */
  readonly spaDir?: string;
  /** Mail transports (stand-ins); without them every message goes to the outbox. */
  readonly mail?: MailSetup;
  /** Run as a production server (the outbox viewer then needs the sandbox on). */
  readonly production?: boolean;
  /** Stripe's keys (pointing at a stand-in); without them every payment goes to the sandbox. */
  readonly stripe?: StripeSettings;
}

/**
 * Starts the real app (real layers, real routes) on a migrated database of `backend`, listening
 * on 127.0.0.1 at a free port, with its own temporary data folder.
 */
export const startTestServer = async (
  backend: TestDatabaseBackend,
  options: TestServerOptions = {},
): Promise<TestServer> => {
  const database = await openMigratedTestDatabase(backend);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-server-test-"));
  const runtime: AppRuntime = ManagedRuntime.make(
    appLayer({
      database: database.database,
      dataDir,
      appUrl: "http://localhost:5173",
      logger: silentLogger,
      ...(options.mail === undefined ? {} : { mail: options.mail }),
      production: options.production ?? false,
      ...(options.stripe === undefined ? {} : { stripe: options.stripe }),
    }),
  );
  const app = createApp({
    runtime,
    routes: routeTable,
    authenticate,
    logger: silentLogger,
    spaDir: options.spaDir ?? null,
    trustProxy: false,
    stripeElements: options.stripe !== undefined,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const check = responseChecker(openApiDocument(routeTable, apiInfo));

  const request = async (method: string, requestPath: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
    let body: RequestInit["body"] = options.body;
    if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    const answer = await fetch(`${url}${requestPath}`, { method, headers, body: body ?? null });
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const response: TestResponse = {
      status: answer.status,
      headers: answer.headers,
      body: readBody(new TextDecoder().decode(bytes), answer.headers.get("content-type")),
      bytes,
    };
    if (response.status < 400) checkAnswer(check, method, requestPath, response);
    return response;
  };

  const signUp = async (fields: Readonly<Record<string, unknown>> = {}): Promise<TestAccount> => {
    accounts += 1;
    const password = "correct horse battery";
    const response = await request("POST", "/api/auth/register", {
      json: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: `ada-${process.pid}-${accounts}-${Date.now()}@example.com`,
        password,
        confirmPassword: password,
        ...fields,
      },
    });
    if (response.status !== 201) {
      throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return { ...(response.body as AuthResponse), password };
  };

  return {
    url,
    backend,
    database,
    runtime,
    dataDir,
    request,
    signUp,
    sql: (query, params = []) => database.database.orm.em.fork().execute(query, [...params]),
    close: async () => {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await runtime.dispose();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
