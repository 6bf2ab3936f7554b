import { Effect } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { LifecyclePlatform } from "../france/lifecycle/lifecycle-entry.ts";
import type { LifecycleCode } from "../france/lifecycle/lifecycle-status.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { LifecycleRepository } from "../ports/lifecycle-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** A status a platform sent about one of the user's issued invoices, named by its number. */
export interface PlatformStatus {
  readonly flowId: string;
  readonly invoiceNumber: string;
  readonly code: LifecycleCode;
  readonly at: Instant;
  readonly reasonCode: string | null;
  readonly reason: string | null;
}

/**
 * Keeps the statuses a platform sent (by webhook or polling) on the user's invoices they name;
 * a status about an invoice the user does not have, or whose flow was kept already, is skipped.
 * Answers how many were new.
 */
export const recordPlatformStatuses = (input: {
  readonly userId: UserId;
  readonly platform: LifecyclePlatform;
  readonly statuses: ReadonlyArray<PlatformStatus>;
}) =>
  Effect.gen(function* () {
    const ids = yield* IdGenerator;
    const repository = yield* LifecycleRepository;
    let recorded = 0;
    for (const status of input.statuses) {
      const kept = yield* repository.record(
        input.userId,
        { invoiceNumber: status.invoiceNumber },
        {
          id: yield* ids.next,
          code: status.code,
          at: status.at,
          reasonCode: status.reasonCode,
          reason: status.reason,
          platform: input.platform,
          flowId: status.flowId,
          cdar: null,
        },
      );
      if (kept !== null) recorded += 1;
    }
    return recorded;
  });
