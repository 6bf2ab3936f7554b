const tableOffset = (font: DataView, tag: string): number => {
  const tables = font.getUint16(4);
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + index * 16;
    const name = String.fromCharCode(
      font.getUint8(record),
      font.getUint8(record + 1),
      font.getUint8(record + 2),
      font.getUint8(record + 3),
    );
    if (name === tag) return font.getUint32(record + 8);
  }
  throw new Error(`The font has no ${tag} table`);
};

const addFormat4 = (font: DataView, subtable: number, covered: Set<number>): void => {
  const segments = font.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const end = font.getUint16(ends + segment * 2);
    const start = font.getUint16(starts + segment * 2);
    const delta = font.getUint16(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = font.getUint16(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      const glyph =
        rangeOffset === 0
          ? (code + delta) & 0xffff
          : font.getUint16(rangeOffsetAt + rangeOffset + (code - start) * 2);
      if (glyph !== 0) covered.add(code);
    }
  }
};

const addFormat12 = (font: DataView, subtable: number, covered: Set<number>): void => {
  const groups = font.getUint32(subtable + 12);
  for (let group = 0; group < groups; group += 1) {
    const record = subtable + 16 + group * 12;
    const end = font.getUint32(record + 4);
    for (let code = font.getUint32(record); code <= end; code += 1) covered.add(code);
  }
};

/**
 * The Unicode code points a TrueType font has a glyph for, read from its cmap (formats 4 and
 * 12), so text can be split into runs each drawn with a font that has its glyphs.
 */
export const fontCoverage = (bytes: Uint8Array): ReadonlySet<number> => {
  const font = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cmap = tableOffset(font, "cmap");
  const covered = new Set<number>();
  const subtables = font.getUint16(cmap + 2);
  for (let index = 0; index < subtables; index += 1) {
    const subtable = cmap + font.getUint32(cmap + 4 + index * 8 + 4);
    const format = font.getUint16(subtable);
    if (format === 4) addFormat4(font, subtable, covered);
    if (format === 12) addFormat12(font, subtable, covered);
  }
  return covered;
};
