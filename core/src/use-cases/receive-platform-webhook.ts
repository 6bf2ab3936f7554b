import { Effect } from "effect";
import { ApprovedPlatform, type PlatformCallback } from "../ports/approved-platform.ts";
import { receivePlatformInvoices } from "./receive-platform-invoices.ts";
import { recordPlatformStatuses } from "./record-platform-statuses.ts";

/**
 * A signed callback of a user's PA (docs/FRANCE-PA.md#webhooks): its signature checked with the
 * key of the user its hook names, then the status its flow carries kept on the invoice it names,
 * or the supplier invoice it delivers taken in among the user's purchases, each flow once whether
 * it came by webhook, by polling or twice. Answers how many statuses and invoices were new.
 * PlatformWebhookRefused for a callback not signed by that PA; FrenchPlatformUnavailable when the
 * flow's CDAR cannot be read from the PA (the PA calls again, polling catches up).
 */
export const receivePlatformWebhook = (callback: PlatformCallback) =>
  Effect.gen(function* () {
    const platforms = yield* ApprovedPlatform;
    const received = yield* platforms.callbackStatuses(callback);
    const recorded = yield* recordPlatformStatuses(received);
    const invoices = yield* receivePlatformInvoices(received.userId, received.invoices);
    return { recorded, received: invoices };
  });
