import { isWholeGif } from "./gif-structure.ts";
import { isWholeJpeg } from "./jpeg-structure.ts";
import { isWholePng } from "./png-structure.ts";

/** An image format a logo may have (docs/PRODUCT-RULES.md#files: jpeg, jpg, png, gif). */
export interface ImageType {
  readonly contentType: "image/jpeg" | "image/png" | "image/gif";
  readonly extension: "jpg" | "png" | "gif";
}

const formats: ReadonlyArray<ImageType & { readonly isWhole: (bytes: Uint8Array) => boolean }> = [
  { contentType: "image/jpeg", extension: "jpg", isWhole: isWholeJpeg },
  { contentType: "image/png", extension: "png", isWhole: isWholePng },
  { contentType: "image/gif", extension: "gif", isWhole: isWholeGif },
];

/**
 * The format of an image recognised by its content, never its name (docs/PRODUCT-RULES.md#files): a
 * whole JPEG, PNG or GIF, structure checked to its end marker. Anything else (SVG, HTML, a cut-off
 * or renamed file) is undefined.
 */
export const sniffImage = (bytes: Uint8Array): ImageType | undefined => {
  const format = formats.find((candidate) => candidate.isWhole(bytes));
  return format === undefined
    ? undefined
    : { contentType: format.contentType, extension: format.extension };
};
