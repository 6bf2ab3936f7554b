import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTerminalStatus, LIFECYCLE_CODES, type LifecycleCode } from "./lifecycle-status.ts";
import { canFollow, isAllowedHistory, latestStatus } from "./lifecycle-transitions.ts";

/** A history built by picking, at each step, one of the statuses allowed to follow. */
const allowedWalk = fc.array(fc.nat(), { maxLength: 25 }).map((picks) => {
  const history: LifecycleCode[] = [];
  for (const pick of picks) {
    const next = LIFECYCLE_CODES.filter((code) => canFollow(latestStatus(history), code));
    const chosen = next[pick % Math.max(next.length, 1)];
    if (chosen !== undefined) history.push(chosen);
  }
  return history;
});

describe("lifecycle transitions", () => {
  it("starts with a deposit or a rejection, and follows the platforms' order", () => {
    expect(canFollow(null, 200)).toBe(true);
    expect(canFollow(null, 213)).toBe(true);
    expect(canFollow(null, 212)).toBe(false);
    expect(isAllowedHistory([200, 202, 203, 205, 212])).toBe(true);
    expect(isAllowedHistory([200, 203, 202])).toBe(false);
    expect(isAllowedHistory([200, 209])).toBe(false);
    expect(isAllowedHistory([200, 208, 209, 205])).toBe(true);
  });

  it("lets the seller report each payment cashed, but nothing after a refusal", () => {
    expect(isAllowedHistory([200, 212, 212])).toBe(true);
    expect(canFollow(210, 212)).toBe(false);
    expect(canFollow(213, 200)).toBe(false);
  });

  it("every walk of allowed steps is an allowed history, and stops at a terminal status", () => {
    fc.assert(
      fc.property(allowedWalk, (history) => {
        expect(isAllowedHistory(history)).toBe(true);
        history.slice(0, -1).forEach((code) => {
          expect(isTerminalStatus(code)).toBe(false);
        });
      }),
    );
  });

  it("a processing status only ever follows a deposit", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LIFECYCLE_CODES), { maxLength: 12 }), (history) => {
        if (!isAllowedHistory(history)) return;
        const firstProcessing = history.findIndex((code) => code >= 204 && code <= 212);
        if (firstProcessing >= 0) expect(history.slice(0, firstProcessing)).toContain(200);
      }),
    );
  });
});
