import { fc, test } from "@fast-check/vitest";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Paged, pageOffset, pageWindow } from "./paged.ts";

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

describe("pageWindow", () => {
  /** The rows a window reads from `rows`, back in the list's order. */
  const read = (rows: ReadonlyArray<number>, offset: number, pageSize: number) => {
    const window = pageWindow(offset, pageSize, rows.length);
    const ordered = window.reversed ? rows.toReversed() : rows;
    const taken = ordered.slice(window.offset, window.offset + window.limit);
    return window.reversed ? taken.toReversed() : taken;
  };

  test.prop([fc.nat(300), fc.nat(320), fc.integer({ min: 1, max: 100 })])(
    "reads the same page as an offset from the start, skipping no more rows",
    (total, offset, pageSize) => {
      const rows = Array.from({ length: total }, (_, index) => index);
      expect(read(rows, offset, pageSize)).toEqual(rows.slice(offset, offset + pageSize));
      expect(pageWindow(offset, pageSize, total).offset).toBeLessThanOrEqual(offset);
    },
  );

  it("reads the last page of 100,000 rows from the end, skipping none", () => {
    expect(pageWindow(99_980, 20, 100_000)).toEqual({ reversed: true, limit: 20, offset: 0 });
    expect(pageWindow(99_990, 20, 100_000)).toEqual({ reversed: true, limit: 10, offset: 0 });
    expect(pageWindow(20, 20, 100_000)).toEqual({ reversed: false, limit: 20, offset: 20 });
  });
});
