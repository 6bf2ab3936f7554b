import { describe, expect, it } from "vitest";
import { avatarInitials } from "./avatar-initials.ts";

describe("avatarInitials", () => {
  it("takes the initials of first and last name, uppercased", () => {
    expect(avatarInitials({ firstName: "ana", lastName: "silva", email: "x@y.fr" })).toBe("AS");
  });
  it("takes the first name's initial when there is no last name", () => {
    expect(avatarInitials({ firstName: "Ana", lastName: " ", email: "x@y.fr" })).toBe("A");
  });
  it("takes the e-mail's initial when there is no first name", () => {
    expect(avatarInitials({ lastName: "Silva", email: "zoe@y.fr" })).toBe("Z");
  });
  it("falls back to U when nothing is known", () => {
    expect(avatarInitials({})).toBe("U");
  });
  it("keeps a character outside the basic plane whole", () => {
    expect(avatarInitials({ firstName: "𠀀a", lastName: "林" })).toBe("𠀀林");
  });
});
