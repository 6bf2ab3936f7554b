import { JsonSchema, Schema } from "effect";
import { statusOfTag } from "../errors/error-status.ts";
import type { Route } from "../routes/route.ts";
import { ErrorBody } from "./error-body.ts";

type JsonObject = { [key: string]: unknown };

/** An OpenAPI 3.1 document, as JSON. */
export interface OpenApiDocument {
  readonly openapi: "3.1.0";
  readonly info: { readonly title: string; readonly version: string };
  readonly paths: Readonly<Record<string, Readonly<Record<string, JsonObject>>>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, JsonSchema.JsonSchema>>;
    readonly securitySchemes: Readonly<Record<string, JsonObject>>;
  };
}

const statusDescriptions: Readonly<Record<number, string>> = {
  400: "Malformed request",
  401: "No valid session",
  404: "Not found (also another user's resource)",
  409: "Conflicts with the resource's state",
  413: "Too large",
  415: "Unsupported content type",
  422: "Well-formed but invalid: see `fields`",
  429: "Too many attempts",
  500: "Unexpected failure",
  502: "An outside service failed",
  503: "Not available",
};

/** The OpenAPI path of a Koa path: `/api/invoices/:id` is `/api/invoices/{id}`. */
export const openApiPath = (koaPath: string): string =>
  koaPath.replace(/:([A-Za-z0-9_]+)/gu, "{$1}");

const operationId = (route: Route): string =>
  [route.method, ...route.path.split(/[/:._-]+/u)]
    .filter((part) => part !== "")
    .map((part, index) => (index === 0 ? part : part[0]?.toUpperCase() + part.slice(1)))
    .join("");

// The statuses of the route's own failures, then those its auth, body, upload and query imply.
const errorStatuses = (route: Route): ReadonlyArray<number> => {
  const statuses = new Set<number>();
  for (const tag of route.failures) statuses.add(statusOfTag(tag) ?? 500);
  if (route.auth === "required") statuses.add(401);
  if (route.body !== null) {
    statuses.add(400);
    statuses.add(415);
    statuses.add(413);
  }
  if (route.upload !== null) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.rawBody !== null) statuses.add(413);
  if (route.body !== null || route.query !== null) statuses.add(422);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
};

/**
 * Builds the OpenAPI 3.1 document of `routes` from their schemas: parameters from the query and
 * path, request bodies, success answers and the error answers each route can give. Named schemas
 * (with an identifier) land in `components.schemas`.
 */
export const openApiDocument = (
  routes: ReadonlyArray<Route>,
  info: { readonly title: string; readonly version: string },
): OpenApiDocument => {
  const components: Record<string, JsonSchema.JsonSchema> = {};
  const schemaOf = (schema: Schema.Top): JsonSchema.JsonSchema => {
    const document = Schema.toJsonSchemaDocument(schema);
    const converted = JsonSchema.toMultiDocumentOpenApi3_1({
      dialect: "draft-2020-12",
      schemas: [document.schema],
      definitions: document.definitions,
    });
    Object.assign(components, converted.definitions);
    return converted.schemas[0];
  };
  const errorContent = { "application/json": { schema: schemaOf(ErrorBody) } };

  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes) {
    const parameters: Array<JsonObject> = [];
    for (const match of route.path.matchAll(/:([A-Za-z0-9_]+)/gu)) {
      parameters.push({ name: match[1], in: "path", required: true, schema: { type: "string" } });
    }
    if (route.query !== null) {
      const query = schemaOf(route.query) as { properties?: JsonObject; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({
          name,
          in: "query",
          required: query.required?.includes(name) ?? false,
          schema,
        });
      }
    }
    if (route.rawBody !== null) {
      const { signatureHeader, timestampHeader } = route.rawBody;
      for (const header of timestampHeader === undefined
        ? [signatureHeader]
        : [signatureHeader, timestampHeader]) {
        parameters.push({ name: header, in: "header", required: true, schema: { type: "string" } });
      }
    }
    const operation: JsonObject = {
      operationId: operationId(route),
      summary: route.summary,
      tags: [route.tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.auth === "required" ? { security: [{ bearer: [] }] } : {}),
    };
    if (route.body !== null) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: schemaOf(route.body) } },
      };
    }
    if (route.rawBody !== null) {
      operation.requestBody = { required: true, content: { [route.rawBody.contentType]: {} } };
    }
    if (route.upload !== null) {
      // An upload's body schema describes the text fields sent beside the file.
      const fields = route.body === null ? {} : (schemaOf(route.body) as JsonObject).properties;
      operation.requestBody = {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: {
                ...(fields as JsonObject),
                [route.upload.field]: {
                  type: "string",
                  contentMediaType: "application/octet-stream",
                },
              },
              required: [route.upload.field],
            },
          },
        },
      };
    }
    const responses: Record<string, JsonObject> = {};
    const success = route.response;
    switch (success.kind) {
      case "json":
        responses[String(success.status)] = {
          description: "Success",
          content: { "application/json": { schema: schemaOf(success.schema) } },
        };
        break;
      case "empty":
        responses["204"] = { description: "Done; no content" };
        break;
      case "file":
        responses["200"] = { description: "The file", content: { [success.contentType]: {} } };
    }
    for (const status of errorStatuses(route)) {
      responses[String(status)] = {
        description: statusDescriptions[status] ?? "Error",
        content: errorContent,
      };
    }
    operation.responses = responses;
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  return {
    openapi: "3.1.0",
    info,
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
  };
};
