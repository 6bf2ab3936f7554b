import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { asciiBytes, GIF, PNG } from "../../testing/sample-images.ts";
import { checkLogo, MAX_LOGO_BYTES } from "./logo-upload.ts";

const keyOf = (result: Result.Result<unknown, { readonly key: string }>) =>
  Result.isFailure(result) ? result.failure.key : undefined;

describe("checkLogo", () => {
  it("accepts an image by content and answers its type", () => {
    expect(checkLogo(GIF)).toEqual(Result.succeed({ contentType: "image/gif", extension: "gif" }));
  });

  it("asks for a file when the upload is empty", () => {
    expect(keyOf(checkLogo(new Uint8Array(0)))).toBe("settings.nofileselected");
  });

  it("refuses a logo over 2 MB before looking at it", () => {
    const large = new Uint8Array(MAX_LOGO_BYTES + 1);
    large.set(PNG);
    expect(keyOf(checkLogo(large))).toBe("settings.filetoolarge");
  });

  it("refuses what is not a JPEG, PNG or GIF", () => {
    expect(keyOf(checkLogo(asciiBytes("<svg/>")))).toBe("settings.invalidfiletype");
  });
});
