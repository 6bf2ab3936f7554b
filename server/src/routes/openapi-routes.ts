import { Effect, Schema } from "effect";
import { type OpenApiDocument, openApiDocument } from "../openapi/openapi-document.ts";
import { defineRoute, jsonResponse } from "./define-route.ts";
import type { Route } from "./route.ts";

/** The API's title and version in its OpenAPI document. */
export const apiInfo = { title: "Invoicing API", version: "0.1.0" } as const;

/** `GET /api/openapi.json`, describing `routes()` (itself included); built once, on first call. */
export const openApiRoutes = (routes: () => ReadonlyArray<Route>) => {
  let document: OpenApiDocument | null = null;
  return [
    defineRoute({
      method: "get",
      path: "/api/openapi.json",
      auth: "none",
      summary: "This API's OpenAPI 3.1 document",
      tag: "system",
      response: jsonResponse(Schema.Record(Schema.String, Schema.Unknown)),
      errors: {},
      handler: () =>
        Effect.sync(() => {
          document ??= openApiDocument(routes(), apiInfo);
          return { ...document };
        }),
    }),
  ];
};
