export * from "./job-kind.ts";
export * from "./job-run.ts";
export * from "./notice-step.ts";
export * from "./queued-job.ts";
