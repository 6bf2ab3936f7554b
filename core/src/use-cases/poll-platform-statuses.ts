import { Effect } from "effect";
import { ApprovedPlatform } from "../ports/approved-platform.ts";
import { recordPlatformStatuses } from "./record-platform-statuses.ts";

/**
 * The job that polls each configured PA for the statuses webhooks did not bring
 * (docs/FRANCE-PA.md#webhooks) and keeps them on the invoices they name, each flow once. A PA
 * that cannot be reached is logged and asked again next time; the others go on. Answers how many
 * statuses were new.
 */
export const pollPlatformStatuses = Effect.gen(function* () {
  const platforms = yield* ApprovedPlatform;
  let recorded = 0;
  for (const userId of yield* platforms.configuredUsers) {
    const platform = yield* platforms.platformOf(userId);
    if (platform === null) continue;
    yield* platforms.newStatuses(userId).pipe(
      Effect.flatMap((page) =>
        Effect.gen(function* () {
          recorded += yield* recordPlatformStatuses({ userId, platform, statuses: page.statuses });
          if (page.until !== null) yield* platforms.markPolled(userId, page.until);
        }),
      ),
      Effect.catchTag("FrenchPlatformUnavailable", (error) =>
        Effect.logWarning("a PA could not be polled", error.reason),
      ),
    );
  }
  return recorded;
});
