import { Schema } from "effect";
import { Instant } from "../../calendar/instant.ts";
import { LifecycleCode } from "./lifecycle-status.ts";

/** Which platform a status came through: the user's Plateforme Agréée, its sandbox, or Chorus Pro. */
export const LifecyclePlatform = Schema.Literals(["pa", "sandbox-pa", "chorus-pro"]);
export type LifecyclePlatform = typeof LifecyclePlatform.Type;

/**
 * One lifecycle status of an invoice as kept: its code, when it was set, the reason code and
 * text when it has one (a refusal's, or the rule ids of a rejection), the platform it came
 * through or went out by, the platform's flow id, and the CDAR XML when we emitted it ourselves.
 */
export const LifecycleEntry = Schema.Struct({
  id: Schema.String,
  invoiceId: Schema.String,
  code: LifecycleCode,
  at: Instant,
  reasonCode: Schema.NullOr(Schema.String),
  reason: Schema.NullOr(Schema.String),
  platform: LifecyclePlatform,
  flowId: Schema.NullOr(Schema.String),
  /** The CDAR we wrote for a status we emitted (212, say); null for a status a platform sent. */
  cdar: Schema.NullOr(Schema.String),
});
export type LifecycleEntry = typeof LifecycleEntry.Type;

/** A lifecycle status as the API lists it, `xmlUrl` naming the CDAR we emitted (docs/FRANCE-PA.md#statuses). */
export const LifecycleStatusView = Schema.Struct({
  code: LifecycleCode,
  label: Schema.String,
  at: Instant,
  reason: Schema.NullOr(Schema.String),
  platform: LifecyclePlatform,
  xmlUrl: Schema.optionalKey(Schema.String),
});
export type LifecycleStatusView = typeof LifecycleStatusView.Type;
