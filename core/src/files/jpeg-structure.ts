import { byteAt, uint16BE } from "./byte-reader.ts";

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TEM = 0x01;

/** Markers that stand alone, without a length: restart markers and TEM. */
const hasNoLength = (marker: number): boolean =>
  marker === TEM || (marker >= 0xd0 && marker <= 0xd7);

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), which carry the image size. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The offset of the next marker after entropy-coded data, skipping stuffed bytes and restarts. */
const endOfScan = (bytes: Uint8Array, start: number): number => {
  for (let i = start; i < bytes.length - 1; i++) {
    if (byteAt(bytes, i) !== 0xff) continue;
    const next = byteAt(bytes, i + 1);
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return i;
  }
  return -1;
};

/**
 * Whether `bytes` is a whole JPEG: SOI, segments whose lengths stay inside the file, a frame of
 * non-zero size before the first scan, and EOI as the last bytes (a cut-off upload lacks it).
 */
export const isWholeJpeg = (bytes: Uint8Array): boolean => {
  if (byteAt(bytes, 0) !== 0xff || byteAt(bytes, 1) !== SOI) return false;
  let offset = 2;
  let sawFrame = false;
  let sawScan = false;
  while (offset < bytes.length) {
    if (byteAt(bytes, offset) !== 0xff) return false;
    // Any number of 0xFF fill bytes may precede a marker.
    while (byteAt(bytes, offset + 1) === 0xff) offset++;
    const marker = byteAt(bytes, offset + 1);
    if (marker < 0) return false;
    if (marker === EOI) return sawScan && offset + 2 === bytes.length;
    if (hasNoLength(marker)) {
      offset += 2;
      continue;
    }
    const length = uint16BE(bytes, offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return false;
    if (isStartOfFrame(marker)) {
      if (uint16BE(bytes, offset + 5) <= 0 || uint16BE(bytes, offset + 7) <= 0) return false;
      sawFrame = true;
    }
    if (marker === SOS) {
      if (!sawFrame) return false;
      sawScan = true;
      offset = endOfScan(bytes, end);
      if (offset < 0) return false;
    } else {
      offset = end;
    }
  }
  return false;
};
