import { Result, Schema } from "effect";
import { type ImageType, sniffImage } from "./sniff-image.ts";

/** The largest logo accepted, in bytes (docs/PRODUCT-RULES.md#files: 2 MB). */
export const MAX_LOGO_BYTES = 2_097_152;

/** The upload carried no file, or an empty one. */
export class LogoMissing extends Schema.TaggedError<LogoMissing>()("LogoMissing", {}) {
  readonly key: string = "settings.nofileselected";
}

/** The logo is larger than MAX_LOGO_BYTES. */
export class LogoTooLarge extends Schema.TaggedError<LogoTooLarge>()("LogoTooLarge", {
  size: Schema.Int,
}) {
  readonly key: string = "settings.filetoolarge";
}

/** The logo is not a whole JPEG, PNG or GIF by its content. */
export class LogoTypeUnsupported extends Schema.TaggedError<LogoTypeUnsupported>()(
  "LogoTypeUnsupported",
  {},
) {
  readonly key: string = "settings.invalidfiletype";
}

/** Checks an uploaded logo: not empty, at most 2 MB, and an image by content; answers its type. */
export const checkLogo = (
  bytes: Uint8Array,
): Result.Result<ImageType, LogoMissing | LogoTooLarge | LogoTypeUnsupported> => {
  if (bytes.length === 0) return Result.fail(new LogoMissing());
  if (bytes.length > MAX_LOGO_BYTES) return Result.fail(new LogoTooLarge({ size: bytes.length }));
  const type = sniffImage(bytes);
  return type === undefined ? Result.fail(new LogoTypeUnsupported()) : Result.succeed(type);
};
