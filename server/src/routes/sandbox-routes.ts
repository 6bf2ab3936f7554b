import {
  listSandboxTestResults,
  runSandboxTest,
  SandboxStatusResponse,
  sandboxModeOn,
  TestResultsResponse,
  TestRunRequest,
  TestRunResponse,
  UnknownTestType,
  UserNotFound,
} from "@invoicing/core";
import { Effect } from "effect";
import { withSandboxFrenchPlatform } from "../runtime/french-platforms.ts";
import { defineRoute, jsonResponse } from "./define-route.ts";

const tag = "sandbox";

/**
 * Sandbox mode and the e-invoicing test runs (docs/PRODUCT-RULES.md#sandbox): whether the caller's
 * calls run in the sandbox, the runs of the sandbox page (always against the sandbox platforms,
 * whatever the mode) and their results, kept per user.
 */
export const sandboxRoutes = [
  defineRoute({
    method: "get",
    path: "/api/e-invoice/sandbox/status",
    auth: "required",
    summary:
      "Whether sandbox mode is on: the account's setting or the request's `x-sandbox-mode: true`",
    tag,
    response: jsonResponse(SandboxStatusResponse),
    errors: {},
    handler: ({ caller, facts }) =>
      Effect.succeed({
        success: true as const,
        isSandbox: sandboxModeOn(caller.user.settings.sandboxMode, facts.sandboxHeader),
      }),
  }),
  defineRoute({
    method: "get",
    path: "/api/e-invoice/sandbox/tests",
    auth: "required",
    summary: "The caller's e-invoicing test results, newest first (the latest 50)",
    tag,
    response: jsonResponse(TestResultsResponse),
    errors: {},
    handler: ({ caller }) =>
      listSandboxTestResults(caller.user.id).pipe(
        Effect.map((data) => ({ success: true as const, data })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/e-invoice/sandbox/tests",
    auth: "required",
    summary:
      "Run the France or Brazil test: a sample invoice from the caller's settings, validated and submitted to the sandbox; the stored result",
    tag,
    body: TestRunRequest,
    response: jsonResponse(TestRunResponse, 201),
    errors: { UnknownTestType, UserNotFound },
    handler: ({ caller, body }) =>
      withSandboxFrenchPlatform(
        runSandboxTest({ userId: caller.user.id, testType: body.testType }),
      ).pipe(Effect.map((data) => ({ success: true as const, data }))),
  }),
];
