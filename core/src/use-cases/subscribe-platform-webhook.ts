import { Effect } from "effect";
import { ApprovedPlatform } from "../ports/approved-platform.ts";
import type { UserId } from "../users/user-id.ts";

/** The path the PA calls back on; the hook, in its query, names the user. */
export const PLATFORM_WEBHOOK_PATH = "/api/france/pa/webhook";

/**
 * Asks the user's PA to call the app back on each new status (docs/FRANCE-PA.md#webhooks), at
 * `appUrl` + `PLATFORM_WEBHOOK_PATH`. Without a PA nothing happens; a PA that cannot be reached
 * is logged and left to polling, so saving the settings never fails for it.
 */
export const subscribePlatformWebhook = (input: {
  readonly userId: UserId;
  readonly appUrl: string;
}) =>
  Effect.gen(function* () {
    const platforms = yield* ApprovedPlatform;
    if ((yield* platforms.platformOf(input.userId)) === null) return;
    yield* platforms
      .subscribeWebhook(
        input.userId,
        (hook) => `${input.appUrl}${PLATFORM_WEBHOOK_PATH}?hook=${encodeURIComponent(hook)}`,
      )
      .pipe(
        Effect.catchTag("FrenchPlatformUnavailable", (error) =>
          Effect.logWarning("the PA webhook could not be subscribed", error.reason),
        ),
      );
  });
