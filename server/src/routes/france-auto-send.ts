import { autoSendWhenIssued } from "@invoicing/core";
import type { Effect } from "effect";
import { withFrenchPlatform } from "../runtime/french-platforms.ts";
import type { Caller, RequestFacts } from "./route.ts";

/**
 * Wraps a change of an invoice (creation, edit, status change, e-mail) so that, when it issues
 * the invoice (first leaves draft), the invoice is then auto-sent to the caller's French
 * platform if the seller turned auto-send on. The send never fails the change. `invoice` is the
 * invoice's id, or for a creation how to read the new id from the result.
 */
export const autoSendingToFrance =
  <A>(caller: Caller, facts: RequestFacts, invoice: string | ((created: A) => string)) =>
  <E, R>(change: Effect.Effect<A, E, R>) =>
    withFrenchPlatform(caller.user, facts.sandboxHeader, (environment) =>
      autoSendWhenIssued({ userId: caller.user.id, invoice, environment }, change),
    );
