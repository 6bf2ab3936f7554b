import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { ClientListQuery } from "./client-list-query.ts";

const decode = decodeFields(ClientListQuery);

describe("ClientListQuery", () => {
  it("defaults to the first page of 20 with no search", () => {
    expect(decode({})).toEqual({ value: { q: "", page: 1, pageSize: 20 } });
  });
  it("reads a query string's text values", () => {
    expect(decode({ q: " acme ", page: "3", pageSize: "50" })).toEqual({
      value: { q: "acme", page: 3, pageSize: 50 },
    });
  });
  it.each([
    [{ page: "0" }, "page", "common.errors.invalidpage"],
    [{ page: "1.5" }, "page", "common.errors.invalidpage"],
    [{ page: "x" }, "page", "common.errors.invalidpage"],
    [{ pageSize: "101" }, "pageSize", "common.errors.invalidpagesize"],
    [{ q: "x".repeat(101) }, "q", "clients.errors.searchtoolong"],
  ])("refuses %j at %s with %s", (input, field, key) => {
    expect(decode(input)).toEqual({ fields: { [field]: key } });
  });
});
