import { Cause, Effect, Option } from "effect";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { NfseRepository } from "../ports/nfse-repository.ts";
import type { NfeEnvironment } from "../settings/brazil-settings.ts";
import type { UserId } from "../users/user-id.ts";
import { issueNfse } from "./issue-nfse.ts";

/**
 * The auto-send of an issued BRL invoice that is not of goods alone (docs/BRAZIL.md), run by
 * `autoSendNfe` once the Brazil settings ask for it: issues its NFS-e unless a submission was
 * made already (so a job run again sends nothing). It never fails: the issue stands whatever
 * happens here, and a failure before the national system answered (missing settings or data,
 * goods and services mixed, the national system unreachable) is recorded as a failed submission
 * with its i18n key, so the invoice shows it.
 */
export const autoSendNfse = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly sandboxHeader: boolean | undefined;
  readonly environment: NfeEnvironment;
}) =>
  Effect.gen(function* () {
    const repository = yield* NfseRepository;
    if ((yield* repository.list(input.userId, input.invoiceId)).length > 0) return;
    const outcome = yield* Effect.exit(
      issueNfse({
        userId: input.userId,
        invoiceId: input.invoiceId,
        sandboxHeader: input.sandboxHeader,
        trigger: "auto",
      }),
    );
    if (outcome._tag === "Success") return;
    // A defect has no key of its own: it is kept as an internal failure.
    const error = Option.getOrUndefined(Cause.findErrorOption(outcome.cause));
    const key = error?.key ?? "common.errors.internal";
    yield* Effect.logWarning("NFS-e auto-send failed", { invoiceId: input.invoiceId, code: key });
    const now = yield* (yield* Clock).now;
    yield* repository.record(input.userId, {
      submission: {
        id: yield* (yield* IdGenerator).next,
        invoiceId: input.invoiceId,
        trigger: "auto",
        environment: input.environment,
        sandbox: false,
        dpsId: null,
        nDps: null,
        status: "failed",
        accessKey: null,
        messages: [],
        issuedAt: null,
        submittedAt: now,
        cancelled: false,
        error: key,
        fields: error !== undefined && "fields" in error ? error.fields : null,
      },
      series: null,
      dpsXml: null,
      nfseXml: null,
      responseJson: null,
    });
  }).pipe(
    Effect.catchCause((cause) => Effect.logError("NFS-e auto-send could not run", { cause })),
  );
