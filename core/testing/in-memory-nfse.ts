import { Effect, Layer, Option } from "effect";
import {
  type IssuedNfse,
  type NfseEventRecord,
  NfseRepository,
  type NfseSubmissionRecord,
} from "../src/ports/nfse-repository.ts";

/** What the in-memory NFS-e stand-in keeps, oldest first. */
export interface NfseState {
  readonly nfseSubmissions: Array<NfseSubmissionRecord & { readonly userId: string }>;
  readonly nfseEvents: Array<NfseEventRecord & { readonly userId: string }>;
  readonly dpsNumbers: Array<{
    readonly key: string;
    readonly invoiceId: string;
    readonly nDps: number;
  }>;
}

/** `NfseRepository` over lists, for use-case unit tests. */
export const inMemoryNfseLayer = (state: NfseState) => {
  const cancelled = (userId: string, accessKey: string) =>
    state.nfseEvents.some(
      (record) =>
        record.userId === userId && record.event.accessKey === accessKey && record.event.registered,
    );
  const issued = (userId: string, keep: (record: NfseSubmissionRecord) => boolean) => {
    const record = state.nfseSubmissions
      .filter((it) => it.userId === userId && it.submission.status === "issued" && keep(it))
      .at(-1);
    const { submission } = record ?? {};
    if (
      record === undefined ||
      submission === undefined ||
      submission.accessKey === null ||
      submission.dpsId === null ||
      submission.issuedAt === null ||
      record.dpsXml === null ||
      record.nfseXml === null
    ) {
      return Option.none<IssuedNfse>();
    }
    return Option.some<IssuedNfse>({
      invoiceId: submission.invoiceId,
      accessKey: submission.accessKey,
      dpsId: submission.dpsId,
      dpsXml: record.dpsXml,
      nfseXml: record.nfseXml,
      environment: submission.environment,
      sandbox: submission.sandbox,
      issuedAt: submission.issuedAt,
      cancelled: cancelled(userId, submission.accessKey),
    });
  };
  return Layer.succeed(NfseRepository, {
    assignDpsNumber: (userId, request) =>
      Effect.sync(() => {
        const key = [userId, request.environment, request.issuer, request.serie].join("|");
        const held = state.dpsNumbers.find(
          (it) => it.key === key && it.invoiceId === request.invoiceId,
        );
        if (held !== undefined) return held.nDps;
        const nDps = state.dpsNumbers.filter((it) => it.key === key).length + 1;
        state.dpsNumbers.push({ key, invoiceId: request.invoiceId, nDps });
        return nDps;
      }),
    record: (userId, record) =>
      Effect.sync(() => void state.nfseSubmissions.push({ ...record, userId })),
    list: (userId, invoiceId) =>
      Effect.sync(() =>
        state.nfseSubmissions
          .filter((it) => it.userId === userId && it.submission.invoiceId === invoiceId)
          .map((it) => ({
            ...it.submission,
            cancelled:
              it.submission.accessKey !== null && cancelled(userId, it.submission.accessKey),
          }))
          .reverse(),
      ),
    issued: (userId, invoiceId) =>
      Effect.sync(() => issued(userId, (it) => it.submission.invoiceId === invoiceId)),
    issuedByDps: (userId, dpsId) =>
      Effect.sync(() => issued(userId, (it) => it.submission.dpsId === dpsId)),
    issuedByKey: (userId, accessKey) =>
      Effect.sync(() => issued(userId, (it) => it.submission.accessKey === accessKey)),
    recordEvent: (userId, record) =>
      Effect.sync(() => void state.nfseEvents.push({ ...record, userId })),
    events: (userId, invoiceId) =>
      Effect.sync(() =>
        state.nfseEvents
          .filter((it) => it.userId === userId && it.event.invoiceId === invoiceId)
          .map((it) => it.event)
          .reverse(),
      ),
  });
};
