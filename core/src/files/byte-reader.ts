/** The byte at `index`, or -1 past the end, so truncation reads as an impossible value. */
export const byteAt = (bytes: Uint8Array, index: number): number => bytes[index] ?? -1;

/** The big-endian unsigned 16-bit number at `index`, or -1 when it runs past the end. */
export const uint16BE = (bytes: Uint8Array, index: number): number =>
  index + 2 <= bytes.length ? (byteAt(bytes, index) << 8) | byteAt(bytes, index + 1) : -1;

/** The little-endian unsigned 16-bit number at `index`, or -1 when it runs past the end. */
export const uint16LE = (bytes: Uint8Array, index: number): number =>
  index + 2 <= bytes.length ? byteAt(bytes, index) | (byteAt(bytes, index + 1) << 8) : -1;

/** The big-endian unsigned 32-bit number at `index`, or -1 when it runs past the end. */
export const uint32BE = (bytes: Uint8Array, index: number): number =>
  index + 4 <= bytes.length ? uint16BE(bytes, index) * 0x10000 + uint16BE(bytes, index + 2) : -1;

/** Whether `bytes` holds exactly `expected` at `index`. */
export const startsWithAt = (
  bytes: Uint8Array,
  index: number,
  expected: ReadonlyArray<number>,
): boolean => expected.every((value, offset) => byteAt(bytes, index + offset) === value);
