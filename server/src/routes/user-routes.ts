import {
  changePassword,
  getNotificationPreferences,
  NotificationPreferences,
  PasswordChangeRequest,
  UserNotFound,
  updateNotificationPreferences,
  WrongCurrentPassword,
} from "@invoicing/core";
import { defineRoute, emptyResponse, jsonResponse } from "./define-route.ts";

const tag = "user";

/** The signed-in user's notification preferences and password. */
export const userRoutes = [
  defineRoute({
    method: "get",
    path: "/api/user/notifications",
    auth: "required",
    summary: "The notification preferences",
    tag,
    response: jsonResponse(NotificationPreferences),
    errors: {},
    handler: ({ caller }) => getNotificationPreferences(caller.user.id),
  }),
  defineRoute({
    method: "put",
    path: "/api/user/notifications",
    auth: "required",
    summary: "Replace the four notification preferences (an omitted one is on)",
    tag,
    body: NotificationPreferences,
    response: jsonResponse(NotificationPreferences),
    errors: {},
    handler: ({ caller, body }) =>
      updateNotificationPreferences({ userId: caller.user.id, preferences: body }),
  }),
  defineRoute({
    method: "put",
    path: "/api/user/password",
    auth: "required",
    summary: "Change the password; every other session ends",
    tag,
    body: PasswordChangeRequest,
    response: emptyResponse,
    errors: { UserNotFound, WrongCurrentPassword },
    handler: ({ caller, body }) =>
      changePassword({
        userId: caller.user.id,
        sessionTokenHash: caller.tokenHash,
        request: body,
      }),
  }),
];
