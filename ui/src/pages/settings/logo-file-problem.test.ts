import { MAX_LOGO_BYTES } from "@invoicing/core";
import { describe, expect, it } from "vitest";
import { logoFileProblem } from "./logo-file-problem.ts";

// A whole 1×1 GIF.
const gif = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) =>
  c.charCodeAt(0),
);

describe("logoFileProblem", () => {
  it("asks for a file when none is chosen", async () => {
    await expect(logoFileProblem(undefined)).resolves.toBe("settings.nofileselected");
  });

  it("accepts a real image", async () => {
    await expect(
      logoFileProblem(new File([gif], "logo.gif", { type: "image/gif" })),
    ).resolves.toBeUndefined();
  });

  it("refuses a file over 2 MB before reading it", async () => {
    const big = new File([new Uint8Array(MAX_LOGO_BYTES + 1)], "big.png", { type: "image/png" });
    await expect(logoFileProblem(big)).resolves.toBe("settings.filetoolarge");
  });

  it("refuses a file neither named nor typed as JPEG, PNG or GIF", async () => {
    const svg = new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" });
    await expect(logoFileProblem(svg)).resolves.toBe("settings.invalidfiletype");
  });

  it("refuses a text file renamed .png, by its content", async () => {
    const text = new File(["not an image"], "logo.png", { type: "image/png" });
    await expect(logoFileProblem(text)).resolves.toBe("settings.invalidfiletype");
  });

  it("refuses an empty file as no file at all", async () => {
    await expect(logoFileProblem(new File([], "logo.png", { type: "image/png" }))).resolves.toBe(
      "settings.nofileselected",
    );
  });
});
