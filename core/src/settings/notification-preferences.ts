import { Effect, Schema } from "effect";

const preference = Schema.Boolean.annotate({ message: "settings.invalidnotifications" }).pipe(
  Schema.withDecodingDefaultKey(Effect.succeed(true)),
);

/** The earliest a notice may go: this many days before the due date. */
export const NOTICE_OFFSET_MIN = -30;
/** The latest a notice may start: this many days after the due date. */
export const NOTICE_OFFSET_MAX = 60;
/** How many notices one invoice may get at most. */
export const NOTICE_SCHEDULE_MAX = 6;
/** The longest late-fee line, in characters. */
export const LATE_FEE_TEXT_MAX = 300;
/** The schedule of an account that never changed it: 3 days before the due date, 1 and 7 after. */
export const DEFAULT_NOTICE_OFFSETS: ReadonlyArray<number> = [-3, 1, 7];

/** One notice of the schedule: days from the due date, negative before it, 0 on it. */
export const NoticeOffset = Schema.Number.annotate({
  message: "settings.noticeschedule.invalidoffset",
}).pipe(
  Schema.check(
    Schema.makeFilter((value: number) =>
      Number.isInteger(value) ? undefined : "settings.noticeschedule.invalidoffset",
    ),
  ),
  Schema.check(
    Schema.isBetween(
      { minimum: NOTICE_OFFSET_MIN, maximum: NOTICE_OFFSET_MAX },
      { message: "settings.noticeschedule.outofrange" },
    ),
  ),
);

/**
 * When the client of an unpaid invoice gets a notice (docs/PRODUCT-RULES.md#lifecycle): one to
 * six offsets in days from the due date, each once.
 */
export const NoticeOffsets = Schema.Array(NoticeOffset).pipe(
  Schema.check(
    Schema.makeFilter((offsets: ReadonlyArray<number>) => {
      if (offsets.length === 0) return "settings.noticeschedule.empty";
      if (offsets.length > NOTICE_SCHEDULE_MAX) return "settings.noticeschedule.toomany";
      const repeated = offsets.findIndex((offset, index) => offsets.indexOf(offset) !== index);
      return repeated === -1
        ? undefined
        : { path: [repeated], issue: "settings.noticeschedule.duplicate" };
    }),
  ),
);

/**
 * Which e-mails a user wants (docs/PRODUCT-RULES.md#accounts), each on unless switched off, the
 * days on which an unpaid invoice's client gets a notice, a line about late fees that overdue
 * notices carry (empty: none), and whether invoice e-mails carry the invoice's pay link
 * (docs/PRODUCT-RULES.md#pay-links). Also a change of them, which replaces them all; an omitted
 * switch is back on, an omitted schedule the default one, an omitted late-fee line empty.
 */
export const NotificationPreferences = Schema.Struct({
  emailNotifications: preference,
  paymentReminders: preference,
  overdueNotifications: preference,
  newFeatureAnnouncements: preference,
  noticeOffsets: NoticeOffsets.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_NOTICE_OFFSETS)),
  ),
  lateFeeText: Schema.String.annotate({ message: "settings.latefee.invalid" }).pipe(
    Schema.check(Schema.isMaxLength(LATE_FEE_TEXT_MAX, { message: "settings.latefee.toolong" })),
    Schema.withDecodingDefaultKey(Effect.succeed("")),
  ),
  payLinkInInvoiceEmails: preference,
});
export type NotificationPreferences = typeof NotificationPreferences.Type;

/** The preferences of an account that never changed them. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  paymentReminders: true,
  overdueNotifications: true,
  newFeatureAnnouncements: true,
  noticeOffsets: DEFAULT_NOTICE_OFFSETS,
  lateFeeText: "",
  payLinkInInvoiceEmails: true,
};
