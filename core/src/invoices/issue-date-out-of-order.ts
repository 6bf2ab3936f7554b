import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";

/**
 * An issue date that breaks the chronology of numbers (docs/PRODUCT-RULES.md#numbering): before the
 * date of the last numbered invoice of the series, or after today. `earliest` and `latest` bound
 * the dates allowed.
 */
export class IssueDateOutOfOrder extends Schema.TaggedError<IssueDateOutOfOrder>()(
  "IssueDateOutOfOrder",
  {
    issueDate: IsoDate,
    earliest: Schema.NullOr(IsoDate),
    latest: IsoDate,
    fields: Schema.Record(Schema.String, Schema.String),
  },
) {
  readonly key: string = "invoices.issuedate.outoforder";
}
