import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./decode-fields.ts";
import { queryInteger } from "./query-integer.ts";

const Query = Schema.Struct({ n: queryInteger(1, 36, "common.errors.invalidpage") });

describe("queryInteger", () => {
  it("reads a whole number within bounds from a query string", () => {
    expect(Schema.decodeUnknownSync(Query)({ n: "36" })).toEqual({ n: 36 });
  });

  it("refuses with its key text, fractions, numbers out of range and a repeated parameter", () => {
    for (const n of ["", "abc", "1.5", "0", "37", ["2", "3"], 4]) {
      expect(fieldErrors(Query, { n }), JSON.stringify(n)).toEqual({
        n: "common.errors.invalidpage",
      });
    }
  });
});
