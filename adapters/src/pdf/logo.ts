import type { jsPDF } from "jspdf";

/** The space a logo takes once placed. */
export interface PlacedLogo {
  readonly width: number;
  readonly height: number;
}

const formatOf = (bytes: Uint8Array): "PNG" | "JPEG" | "GIF" | undefined => {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return "PNG";
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "JPEG";
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return "GIF";
  return undefined;
};

/**
 * Draws the logo scaled to fit `maxWidth` × `maxHeight`, keeping its proportions, with its top at
 * `y` and its left edge at `x` (or its right edge there when `fromRight`). A logo that cannot be
 * decoded is left out, so that an odd image never keeps the invoice itself from being issued.
 */
export const placeLogo = (
  doc: jsPDF,
  logo: Uint8Array | null,
  box: {
    readonly x: number;
    readonly y: number;
    readonly maxWidth: number;
    readonly maxHeight: number;
  },
  fromRight = false,
): PlacedLogo => {
  const format = logo === null ? undefined : formatOf(logo);
  if (logo === null || format === undefined) return { width: 0, height: 0 };
  try {
    const properties = doc.getImageProperties(logo);
    // Never enlarged past one pixel a point, where a small logo would start to blur.
    const scale = Math.min(1, box.maxWidth / properties.width, box.maxHeight / properties.height);
    const width = properties.width * scale;
    const height = properties.height * scale;
    doc.addImage(logo, format, fromRight ? box.x - width : box.x, box.y, width, height, "logo");
    return { width, height };
  } catch {
    return { width: 0, height: 0 };
  }
};
