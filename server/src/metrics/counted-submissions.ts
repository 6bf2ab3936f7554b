import {
  FacturXSubmissionRepository,
  type NfeSubmission,
  NfeSubmissionRepository,
} from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { ServerMetrics } from "./server-metrics.ts";

const nfeResult = (submission: NfeSubmission): string =>
  submission.authorized ? "authorized" : submission.error === null ? "rejected" : "failed";

/**
 * The submission repositories of the layer below, counting each submission they keep in the
 * metrics by country and result: every path that submits (a request, an auto-send job, the
 * sandbox) keeps its answer through them.
 */
export const countedSubmissionsLayer = (metrics: ServerMetrics) =>
  Layer.mergeAll(
    Layer.effect(
      FacturXSubmissionRepository,
      Effect.gen(function* () {
        const stored = yield* FacturXSubmissionRepository;
        return FacturXSubmissionRepository.of({
          ...stored,
          record: (userId, submission) =>
            stored
              .record(userId, submission)
              .pipe(
                Effect.tap(() =>
                  Effect.sync(() => metrics.submission("france", submission.status)),
                ),
              ),
        });
      }),
    ),
    Layer.effect(
      NfeSubmissionRepository,
      Effect.gen(function* () {
        const stored = yield* NfeSubmissionRepository;
        return NfeSubmissionRepository.of({
          ...stored,
          record: (userId, record) =>
            stored
              .record(userId, record)
              .pipe(
                Effect.tap(() =>
                  Effect.sync(() => metrics.submission("brazil", nfeResult(record.submission))),
                ),
              ),
        });
      }),
    ),
  );
