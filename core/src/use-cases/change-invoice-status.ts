import { Effect, Result } from "effect";
import { invoiceToJson } from "../invoices/invoice-json.ts";
import type { InvoiceStatus } from "../invoices/invoice-status.ts";
import { changeStatus } from "../invoices/status-transitions.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceChange } from "./invoice-change.ts";

/** The screens that change a status by itself: the detail page's buttons, the list's "mark as paid". */
export type StatusScreen = "detail" | "list";

/**
 * Moves an invoice to another status, `PUT /api/invoices/{id}` with `{ status }` alone, under the
 * rules of the screen asking (spec §4, decisions §9: InvalidStatusTransition otherwise, and
 * CancelRequiresCreditNote for a numbered invoice cancelled directly). The invoice takes its
 * number when it first leaves draft; the time of the move and a history line are recorded.
 */
export const changeInvoiceStatus = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly status: InvoiceStatus;
  readonly screen: StatusScreen;
}) =>
  Effect.gen(function* () {
    const historyId = yield* (yield* IdGenerator).next;
    const now = yield* (yield* Clock).now;
    const stored = yield* (yield* InvoiceRepository).update(input.userId, input.id, (current) =>
      Result.flatMap(changeStatus(input.screen, current, input.status), (status) =>
        invoiceChange({
          place: input.screen,
          before: current,
          after: { ...current, status },
          event: "statusChanged",
          historyId,
          itemsChanged: false,
          now,
        }),
      ),
    );
    return invoiceToJson(stored.invoice, stored.client);
  });
