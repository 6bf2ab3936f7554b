import { Effect, Layer, Option } from "effect";
import {
  type AuthorizedNfe,
  type NfeSubmissionRecord,
  NfeSubmissionRepository,
} from "../src/ports/nfe-submission-repository.ts";

/** The NF-e submissions kept by the in-memory stand-in, oldest first. */
export interface NfeSubmissionState {
  readonly nfeSubmissions: Array<NfeSubmissionRecord & { readonly userId: string }>;
}

const authorizedOf = (record: NfeSubmissionRecord): AuthorizedNfe | null => {
  const { submission } = record;
  return submission.authorized &&
    submission.accessKey !== null &&
    submission.protocol !== null &&
    submission.authorizedAt !== null &&
    record.nfeProcXml !== null
    ? {
        accessKey: submission.accessKey,
        protocol: submission.protocol,
        nfeProcXml: record.nfeProcXml,
        authorizedAt: submission.authorizedAt,
        environment: submission.environment,
        sandbox: submission.sandbox,
      }
    : null;
};

/** `NfeSubmissionRepository` over a list, for use-case unit tests. */
export const inMemoryNfeSubmissionsLayer = (state: NfeSubmissionState) => {
  const authorized = (userId: string, keep: (record: NfeSubmissionRecord) => boolean) =>
    Option.fromNullishOr(
      state.nfeSubmissions
        .filter((record) => record.userId === userId && keep(record))
        .map(authorizedOf)
        .find((nfe) => nfe !== null),
    );
  return Layer.succeed(NfeSubmissionRepository, {
    record: (userId, record) =>
      Effect.sync(() => void state.nfeSubmissions.push({ ...record, userId })),
    list: (userId, invoiceId) =>
      Effect.sync(() =>
        state.nfeSubmissions
          .filter((record) => record.userId === userId && record.submission.invoiceId === invoiceId)
          .map((record) => record.submission)
          .reverse(),
      ),
    authorized: (userId, invoiceId) =>
      Effect.sync(() => authorized(userId, (record) => record.submission.invoiceId === invoiceId)),
    authorizedByKey: (userId, accessKey) =>
      Effect.sync(() => authorized(userId, (record) => record.submission.accessKey === accessKey)),
    authorizedInRange: (userId, range) =>
      Effect.sync(() =>
        state.nfeSubmissions.some(
          (record) =>
            record.userId === userId &&
            record.submission.authorized &&
            record.number !== null &&
            record.number.environment === range.environment &&
            record.number.issuer === range.issuer &&
            record.number.serie === range.serie &&
            record.number.nNF >= range.from &&
            record.number.nNF <= range.to,
        ),
      ),
    findAuthorizedKey: (userId, number) =>
      Effect.sync(
        () =>
          state.nfeSubmissions.find(
            (record) =>
              record.userId === userId &&
              record.submission.authorized &&
              record.number?.environment === number.environment &&
              record.number.issuer === number.issuer &&
              record.number.serie === number.serie &&
              record.number.nNF === number.nNF,
          )?.submission.accessKey ?? null,
      ),
  });
};
