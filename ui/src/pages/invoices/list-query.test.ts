import { describe, expect, it } from "vitest";
import { listQueryOf, searchOf } from "./list-query.ts";

describe("the invoice list's address query", () => {
  it("reads search, status, lifecycle status and page", () => {
    expect(listQueryOf("?q=acme&status=overdue&lifecycle=212&page=3")).toEqual({
      q: "acme",
      status: "overdue",
      lifecycle: "212",
      page: 3,
    });
  });

  it("falls back to everything on page 1 for a missing or unknown value", () => {
    const everything = { q: "", status: "all", lifecycle: "all", page: 1 };
    expect(listQueryOf("")).toEqual(everything);
    expect(listQueryOf("status=archived&lifecycle=299&page=-2")).toEqual(everything);
    expect(listQueryOf("page=1.5")).toMatchObject({ page: 1 });
  });

  it("cuts a search longer than the server accepts", () => {
    expect(listQueryOf(`q=${"a".repeat(150)}`).q).toHaveLength(100);
  });

  it("leaves defaults out of the address and reads back what it wrote", () => {
    expect(searchOf({ q: "", status: "all", lifecycle: "all", page: 1 })).toBe("");
    const query = { q: "Jean & fils", status: "paid", lifecycle: "none", page: 2 } as const;
    expect(listQueryOf(searchOf(query))).toEqual(query);
  });
});
