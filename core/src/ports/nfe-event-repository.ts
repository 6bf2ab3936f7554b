import { Context, type Effect, type Option } from "effect";
import type { NfeAccessKey } from "../brazil/access-key.ts";
import type { NfeEvent } from "../einvoicing/nfe-event.ts";
import type { UserId } from "../users/user-id.ts";
import type { NfeSeries } from "./nfe-numbering.ts";

/** An event with its documents, kept byte for byte. */
export interface NfeEventRecord {
  readonly event: NfeEvent;
  /** The signed `evento` or `inutNFe` sent. */
  readonly signedXml: string;
  /** SEFAZ's answer document as received. */
  readonly responseXml: string;
  /** procEventoNFe or ProcInutNFe once registered, else null. */
  readonly procXml: string | null;
}

/** A range of numbers in a série. */
export interface NfeNumberRange extends NfeSeries {
  readonly from: number;
  readonly to: number;
}

/** The NF-e events of a user (docs/PRODUCT-RULES.md#nf-e-events). Storage failures are defects. */
export class NfeEventRepository extends Context.Service<
  NfeEventRepository,
  {
    readonly record: (userId: UserId, record: NfeEventRecord) => Effect.Effect<void>;
    /** The invoice's events, newest first. */
    readonly list: (userId: UserId, invoiceId: string) => Effect.Effect<ReadonlyArray<NfeEvent>>;
    /** The voidings of the user, newest first. */
    readonly listVoidings: (userId: UserId) => Effect.Effect<ReadonlyArray<NfeEvent>>;
    /** An event's XML: the registered proc document, else the signed request. */
    readonly xml: (userId: UserId, eventId: string) => Effect.Effect<Option.Option<string>>;
    /** The events SEFAZ registered for an NF-e. */
    readonly registered: (
      userId: UserId,
      accessKey: NfeAccessKey,
    ) => Effect.Effect<ReadonlyArray<NfeEvent>>;
    /** Whether a number of the range was voided already. */
    readonly voidedInRange: (userId: UserId, range: NfeNumberRange) => Effect.Effect<boolean>;
  }
>()("@invoicing/core/NfeEventRepository") {}
