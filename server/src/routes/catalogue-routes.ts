import {
  CatalogueItemJson,
  CatalogueItemNotFound,
  CatalogueItemRequest,
  CatalogueListResponse,
  catalogueItemToJson,
  createCatalogueItem,
  deleteCatalogueItem,
  listCatalogueItems,
  UserNotFound,
  updateCatalogueItem,
  ValidationFailed,
} from "@invoicing/core";
import { Effect } from "effect";
import { defineRoute, emptyResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "catalogue";
const itemId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) =>
    new CatalogueItemNotFound({ id: rawId(raw) }),
};

/** The user's catalogue of products and services (docs/PRODUCT-RULES.md#catalogue). */
export const catalogueRoutes = [
  defineRoute({
    method: "get",
    path: "/api/catalogue-items",
    auth: "required",
    summary: "Every product and service of the catalogue, by name",
    tag,
    response: jsonResponse(CatalogueListResponse),
    errors: {},
    handler: ({ caller }) =>
      listCatalogueItems({ userId: caller.user.id }).pipe(
        Effect.map((items) => ({ data: items.map(catalogueItemToJson) })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/catalogue-items",
    auth: "required",
    summary: "Add a product (with its NCM) or a service (with its service code and ISS rate)",
    tag,
    body: CatalogueItemRequest,
    response: jsonResponse(CatalogueItemJson, 201),
    errors: { UserNotFound, ValidationFailed },
    handler: ({ caller, body }) =>
      createCatalogueItem({ userId: caller.user.id, request: body }).pipe(
        Effect.map(catalogueItemToJson),
      ),
  }),
  defineRoute({
    method: "put",
    path: "/api/catalogue-items/:id",
    auth: "required",
    summary: "Replace every field of a catalogue entry",
    tag,
    params: itemId,
    body: CatalogueItemRequest,
    response: jsonResponse(CatalogueItemJson),
    errors: { CatalogueItemNotFound, UserNotFound, ValidationFailed },
    handler: ({ caller, params, body }) =>
      updateCatalogueItem({ userId: caller.user.id, id: params.id, request: body }).pipe(
        Effect.map(catalogueItemToJson),
      ),
  }),
  defineRoute({
    method: "delete",
    path: "/api/catalogue-items/:id",
    auth: "required",
    summary: "Delete a catalogue entry; invoice lines picked from it keep what they copied",
    tag,
    params: itemId,
    response: emptyResponse,
    errors: { CatalogueItemNotFound },
    handler: ({ caller, params }) => deleteCatalogueItem({ userId: caller.user.id, id: params.id }),
  }),
];
