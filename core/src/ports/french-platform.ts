import { Context, type Effect, Schema } from "effect";
import type { FrenchPlatformStatus } from "../einvoicing/france-submit.ts";
import type { FailedRule } from "../france/factur-x/failed-rule.ts";
import type { Siret } from "../france/siret.ts";
import type { InvoiceNumber } from "../invoices/invoice-number.ts";

/** A Factur-X invoice to deposit on the public e-invoicing platform. */
export interface FrenchSubmission {
  readonly invoiceNumber: InvoiceNumber;
  /** Null for a seller without France settings: only a sandbox test run deposits such an invoice. */
  readonly sellerSiret: Siret | null;
  /** The Factur-X PDF/A-3 with its CII XML embedded. */
  readonly facturX: Uint8Array;
}

/** The platform's answer to a deposit. */
export interface FrenchPlatformReceipt {
  readonly status: FrenchPlatformStatus;
  /** Why it was rejected, in the platform's words (a broken EN 16931 rule, say). */
  readonly reason: string | null;
  readonly submissionId: string | null;
  /**
   * The rules the invoice breaks, as the platform lists them (id, flag, text, location): the
   * blocking ones of a rejection, the warnings of an accepted deposit.
   */
  readonly failedRules: ReadonlyArray<FailedRule>;
}

/** The platform could not be reached or answered with a server error. */
export class FrenchPlatformUnavailable extends Schema.TaggedError<FrenchPlatformUnavailable>()(
  "FrenchPlatformUnavailable",
  { reason: Schema.String },
) {
  readonly key: string = "einvoicing.errors.platformunavailable";
}

/**
 * The French public e-invoicing platform (docs/PRODUCT-RULES.md#e-invoicing-france): an in-process
 * sandbox that validates and answers realistically, or the real platform with credentials from the
 * environment. A rejection is an answer, not a failure.
 */
export class FrenchPlatform extends Context.Service<
  FrenchPlatform,
  {
    readonly submit: (
      submission: FrenchSubmission,
    ) => Effect.Effect<FrenchPlatformReceipt, FrenchPlatformUnavailable>;
  }
>()("@invoicing/core/FrenchPlatform") {}
