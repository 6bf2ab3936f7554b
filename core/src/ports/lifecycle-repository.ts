import { Context, type Effect } from "effect";
import type { LifecycleEntry } from "../france/lifecycle/lifecycle-entry.ts";
import type { UserId } from "../users/user-id.ts";

/** Where a status goes: one of the owner's invoices, by id or by its number. */
export type LifecycleTarget = { readonly invoiceId: string } | { readonly invoiceNumber: string };

/**
 * The lifecycle statuses of a user's invoices (docs/FRANCE-PA.md#statuses). Scoped by the
 * owner: another user's invoice has none. Storage failures are defects.
 */
export class LifecycleRepository extends Context.Service<
  LifecycleRepository,
  {
    /**
     * Keeps a status of one of the owner's invoices; the invoice id it went to, or null when the
     * owner has no such invoice or the status's flow was kept already (webhook and polling
     * bring the same flow).
     */
    readonly record: (
      userId: UserId,
      target: LifecycleTarget,
      entry: Omit<LifecycleEntry, "invoiceId">,
    ) => Effect.Effect<string | null>;
    /** The statuses of one invoice, oldest first. */
    readonly list: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<ReadonlyArray<LifecycleEntry>>;
  }
>()("@invoicing/core/LifecycleRepository") {}
