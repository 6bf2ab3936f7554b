import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { clientMatches } from "./client-matches.ts";

const client = { name: "Acme Corp", email: "billing@acme.fr", company: "Acme Holding" };

describe("clientMatches", () => {
  it.each(["acme corp", "BILLING@", "holding"])("matches %s in name, e-mail or company", (q) => {
    expect(clientMatches(client, q)).toBe(true);
  });
  it("does not match text found nowhere", () => {
    expect(clientMatches(client, "globex")).toBe(false);
  });
  it("does not match a phone number, which is not searched", () => {
    expect(clientMatches({ ...client, company: null }, "0612")).toBe(false);
  });
  test.prop([fc.string(), fc.string(), fc.string()])(
    "matches any part of the name",
    (before, part, after) => {
      expect(clientMatches({ ...client, name: `${before}${part}${after}` }, part)).toBe(true);
    },
  );
  const ascii = fc.stringMatching(/^[A-Za-z0-9@. ]{0,12}$/u);
  test.prop([ascii, ascii])("ignores the case of the search text", (name, q) => {
    const named = { ...client, name };
    expect(clientMatches(named, q.toUpperCase())).toBe(clientMatches(named, q.toLowerCase()));
  });
});
