import { describe, expect, it } from "vitest";
import { receivedState } from "./received-state.ts";

describe("receivedState", () => {
  it("names an unanswered invoice pending and each answer by its status", () => {
    expect(receivedState({ status: null, paidAt: null })).toBe("pending");
    expect(receivedState({ status: 205, paidAt: null })).toBe("approved");
    expect(receivedState({ status: 207, paidAt: null })).toBe("disputed");
    expect(receivedState({ status: 210, paidAt: null })).toBe("refused");
  });

  it("names a paid invoice paid whatever was answered before", () => {
    expect(receivedState({ status: 205, paidAt: "2026-11-27T10:00:00.000Z" })).toBe("paid");
  });
});
