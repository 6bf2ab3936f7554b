import { byteAt, startsWithAt, uint16LE } from "./byte-reader.ts";

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const GIF87A = ascii("GIF87a");
const GIF89A = ascii("GIF89a");
const EXTENSION = 0x21;
const IMAGE = 0x2c;
const TRAILER = 0x3b;

/** The offset after a run of data sub-blocks ending in a zero-length one, or -1 if truncated. */
const skipSubBlocks = (bytes: Uint8Array, start: number): number => {
  let offset = start;
  for (;;) {
    const size = byteAt(bytes, offset);
    if (size < 0) return -1;
    offset += 1 + size;
    if (size === 0) return offset;
  }
};

/** The size in bytes of a colour table announced by a packed field, 0 when there is none. */
const colourTableSize = (packed: number): number =>
  packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;

/**
 * Whether `bytes` is a whole GIF: the GIF87a/GIF89a header, a screen of non-zero size, blocks
 * (extensions and at least one image) each complete, and the trailer as the last byte.
 */
export const isWholeGif = (bytes: Uint8Array): boolean => {
  if (!startsWithAt(bytes, 0, GIF87A) && !startsWithAt(bytes, 0, GIF89A)) return false;
  if (uint16LE(bytes, 6) <= 0 || uint16LE(bytes, 8) <= 0) return false;
  let offset = 13 + colourTableSize(byteAt(bytes, 10));
  let images = 0;
  while (offset >= 0 && offset < bytes.length) {
    const introducer = byteAt(bytes, offset);
    if (introducer === TRAILER) return images > 0 && offset === bytes.length - 1;
    if (introducer === EXTENSION) {
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (introducer === IMAGE) {
      const packed = byteAt(bytes, offset + 9);
      if (packed < 0) return false;
      // The LZW minimum code size byte follows the descriptor and any local colour table.
      const lzwAt = offset + 10 + colourTableSize(packed);
      if (byteAt(bytes, lzwAt) < 0) return false;
      offset = skipSubBlocks(bytes, lzwAt + 1);
      images++;
    } else {
      return false;
    }
  }
  return false;
};
