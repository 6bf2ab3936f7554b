import { whenIssued } from "@invoicing/core";
import type { Effect } from "effect";
import type { Caller, RequestFacts } from "./route.ts";

/**
 * Wraps a change of an invoice (creation, edit, status change, e-mail) so that, when it issues
 * the invoice (first leaves draft), its PDF and e-invoice XML are archived before the answer and
 * its e-invoice auto-send is queued as a job (to the French platform or SEFAZ, when the seller
 * turned it on), carrying the request's `x-sandbox-mode` (`whenIssued`). Neither fails the
 * change. `invoice` is the invoice's id, or for a creation how to read the new id from the result.
 */
export const whenIssuedBy =
  <A>(caller: Caller, facts: RequestFacts, invoice: string | ((created: A) => string)) =>
  <E, R>(change: Effect.Effect<A, E, R>) =>
    whenIssued({ userId: caller.user.id, invoice, sandboxHeader: facts.sandboxHeader }, change);
