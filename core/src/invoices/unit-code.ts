import { Schema } from "effect";

/**
 * The units a line may be counted in: UN/ECE Recommendation 20 codes, sent as BT-130. C62 ("one",
 * a piece) is the unit of a line that names none, and of every line stored before units existed.
 */
export const UNIT_CODES = [
  "C62",
  "HUR",
  "DAY",
  "WEE",
  "MON",
  "KGM",
  "TNE",
  "MTR",
  "KMT",
  "MTK",
  "LTR",
  "SET",
] as const;

/** A UN/ECE Rec. 20 unit code of `UNIT_CODES`. */
export const UnitCode = Schema.Literals(UNIT_CODES).pipe(
  Schema.annotate({
    description: "UN/ECE Recommendation 20 unit code",
    message: "invoiceform.validation.unitcode",
  }),
);
export type UnitCode = typeof UnitCode.Type;

/** The unit of a line that names none: C62, a piece. */
export const DEFAULT_UNIT_CODE: UnitCode = "C62";
