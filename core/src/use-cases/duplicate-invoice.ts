import { Effect } from "effect";
import { todayIn } from "../calendar/today-in.ts";
import { draftCopyOf } from "../invoices/draft-copy.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/**
 * Copies one of the user's invoices, issued or not, into a new draft dated today in the user's
 * time zone: the way to reissue a frozen invoice's content. Answers the draft as stored, with its
 * client.
 */
export const duplicateInvoice = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const invoices = yield* InvoiceRepository;
    const { invoice: source } = yield* invoices.get(input.userId, input.id);
    const ids = yield* IdGenerator;
    const itemIds = yield* Effect.replicateEffect(ids.next, source.items.length);
    const id = yield* ids.next;
    const historyId = yield* ids.next;
    const now = yield* (yield* Clock).now;
    const invoice = draftCopyOf(source, {
      id,
      itemIds,
      today: todayIn(user.timeZone, new Date(now)),
      now,
    });
    const stored = yield* invoices
      .create(input.userId, {
        invoice,
        issueNumber: false,
        history: {
          id: historyId,
          invoiceId: id,
          at: now,
          event: "created",
          from: null,
          to: "draft",
        },
      })
      // A copy is no occurrence of a recurring invoice: the repository never answers this.
      .pipe(Effect.catchTag("OccurrenceAlreadyIssued", Effect.die));
    return stored;
  });
