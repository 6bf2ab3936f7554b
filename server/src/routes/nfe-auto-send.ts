import { autoSendNfe, type InvoiceJson, type UserId } from "@invoicing/core";
import { Effect } from "effect";
import type { AppServices } from "../runtime/app-services.ts";

/**
 * Follows an invoice change that succeeded (creation, edit, status change) with the NF-e
 * auto-send, which acts only when the change issued a BRL invoice of a seller who turned it on,
 * and never fails the change.
 */
export const thenAutoSendNfe =
  (userId: UserId, sandboxHeader: boolean | undefined) =>
  (change: Effect.Effect<InvoiceJson, unknown, AppServices>) =>
    change.pipe(
      Effect.tap((invoice) => autoSendNfe({ userId, invoiceId: invoice.id, sandboxHeader })),
    );
