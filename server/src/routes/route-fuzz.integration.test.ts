import { randomUUID } from "node:crypto";
import { parse as parseQuery } from "node:querystring";
import { decodeFields } from "@invoicing/core";
import { describeOnPreferredBackend } from "@invoicing/fixtures";
import { Schema } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseFingerprint } from "../../testing/database-fingerprint.ts";
import {
  hostileBodies,
  hostilePathSegments,
  hostileQueries,
  hostileStrings,
  type JsonSchemaNode,
} from "../../testing/hostile-inputs.ts";
import { fileForm } from "../../testing/images.ts";
import { isMessageKey } from "../../testing/message-keys.ts";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestResponse,
  type TestServer,
} from "../../testing/start-test-server.ts";
import { hasErrorMessage } from "../i18n/error-message.ts";
import type { Route } from "./route.ts";
import { routeTable } from "./route-table.ts";

/**
 * Generated inputs per route and kind of input. The route table grew again (quotes, recurring and
 * received invoices, Stripe Connect, Chorus Pro), so each route gets fewer inputs than before (150,
 * then 80) to keep the file's time in check on both backends; a failure prints its seed, and `RUNS`
 * can be raised locally to search harder.
 */
const RUNS = 40;

const jsonSchemaOf = (schema: Schema.Top) => {
  const document = Schema.toJsonSchemaDocument(schema);
  return {
    schema: document.schema as JsonSchemaNode,
    definitions: document.definitions as Readonly<Record<string, JsonSchemaNode>>,
  };
};

/** A path of the route whose parameters name nothing that exists, but are well-formed. */
const wellFormedPath = (route: Route): string =>
  route.path.replace(/:([A-Za-z]+)/gu, (_, name: string) =>
    name === "name" ? `${randomUUID()}.png` : randomUUID(),
  );

const refuses = (schema: Schema.Top, input: unknown): boolean =>
  "fields" in decodeFields(schema as Schema.Decoder<unknown>)(input);

const describeAnswer = (route: Route, input: unknown, response: TestResponse): string =>
  `${route.method.toUpperCase()} ${route.path} with ${JSON.stringify(input)?.slice(0, 300)} answered ${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`;

/** A refusal: a 4xx whose body names a known error code and a message key for each field. */
const expectKeyedRefusal = (route: Route, input: unknown, response: TestResponse): void => {
  const context = describeAnswer(route, input, response);
  expect(response.status, context).toBeGreaterThanOrEqual(400);
  expect(response.status, context).toBeLessThan(500);
  const body = response.body as { code?: unknown; message?: unknown; fields?: unknown };
  expect(hasErrorMessage(String(body.code)), context).toBe(true);
  expect(typeof body.message, context).toBe("string");
  for (const key of Object.values((body.fields ?? {}) as Record<string, unknown>)) {
    expect(isMessageKey(key), `${context}: field key ${String(key)}`).toBe(true);
  }
};

const expectNoFailureOfOurs = (route: Route, input: unknown, response: TestResponse): void => {
  expect(response.status, describeAnswer(route, input, response)).toBeLessThan(500);
  if (response.status >= 400) expectKeyedRefusal(route, input, response);
};

// What the fuzz exercises (decoding, error mapping, refusing before any write) is the same on
// every engine: it runs on the preferred backend only (the TEST_DATABASE_URL server when set).
describeOnPreferredBackend("fuzzing every route from its schemas", (backend) => {
  let server: TestServer;
  let caller: TestAccount;

  beforeAll(async () => {
    server = await startTestServer(backend);
    caller = await server.signUp();
    const client = await request("POST", "/api/clients", {
      token: caller.token,
      json: clientBody(),
    });
    await request("POST", "/api/invoices", {
      token: caller.token,
      json: invoiceBody((client.body as { id: string }).id),
    });
  }, 60_000);
  afterAll(() => server?.close());

  // Every request on a connection of its own. The server runs in this process: on PGlite a query
  // holds the event loop that the server's keep-alive timer and this client's pool share, and once
  // it lets go the client could send on a connection the server was just closing (ECONNRESET).
  const request: TestServer["request"] = (method, path, options = {}) =>
    server.request(method, path, {
      ...options,
      headers: { ...options.headers, Connection: "close" },
    });

  const send = (route: Route, path: string, init: { json?: unknown; body?: FormData }) =>
    request(route.method.toUpperCase(), path, {
      token: caller.token,
      ...(init.json === undefined ? {} : { json: init.json }),
      ...(init.body === undefined ? {} : { body: init.body }),
    });

  /** Runs `run` and checks that every table is as it was before. */
  const unchanged = async (run: () => Promise<void>) => {
    const before = await databaseFingerprint(server);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(10);
    await run();
    expect(await databaseFingerprint(server)).toEqual(before);
  };

  it("answers a page number given twice on the lists with its own key", async () => {
    for (const list of ["/api/invoices", "/api/clients"]) {
      const response = await request("GET", `${list}?page=1&page=2`, {
        token: caller.token,
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ fields: { page: "common.errors.invalidpage" } });
    }
  });

  const jsonBodyRoutes = routeTable.filter((route) => route.body !== null && route.upload === null);
  for (const route of jsonBodyRoutes) {
    it(`${route.method.toUpperCase()} ${route.path}: a body its schema refuses gets a keyed 4xx and changes nothing`, async () => {
      const body = route.body as Schema.Top;
      const { schema, definitions } = jsonSchemaOf(body);
      await unchanged(() =>
        fc.assert(
          fc.asyncProperty(
            hostileBodies(schema, definitions).filter((input) => refuses(body, input)),
            async (input) => {
              const response = await send(route, wellFormedPath(route), { json: input });
              expectKeyedRefusal(route, input, response);
            },
          ),
          { numRuns: RUNS },
        ),
      );
    }, 120_000);
  }

  for (const route of jsonBodyRoutes) {
    it(`${route.method.toUpperCase()} ${route.path}: no generated body fails with a 500, accepted or not`, async () => {
      const sacrificed = await server.signUp();
      const { schema, definitions } = jsonSchemaOf(route.body as Schema.Top);
      await fc.assert(
        fc.asyncProperty(hostileBodies(schema, definitions), async (input) => {
          const response = await request(route.method.toUpperCase(), wellFormedPath(route), {
            token: sacrificed.token,
            json: input,
          });
          expectNoFailureOfOurs(route, input, response);
        }),
        { numRuns: Math.round(RUNS / 2) },
      );
    }, 120_000);
  }

  const queryRoutes = routeTable.filter((route) => route.query !== null);
  for (const route of queryRoutes) {
    it(`${route.method.toUpperCase()} ${route.path}: a hostile query gets a keyed 4xx unless its schema accepts it`, async () => {
      const query = route.query as Schema.Top;
      await unchanged(() =>
        fc.assert(
          fc.asyncProperty(hostileQueries(jsonSchemaOf(query).schema), async (text) => {
            const response = await send(route, `${wellFormedPath(route)}?${text}`, {});
            if (refuses(query, { ...parseQuery(text) })) expectKeyedRefusal(route, text, response);
            else expectNoFailureOfOurs(route, text, response);
          }),
          { numRuns: RUNS },
        ),
      );
    }, 120_000);
  }

  const readsWithoutQuery = routeTable.filter(
    (route) => route.method === "get" && route.query === null,
  );
  for (const route of readsWithoutQuery) {
    it(`GET ${route.path}: a query it does not take is ignored, never a 500`, async () => {
      await unchanged(() =>
        fc.assert(
          fc.asyncProperty(hostileQueries({}), async (text) => {
            const response = await send(route, `${wellFormedPath(route)}?${text}`, {});
            expectNoFailureOfOurs(route, text, response);
          }),
          { numRuns: Math.round(RUNS / 5) },
        ),
      );
    }, 120_000);
  }

  const paramRoutes = routeTable.filter((route) => route.params !== null);
  for (const route of paramRoutes) {
    it(`${route.method.toUpperCase()} ${route.path}: a parameter that names nothing gets a keyed 4xx and changes nothing`, async () => {
      await unchanged(() =>
        fc.assert(
          fc.asyncProperty(
            hostilePathSegments.filter((segment) => segment !== "." && segment !== ".."),
            async (segment) => {
              const path = route.path.replace(/:[A-Za-z]+/gu, segment);
              const response = await send(route, path, route.body === null ? {} : { json: {} });
              expectKeyedRefusal(route, segment, response);
            },
          ),
          { numRuns: Math.round(RUNS / 2) },
        ),
      );
    }, 120_000);
  }

  for (const route of jsonBodyRoutes) {
    it(`${route.method.toUpperCase()} ${route.path}: a body that is no JSON, or of another type, is refused`, async () => {
      await unchanged(async () => {
        for (const [text, type] of [
          ['{"a":', "application/json"],
          ["\u0000\uD800", "application/json"],
          ["[".repeat(100_000), "application/json"],
          ["a=1&b=2", "application/x-www-form-urlencoded"],
          ["<a/>", "text/xml"],
          ["plain", "text/plain"],
        ] as const) {
          const response = await request(route.method.toUpperCase(), wellFormedPath(route), {
            token: caller.token,
            body: text,
            headers: { "Content-Type": type },
          });
          expectKeyedRefusal(route, text, response);
        }
      });
    });
  }

  const uploadRoutes = routeTable.filter((route) => route.upload !== null);
  for (const route of uploadRoutes) {
    it(`${route.method.toUpperCase()} ${route.path}: hostile files and fields get a keyed 4xx and change nothing`, async () => {
      const field = route.upload?.field ?? "";
      await unchanged(() =>
        fc.assert(
          fc.asyncProperty(
            fc.uint8Array({ maxLength: 2_048 }),
            fc.constantFrom(...hostileStrings.filter((text) => text.length < 1_000)),
            fc.dictionary(
              fc.constantFrom("password", "name", "__proto__"),
              fc.constantFrom(...hostileStrings),
              { maxKeys: 3 },
            ),
            async (bytes, fileName, fields) => {
              const form = fileForm(field, bytes, fileName, "application/octet-stream");
              for (const [name, value] of Object.entries(fields)) form.append(name, value);
              const response = await send(route, wellFormedPath(route), { body: form });
              expectKeyedRefusal(route, { bytes: bytes.length, fileName, fields }, response);
            },
          ),
          { numRuns: Math.round(RUNS / 2) },
        ),
      );
    }, 120_000);
  }

  const rawBodyRoutes = routeTable.filter((route) => route.rawBody !== null);
  for (const route of rawBodyRoutes) {
    it(`${route.method.toUpperCase()} ${route.path}: unsigned or badly signed bytes get a keyed 4xx and change nothing`, async () => {
      const header = route.rawBody?.signatureHeader ?? "";
      await unchanged(() =>
        fc.assert(
          fc.asyncProperty(
            fc.oneof(
              fc.uint8Array({ maxLength: 2_048 }),
              fc.json().map((text) => text),
            ),
            fc.option(
              fc.oneof(
                fc.constantFrom(...hostileStrings.filter((text) => text.length < 1_000)),
                fc.constant(`t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`),
              ),
            ),
            async (content, signature) => {
              const bytes = typeof content === "string" ? content : new Uint8Array(content);
              const headers: Record<string, string> = {
                "Content-Type": route.rawBody?.contentType ?? "application/octet-stream",
              };
              if (signature !== null) headers[header] = signature.replace(/[^\x20-\x7e]/gu, "");
              const response = await request(route.method.toUpperCase(), route.path, {
                body: bytes,
                headers,
              });
              expectKeyedRefusal(route, { signature }, response);
            },
          ),
          { numRuns: RUNS },
        ),
      );
    }, 120_000);
  }
});
