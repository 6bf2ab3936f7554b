import { Context, type Effect } from "effect";
import type { FacturXSubmission } from "../einvoicing/factur-x-submission.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The submissions of a user's invoices to the French platform, with the platform's answers.
 * Scoped by the owner: another user's invoice has none. Storage failures are defects.
 */
export class FacturXSubmissionRepository extends Context.Service<
  FacturXSubmissionRepository,
  {
    /** Keeps a submission of one of the owner's invoices. */
    readonly record: (userId: UserId, submission: FacturXSubmission) => Effect.Effect<void>;
    /** The submissions of one invoice, newest first. */
    readonly list: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<ReadonlyArray<FacturXSubmission>>;
  }
>()("@invoicing/core/FacturXSubmissionRepository") {}
