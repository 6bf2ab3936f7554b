import { describe, expect, it } from "vitest";
import { fullName } from "./full-name.ts";

describe("fullName", () => {
  it("joins first and last name with one space", () => {
    expect(fullName(" Ana ", "Silva")).toBe("Ana Silva");
  });
  it("leaves out an empty part", () => {
    expect(fullName("Ana", "")).toBe("Ana");
    expect(fullName("", "Silva")).toBe("Silva");
  });
});
