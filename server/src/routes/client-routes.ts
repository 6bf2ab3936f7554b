import {
  ClientHasInvoices,
  ClientInput,
  ClientJson,
  ClientListQuery,
  ClientListResponse,
  ClientNotFound,
  clientToJson,
  createClient,
  deleteClient,
  getClient,
  listClients,
  updateClient,
} from "@invoicing/core";
import { Effect } from "effect";
import { defineRoute, emptyResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "clients";
const clientId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new ClientNotFound({ id: rawId(raw) }),
};

/** The user's clients. */
export const clientRoutes = [
  defineRoute({
    method: "get",
    path: "/api/clients",
    auth: "required",
    summary: "One page of clients by name; `q` searches name, e-mail and company",
    tag,
    query: ClientListQuery,
    response: jsonResponse(ClientListResponse),
    errors: {},
    handler: ({ caller, query }) => listClients({ userId: caller.user.id, query }),
  }),
  defineRoute({
    method: "get",
    path: "/api/clients/:id",
    auth: "required",
    summary: "One client with all its fields",
    tag,
    params: clientId,
    response: jsonResponse(ClientJson),
    errors: { ClientNotFound },
    handler: ({ caller, params }) =>
      getClient({ userId: caller.user.id, id: params.id }).pipe(Effect.map(clientToJson)),
  }),
  defineRoute({
    method: "post",
    path: "/api/clients",
    auth: "required",
    summary: "Add a client",
    tag,
    body: ClientInput,
    response: jsonResponse(ClientJson, 201),
    errors: {},
    handler: ({ caller, body }) =>
      createClient({ userId: caller.user.id, client: body }).pipe(Effect.map(clientToJson)),
  }),
  defineRoute({
    method: "put",
    path: "/api/clients/:id",
    auth: "required",
    summary: "Replace every field of a client",
    tag,
    params: clientId,
    body: ClientInput,
    response: jsonResponse(ClientJson),
    errors: { ClientNotFound },
    handler: ({ caller, params, body }) =>
      updateClient({ userId: caller.user.id, id: params.id, client: body }).pipe(
        Effect.map(clientToJson),
      ),
  }),
  defineRoute({
    method: "delete",
    path: "/api/clients/:id",
    auth: "required",
    summary: "Delete a client that no invoice names",
    tag,
    params: clientId,
    response: emptyResponse,
    errors: { ClientHasInvoices, ClientNotFound },
    handler: ({ caller, params }) => deleteClient({ userId: caller.user.id, id: params.id }),
  }),
];
