import {
  getOutboxMessage,
  listOutbox,
  OutboxClosed,
  OutboxList,
  OutboxMessageId,
  OutboxMessageNotFound,
  UserNotFound,
} from "@invoicing/core";
import { Effect, Schema } from "effect";
import { ServerSettings } from "../runtime/server-settings.ts";
import { defineRoute, fileResponse, jsonResponse } from "./define-route.ts";

const tag = "outbox";

const OutboxParams = Schema.Struct({ id: OutboxMessageId });

/**
 * The outbox viewer (docs/PRODUCT-RULES.md#email): in development, or with the sandbox on, a user
 * lists and downloads the messages written to the outbox for their account.
 */
export const outboxRoutes = [
  defineRoute({
    method: "get",
    path: "/api/outbox",
    auth: "required",
    summary: "The user's outbox messages, newest first (development or sandbox mode only)",
    tag,
    response: jsonResponse(OutboxList),
    errors: { OutboxClosed, UserNotFound },
    handler: ({ caller }) =>
      ServerSettings.use(({ production }) => listOutbox({ userId: caller.user.id, production })),
  }),
  defineRoute({
    method: "get",
    path: "/api/outbox/:id",
    auth: "required",
    summary: "One outbox message as an .eml file",
    tag,
    params: {
      schema: OutboxParams,
      notFound: (raw) => new OutboxMessageNotFound({ id: raw.id ?? "" }),
    },
    response: fileResponse("message/rfc822"),
    errors: { OutboxClosed, OutboxMessageNotFound, UserNotFound },
    handler: ({ caller, params }) =>
      ServerSettings.use(({ production }) =>
        getOutboxMessage({ userId: caller.user.id, id: params.id, production }),
      ).pipe(
        Effect.map((bytes) => ({
          contentType: "message/rfc822",
          bytes,
          downloadName: `${params.id}.eml`,
        })),
      ),
  }),
];
