import { describe, expect, it } from "vitest";
import { clientInitial } from "./client-initial.ts";

describe("clientInitial", () => {
  it("is the first letter of the name, upper-cased", () => {
    expect(clientInitial("  élodie Martin")).toBe("É");
  });

  it("keeps a character outside the basic plane whole", () => {
    expect(clientInitial("𝒜cme")).toBe("𝒜");
  });

  it("is a question mark for a blank name", () => {
    expect(clientInitial("   ")).toBe("?");
  });
});
