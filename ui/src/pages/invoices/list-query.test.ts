import { describe, expect, it } from "vitest";
import { listQueryOf, searchOf } from "./list-query.ts";

describe("the invoice list's address query", () => {
  it("reads search, status and page", () => {
    expect(listQueryOf("?q=acme&status=overdue&page=3")).toEqual({
      q: "acme",
      status: "overdue",
      page: 3,
    });
  });

  it("falls back to everything on page 1 for a missing or unknown value", () => {
    expect(listQueryOf("")).toEqual({ q: "", status: "all", page: 1 });
    expect(listQueryOf("status=archived&page=-2")).toEqual({ q: "", status: "all", page: 1 });
    expect(listQueryOf("page=1.5")).toMatchObject({ page: 1 });
  });

  it("cuts a search longer than the server accepts", () => {
    expect(listQueryOf(`q=${"a".repeat(150)}`).q).toHaveLength(100);
  });

  it("leaves defaults out of the address and reads back what it wrote", () => {
    expect(searchOf({ q: "", status: "all", page: 1 })).toBe("");
    const query = { q: "Jean & fils", status: "paid", page: 2 } as const;
    expect(listQueryOf(searchOf(query))).toEqual(query);
  });
});
