import { Effect } from "effect";
import { PayLinkRateLimited } from "../pay-links/pay-link-errors.ts";
import { PAY_LINK_RATE_LIMIT } from "../pay-links/pay-link-rate-limit.ts";
import { countPublicRequest } from "./count-public-request.ts";

/**
 * Counts a request to a pay link's public routes and refuses it with PayLinkRateLimited once its
 * token or the caller's address passed its ceiling in the current window
 * (docs/PRODUCT-RULES.md#pay-links).
 */
export const admitPayLinkRequest = (input: { readonly token: string; readonly address: string }) =>
  Effect.gen(function* () {
    const wait = yield* countPublicRequest({
      scope: "paylink",
      limit: PAY_LINK_RATE_LIMIT,
      ...input,
    });
    if (wait !== null) return yield* new PayLinkRateLimited({ retryAfterSeconds: wait });
  });
