import { JobHealthResponse } from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

/** The jobs that run on their own: their health, as the settings page shows it. */
export const jobsApi = {
  health: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(JobHealthResponse, "/jobs/health", options),
};
