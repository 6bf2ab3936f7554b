import { describe, expect, it } from "vitest";
import { filePath, logoFileKey, logoKeyOfPath } from "./logo-file.ts";

const id = "3b241101-e2bb-4255-8caf-4136c566a962";

describe("logo files", () => {
  it("keys a logo by a fresh id and its sniffed type, served under /api/files/", () => {
    const key = logoFileKey(id, { contentType: "image/png", extension: "png" });
    expect(key).toBe(`logos/${id}.png`);
    expect(filePath(key)).toBe(`/api/files/logos/${id}.png`);
    expect(logoKeyOfPath(filePath(key))).toBe(key);
  });

  it("reads no key from a path it did not make", () => {
    expect(logoKeyOfPath("/api/files/logos/../../etc/passwd")).toBeUndefined();
    expect(logoKeyOfPath(`/elsewhere/logos/${id}.png`)).toBeUndefined();
    expect(logoKeyOfPath(`/api/files/logos/${id}.svg`)).toBeUndefined();
  });
});
