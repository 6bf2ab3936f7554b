import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Paged, pageOffset } from "./paged.ts";

describe("Paged", () => {
  it("wraps a page of items with its page, size and full count", () => {
    const page = { data: ["a", "b"], page: 2, pageSize: 2, total: 5 };
    expect(Schema.decodeUnknownSync(Paged(Schema.String))(page)).toEqual(page);
  });

  it("starts each page after the rows of the pages before it", () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });
});
