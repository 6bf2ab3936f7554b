import {
  AuthResponse,
  EmailTaken,
  ForgotPasswordRequest,
  forgotPassword,
  InvalidCredentials,
  LoginRequest,
  login,
  logout,
  ProfileUpdateRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ResetTokenInvalid,
  registerUser,
  resetPassword,
  TooManyAttempts,
  UserNotFound,
  UserResponse,
  updateProfile,
} from "@invoicing/core";
import { Duration, Effect } from "effect";
import { ServerSettings } from "../runtime/server-settings.ts";
import { authResponse } from "./auth-responses.ts";
import { defineRoute, emptyResponse, jsonResponse } from "./define-route.ts";

const tag = "auth";

/** How long after answering a reset request its work starts, so the answer never waits on it. */
const RESET_WORK_DELAY = Duration.millis(50);

/** Accounts and sessions (docs/PRODUCT-RULES.md#accounts). */
export const authRoutes = [
  defineRoute({
    method: "post",
    path: "/api/auth/register",
    auth: "none",
    summary: "Open an account and sign in",
    tag,
    body: RegisterRequest,
    response: jsonResponse(AuthResponse, 201),
    errors: { EmailTaken },
    handler: ({ body }) => registerUser(body).pipe(Effect.map(authResponse)),
  }),
  defineRoute({
    method: "post",
    path: "/api/auth/login",
    auth: "none",
    summary: "Sign in; remember-me keeps the session 30 days instead of 24 hours",
    tag,
    body: LoginRequest,
    response: jsonResponse(AuthResponse),
    errors: { InvalidCredentials, TooManyAttempts },
    handler: ({ body, facts }) =>
      login({ request: body, address: facts.address }).pipe(Effect.map(authResponse)),
  }),
  defineRoute({
    method: "post",
    path: "/api/auth/logout",
    auth: "required",
    summary: "End this session",
    tag,
    response: emptyResponse,
    errors: {},
    handler: ({ caller }) => logout(caller.token),
  }),
  defineRoute({
    method: "get",
    path: "/api/auth/me",
    auth: "required",
    summary: "The signed-in account",
    tag,
    response: jsonResponse(UserResponse),
    errors: {},
    handler: ({ caller }) => Effect.succeed({ user: caller.user }),
  }),
  defineRoute({
    method: "put",
    path: "/api/auth/profile",
    auth: "required",
    summary: "Change profile fields or settings (sandbox mode); absent fields keep their value",
    tag,
    body: ProfileUpdateRequest,
    response: jsonResponse(UserResponse),
    errors: { EmailTaken, UserNotFound },
    handler: ({ caller, body }) =>
      updateProfile({ userId: caller.user.id, request: body }).pipe(
        Effect.map((user) => ({ user })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/auth/forgot-password",
    auth: "none",
    summary: "Mail a password reset link; answers the same whether the account exists",
    tag,
    body: ForgotPasswordRequest,
    response: emptyResponse,
    // The work (token, mail) starts once the answer has left: a known e-mail would otherwise
    // answer later than an unknown one, by a database write, composing the mail and the mail
    // transport's round trip.
    errors: {},
    handler: ({ body }) =>
      Effect.gen(function* () {
        const { appUrl } = yield* ServerSettings;
        yield* Effect.sleep(RESET_WORK_DELAY).pipe(
          Effect.andThen(forgotPassword({ request: body, appUrl })),
          Effect.catchCause((cause) => Effect.logError("password reset failed", { cause })),
          Effect.forkDetach,
        );
      }),
  }),
  defineRoute({
    method: "post",
    path: "/api/auth/reset-password",
    auth: "none",
    summary: "Set a new password with a reset link's token; ends every session",
    tag,
    body: ResetPasswordRequest,
    response: emptyResponse,
    errors: { ResetTokenInvalid },
    handler: ({ body }) => resetPassword(body),
  }),
];
