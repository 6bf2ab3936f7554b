import { JobHealthResponse, jobHealth } from "@invoicing/core";
import { Effect } from "effect";
import { defineRoute, jsonResponse } from "./define-route.ts";
import { jobHealthResponse } from "./job-responses.ts";

/** The health of the jobs that run on their own, as the settings page shows it. */
export const jobRoutes = [
  defineRoute({
    method: "get",
    path: "/api/jobs/health",
    auth: "required",
    summary:
      "Per job kind: when it last ran and last succeeded, and the failed runs about the user's invoices in the last seven days",
    tag: "jobs",
    response: jsonResponse(JobHealthResponse),
    errors: {},
    handler: ({ caller }) =>
      jobHealth({ userId: caller.user.id }).pipe(Effect.map(jobHealthResponse)),
  }),
];
