import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "../validation/decode-fields.ts";
import { InvoiceListQuery } from "./invoice-list-query.ts";

const decode = Schema.decodeUnknownSync(InvoiceListQuery);

describe("InvoiceListQuery", () => {
  it("fills the defaults of an empty query", () => {
    expect(decode({})).toEqual({
      q: "",
      status: "all",
      sort: "-issueDate",
      page: 1,
      pageSize: 20,
    });
  });

  it("reads a query string's values", () => {
    expect(
      decode({ q: "  acme ", status: "overdue", sort: "dueDate", page: "3", pageSize: "50" }),
    ).toEqual({
      q: "acme",
      status: "overdue",
      sort: "dueDate",
      page: 3,
      pageSize: 50,
    });
  });

  it("refuses a page below 1, a page size above 100 and fractions", () => {
    expect(fieldErrors(InvoiceListQuery, { page: "0", pageSize: "101" })).toEqual({
      page: "common.errors.invalidpage",
      pageSize: "common.errors.invalidpagesize",
    });
    expect(fieldErrors(InvoiceListQuery, { page: "1.5", pageSize: "abc" })).toMatchObject({
      page: "common.errors.invalidpage",
    });
  });

  it("filters by the latest lifecycle status's code, or by having none", () => {
    expect(decode({ lifecycle: "212" })).toMatchObject({ lifecycle: "212" });
    expect(decode({ lifecycle: "none" })).toMatchObject({ lifecycle: "none" });
  });

  it("refuses a lifecycle code outside 200–213", () => {
    expect(Object.keys(fieldErrors(InvoiceListQuery, { lifecycle: "214" }))).toEqual(["lifecycle"]);
  });

  it("refuses an unknown status or sort", () => {
    expect(
      Object.keys(fieldErrors(InvoiceListQuery, { status: "archived", sort: "amount" })),
    ).toEqual(["status", "sort"]);
  });
});
