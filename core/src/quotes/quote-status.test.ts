import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidQuoteTransition } from "./quote-errors.ts";
import {
  allowedQuoteTargets,
  changeQuoteStatus,
  quoteExpires,
  quoteNeedsNumber,
  quotePlaces,
  quoteStatuses,
} from "./quote-status.ts";

// The moves of docs/QUOTES.md#statuses, written out one allowed change per line.
const allowed = new Set([
  "seller draft→sent",
  "seller sent→accepted",
  "seller sent→declined",
  "email draft→sent",
  "email sent→sent",
  "client sent→accepted",
  "client sent→declined",
  "expiry-job sent→expired",
]);

const place = fc.constantFrom(...quotePlaces);
const status = fc.constantFrom(...quoteStatuses);
const rank = { draft: 0, sent: 1, accepted: 2, declined: 2, expired: 2 } as const;
const isoDate = fc
  .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe("quote status rule", () => {
  it("allows exactly the documented moves, from every place", () => {
    fc.assert(
      fc.property(place, status, status, (where, from, to) => {
        const result = changeQuoteStatus(where, from, to);
        expect(Result.isSuccess(result)).toBe(allowed.has(`${where} ${from}→${to}`));
        if (Result.isFailure(result)) {
          expect(result.failure).toBeInstanceOf(InvalidQuoteTransition);
          expect(result.failure.key).toBe("quotes.errors.invalidtransition");
        }
      }),
    );
  });

  it("never moves a quote back, and never moves an answered or expired quote", () => {
    fc.assert(
      fc.property(place, status, (where, from) => {
        for (const to of allowedQuoteTargets(where, from)) {
          expect(rank[to]).toBeGreaterThanOrEqual(rank[from]);
          expect(to).not.toBe("draft");
        }
        if (rank[from] === 2) expect(allowedQuoteTargets(where, from)).toEqual([]);
      }),
    );
  });

  it("lets only the client's link, the seller and the job end a sent quote", () => {
    fc.assert(
      fc.property(status, (from) => {
        expect(allowedQuoteTargets("email", from)).not.toContain("accepted");
        expect(allowedQuoteTargets("client", from)).not.toContain("expired");
      }),
    );
  });

  it("expires a sent quote only once its validity date is before today", () => {
    fc.assert(
      fc.property(status, isoDate, isoDate, (from, validUntil, today) => {
        expect(quoteExpires(from, validUntil, today)).toBe(from === "sent" && validUntil < today);
      }),
    );
  });

  it("numbers a quote when it first leaves draft, and only then", () => {
    fc.assert(
      fc.property(fc.boolean(), status, (hasNumber, to) => {
        expect(quoteNeedsNumber(hasNumber, to)).toBe(!hasNumber && to !== "draft");
      }),
    );
  });
});
