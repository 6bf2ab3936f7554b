import { FailedRule } from "@invoicing/core";
import { Schema } from "effect";
import { ApiError } from "./api-error.ts";

const FailedRules = Schema.Array(FailedRule);

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === "string");

/** Reads the error body the server answers with, tolerating any other body (a proxy's page). */
export const apiErrorFromBody = (status: number, body: unknown): ApiError => {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiError({
    failure: "response",
    status,
    code: typeof fields.code === "string" ? fields.code : undefined,
    message: typeof fields.message === "string" ? fields.message : undefined,
    fields: isRecordOfStrings(fields.fields) ? fields.fields : undefined,
    failedRules: Schema.is(FailedRules)(fields.failedRules) ? fields.failedRules : undefined,
  });
};
