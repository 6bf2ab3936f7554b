import type { JobHealth, JobHealthResponse } from "@invoicing/core";

/** Answer of the jobs' health: the window the failures cover and one row per job kind. */
export const jobHealthResponse = ({ since, kinds }: JobHealth): JobHealthResponse => ({
  since,
  data: kinds,
});
