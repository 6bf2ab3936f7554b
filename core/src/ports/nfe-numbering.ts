import { Context, type Effect } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { NfeEnvironment } from "../settings/brazil-settings.ts";
import type { UserId } from "../users/user-id.ts";

/** The série an NF-e number is taken in: owner's issuer CNPJ, série and environment. */
export interface NfeSeries {
  readonly environment: NfeEnvironment;
  /** The issuer's CNPJ, as the NF-e writes it. */
  readonly issuer: string;
  readonly serie: number;
}

/** An invoice asking for its NF-e number in a série. */
export interface NfeNumberRequest extends NfeSeries {
  readonly invoiceId: string;
}

/**
 * The NF-e's own numbering (docs/PRODUCT-RULES.md#nf-e-numbering): per owner, environment, issuer
 * and série, gapless and independent of the invoice number. Storage failures are defects.
 */
export class NfeNumbering extends Context.Service<
  NfeNumbering,
  {
    /** The invoice's nNF in the série: the one it holds, or the next one, kept at once. */
    readonly assign: (
      userId: UserId,
      request: NfeNumberRequest,
      at: Instant,
    ) => Effect.Effect<number>;
    /** After an inutilização, no number up to `to` is given out any more. */
    readonly skipVoided: (userId: UserId, series: NfeSeries, to: number) => Effect.Effect<void>;
  }
>()("@invoicing/core/NfeNumbering") {}
