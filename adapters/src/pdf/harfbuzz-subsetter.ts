import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// The functions of harfbuzz-subset.wasm used here (pointers are numbers into its memory).
interface HarfbuzzExports {
  readonly memory: { readonly buffer: ArrayBuffer };
  readonly _initialize: () => void;
  readonly malloc: (size: number) => number;
  readonly hb_blob_create: (
    data: number,
    length: number,
    mode: number,
    user: number,
    destroy: number,
  ) => number;
  readonly hb_blob_destroy: (blob: number) => void;
  readonly hb_blob_get_data: (blob: number, length: number) => number;
  readonly hb_blob_get_length: (blob: number) => number;
  readonly hb_face_create: (blob: number, index: number) => number;
  readonly hb_face_reference_blob: (face: number) => number;
  readonly hb_face_destroy: (face: number) => void;
  readonly hb_set_add: (set: number, value: number) => void;
  readonly hb_subset_input_create_or_fail: () => number;
  readonly hb_subset_input_destroy: (input: number) => void;
  readonly hb_subset_input_get_flags: (input: number) => number;
  readonly hb_subset_input_set_flags: (input: number, flags: number) => void;
  readonly hb_subset_input_set: (input: number, which: number) => number;
  readonly hb_subset_input_unicode_set: (input: number) => number;
  readonly hb_subset_or_fail: (face: number, input: number) => number;
}

// The lib this package compiles against has no WebAssembly types; Node has the global.
interface WebAssemblyApi {
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Instance: new (module: object, imports: object) => { readonly exports: unknown };
}

const MEMORY_MODE_WRITABLE = 2;
const SETS_DROP_TABLE_TAG = 3;
const FLAG_NO_HINTING = 0x1;
const FLAG_NO_LAYOUT_CLOSURE = 0x200;
// jsPDF neither shapes nor sets vertical text: layout and vertical tables would be dead weight.
const droppedTables = ["GSUB", "GPOS", "GDEF", "BASE", "STAT", "vhea", "vmtx", "VORG", "DSIG"];

const tag = (name: string): number =>
  Array.from(name).reduce((value, character) => value * 256 + character.charCodeAt(0), 0);

/** A font held inside HarfBuzz, cut down to the characters a document draws. */
export interface SubsetFace {
  /** A TrueType font with only the glyphs of `codePoints` (glyph ids renumbered). */
  readonly subset: (codePoints: Iterable<number>) => Uint8Array;
}

/** Makes subsettable faces with HarfBuzz (its WebAssembly build from the harfbuzzjs package). */
export interface Subsetter {
  readonly face: (font: Uint8Array) => SubsetFace;
}

/** Loads HarfBuzz's subsetter, synchronously, once. */
export const makeSubsetter = (): Subsetter => {
  const bytes = readFileSync(
    createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"),
  );
  const wasm = (globalThis as unknown as { readonly WebAssembly: WebAssemblyApi }).WebAssembly;
  const hb = new wasm.Instance(new wasm.Module(bytes), {}).exports as HarfbuzzExports;
  hb._initialize();
  return {
    face: (font) => {
      const data = hb.malloc(font.byteLength);
      new Uint8Array(hb.memory.buffer).set(font, data);
      const blob = hb.hb_blob_create(data, font.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
      const face = hb.hb_face_create(blob, 0);
      hb.hb_blob_destroy(blob);
      return {
        subset: (codePoints) => {
          const input = hb.hb_subset_input_create_or_fail();
          if (input === 0) throw new Error("HarfBuzz could not create a subset input");
          hb.hb_subset_input_set_flags(
            input,
            hb.hb_subset_input_get_flags(input) | FLAG_NO_HINTING | FLAG_NO_LAYOUT_CLOSURE,
          );
          const drop = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG);
          for (const name of droppedTables) hb.hb_set_add(drop, tag(name));
          const unicodes = hb.hb_subset_input_unicode_set(input);
          for (const code of codePoints) hb.hb_set_add(unicodes, code);
          const subset = hb.hb_subset_or_fail(face, input);
          hb.hb_subset_input_destroy(input);
          if (subset === 0) throw new Error("HarfBuzz could not subset the font");
          const result = hb.hb_face_reference_blob(subset);
          const start = hb.hb_blob_get_data(result, 0);
          // Copied out: the wasm memory may grow (and move) on the next call.
          const copy = new Uint8Array(
            hb.memory.buffer,
            start,
            hb.hb_blob_get_length(result),
          ).slice();
          hb.hb_blob_destroy(result);
          hb.hb_face_destroy(subset);
          return copy;
        },
      };
    },
  };
};
