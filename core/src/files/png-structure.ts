import { byteAt, startsWithAt, uint32BE } from "./byte-reader.ts";
import { crc32 } from "./crc32.ts";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const IHDR = ascii("IHDR");
const IDAT = ascii("IDAT");
const IEND = ascii("IEND");

/**
 * Whether `bytes` is a whole PNG: the signature, an IHDR of a non-empty image first, chunks whose
 * lengths stay inside the file and whose CRCs hold, at least one IDAT, and IEND as the last bytes.
 */
export const isWholePng = (bytes: Uint8Array): boolean => {
  if (!startsWithAt(bytes, 0, SIGNATURE)) return false;
  let offset = SIGNATURE.length;
  let chunkIndex = 0;
  let sawData = false;
  while (offset < bytes.length) {
    const length = uint32BE(bytes, offset);
    const typeAt = offset + 4;
    const dataAt = offset + 8;
    const end = dataAt + length + 4;
    if (length < 0 || length > 0x7fffffff || end > bytes.length) return false;
    if (uint32BE(bytes, dataAt + length) !== crc32(bytes, typeAt, dataAt + length)) return false;
    if (chunkIndex === 0) {
      const header =
        startsWithAt(bytes, typeAt, IHDR) &&
        length === 13 &&
        uint32BE(bytes, dataAt) > 0 &&
        uint32BE(bytes, dataAt + 4) > 0;
      if (!header) return false;
    }
    if (startsWithAt(bytes, typeAt, IDAT)) sawData = true;
    if (startsWithAt(bytes, typeAt, IEND)) return sawData && length === 0 && end === bytes.length;
    // Chunk types are four ASCII letters; anything else is not a PNG.
    for (let i = typeAt; i < typeAt + 4; i++) {
      const letter = byteAt(bytes, i) | 0x20;
      if (letter < 0x61 || letter > 0x7a) return false;
    }
    offset = end;
    chunkIndex++;
  }
  return false;
};
