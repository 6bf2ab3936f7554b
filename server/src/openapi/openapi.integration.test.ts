import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { responseChecker } from "../../testing/openapi-validator.ts";
import { startTestServer, type TestServer } from "../../testing/start-test-server.ts";
import { routeTable } from "../routes/route-table.ts";
import { type OpenApiDocument, openApiPath } from "./openapi-document.ts";

describeEachBackend("GET /api/openapi.json", (backend) => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await startTestServer(backend);
    document = (await server.request("GET", "/api/openapi.json")).body as OpenApiDocument;
  }, 60_000);
  afterAll(() => server?.close());

  it("is an OpenAPI 3.1 document", () => {
    expect(document).toMatchObject({ openapi: "3.1.0", info: { title: "Invoicing API" } });
  });

  it("documents every route of the table, and nothing else", () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    const routes = routeTable.map((route) => `${route.method} ${openApiPath(route.path)}`);
    expect(documented.sort()).toEqual(routes.sort());
  });

  it("gives every operation a summary, a success answer and the error body", () => {
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        const responses = operation.responses as Record<string, { content?: unknown }>;
        expect(typeof operation.summary).toBe("string");
        expect(Object.keys(responses).some((status) => status.startsWith("2"))).toBe(true);
        expect(responses["500"]?.content).toBeDefined();
      }
    }
  });

  it("marks protected routes with the bearer scheme and documents their 401", () => {
    for (const route of routeTable.filter((candidate) => candidate.auth === "required")) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method];
      expect(operation?.security, route.path).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation?.responses ?? {}), route.path).toContain("401");
    }
  });

  it("documents the statuses of the failures each route's handler is typed with", () => {
    const statuses = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {});
    // Not found, the frozen issued invoice (409), an issue date out of order (422).
    expect(statuses("/api/invoices/{id}", "put")).toEqual(
      expect.arrayContaining(["404", "409", "422"]),
    );
    // A mail transport refusing (502) or absent (503).
    expect(statuses("/api/email/send-invoice/{id}", "post")).toEqual(
      expect.arrayContaining(["502", "503"]),
    );
    expect(statuses("/api/health", "get")).toEqual(["200", "500"]);
    expect(statuses("/api/ready", "get")).toEqual(["200", "500", "503"]);
  });

  it("describes the list's query parameters from its schema", () => {
    const list = document.paths["/api/invoices"]?.get;
    const names = ((list?.parameters ?? []) as Array<{ name: string }>).map(
      (parameter) => parameter.name,
    );
    expect(names.sort()).toEqual(["lifecycle", "page", "pageSize", "q", "sort", "status"]);
  });

  it("catches an answer that breaks it (the check every success test runs)", async () => {
    const check = responseChecker(document);
    expect(check("get", "/api/health", 200, { status: "ok" })).toBeNull();
    expect(check("get", "/api/health", 200, { status: 1 })).not.toBeNull();
    expect(check("get", "/api/invoices/export.csv", 200, null)).toBeNull();
    expect(check("get", "/api/invoices/123", 200, { id: 1 })).not.toBeNull();
    expect(check("get", "/api/unknown", 200, {})).toMatch(/no operation/u);
  });
});
