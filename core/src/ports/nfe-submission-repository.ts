import { Context, type Effect, type Option } from "effect";
import type { NfeAccessKey } from "../brazil/access-key.ts";
import type { Instant } from "../calendar/instant.ts";
import type { NfeSubmission } from "../einvoicing/nfe-submission.ts";
import type { NfeEnvironment } from "../settings/brazil-settings.ts";
import type { UserId } from "../users/user-id.ts";
import type { NfeNumberRange } from "./nfe-event-repository.ts";

/** The number an NF-e was issued under: issuer (CNPJ), série and nNF, in one environment. */
export interface NfeNumber {
  readonly environment: NfeEnvironment;
  readonly issuer: string;
  readonly serie: number;
  readonly nNF: number;
}

/** A submission with the documents kept beside it. */
export interface NfeSubmissionRecord {
  readonly submission: NfeSubmission;
  /** The number the NF-e was built under; null when it was never built. */
  readonly number: NfeNumber | null;
  /** The signed NF-e with SEFAZ's protNFe once authorised: what `nfe.xml` serves. */
  readonly nfeProcXml: string | null;
  /** SEFAZ's answer document as received. */
  readonly responseXml: string | null;
}

/** An invoice's authorised NF-e: its key, protocol and nfeProc, and where and when it was authorised. */
export interface AuthorizedNfe {
  readonly accessKey: NfeAccessKey;
  readonly protocol: string;
  readonly nfeProcXml: string;
  readonly authorizedAt: Instant;
  readonly environment: NfeEnvironment;
  /** Authorised by the sandbox, so its events go to the sandbox too. */
  readonly sandbox: boolean;
}

/**
 * The NF-e submissions of a user's invoices and SEFAZ's answers. Scoped by the owner; storage
 * failures are defects.
 */
export class NfeSubmissionRepository extends Context.Service<
  NfeSubmissionRepository,
  {
    readonly record: (userId: UserId, record: NfeSubmissionRecord) => Effect.Effect<void>;
    /** The invoice's submissions, newest first. */
    readonly list: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<ReadonlyArray<NfeSubmission>>;
    /** The invoice's authorised NF-e, if it has one. */
    readonly authorized: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<Option.Option<AuthorizedNfe>>;
    /** The authorised NF-e of an access key, whichever invoice holds it. */
    readonly authorizedByKey: (
      userId: UserId,
      accessKey: NfeAccessKey,
    ) => Effect.Effect<Option.Option<AuthorizedNfe>>;
    /** Whether an NF-e was authorised under a number of the range. */
    readonly authorizedInRange: (userId: UserId, range: NfeNumberRange) => Effect.Effect<boolean>;
    /** The key of the NF-e authorised under this number, so a duplicate is refused (539). */
    readonly findAuthorizedKey: (
      userId: UserId,
      number: NfeNumber,
    ) => Effect.Effect<NfeAccessKey | null>;
  }
>()("@invoicing/core/NfeSubmissionRepository") {}
