import { Effect } from "effect";
import { ApprovedPlatform } from "../ports/approved-platform.ts";
import type { UserId } from "../users/user-id.ts";
import { receivePlatformInvoices } from "./receive-platform-invoices.ts";
import { recordPlatformStatuses } from "./record-platform-statuses.ts";

/**
 * Asks one user's PA for the statuses it updated since the last poll and keeps them on the
 * invoices they name, each flow once, then for the supplier invoices it delivered since and takes
 * them in among the user's purchases, each once; how many statuses and invoices were new (none
 * without a PA). FrenchPlatformUnavailable when the PA cannot be reached.
 */
export const pollUserStatuses = (userId: UserId) =>
  Effect.gen(function* () {
    const platforms = yield* ApprovedPlatform;
    const platform = yield* platforms.platformOf(userId);
    if (platform === null) return 0;
    const page = yield* platforms.newStatuses(userId);
    const recorded = yield* recordPlatformStatuses({ userId, platform, statuses: page.statuses });
    if (page.until !== null) yield* platforms.markPolled(userId, page.until);
    const delivered = yield* platforms.newInvoices(userId);
    const received = yield* receivePlatformInvoices(userId, delivered.invoices);
    if (delivered.until !== null) yield* platforms.markInvoicesPolled(userId, delivered.until);
    return recorded + received;
  });

/**
 * The job that polls each configured PA for the statuses and supplier invoices webhooks did not
 * bring (docs/FRANCE-PA.md#webhooks) and keeps each flow once. A PA
 * that cannot be reached is logged and asked again next time; the others go on. Answers how many
 * statuses and invoices were new.
 */
export const pollPlatformStatuses = Effect.gen(function* () {
  let recorded = 0;
  for (const userId of yield* ApprovedPlatform.use((platforms) => platforms.configuredUsers)) {
    recorded += yield* pollUserStatuses(userId).pipe(
      Effect.catchTag("FrenchPlatformUnavailable", (error) =>
        Effect.as(Effect.logWarning("a PA could not be polled", error.reason), 0),
      ),
    );
  }
  return recorded;
});
