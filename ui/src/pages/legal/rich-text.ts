/** A run of text, or the text of an inline link named by its tag (`<privacy>…</privacy>`). */
export type Segment =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "link"; readonly tag: string; readonly text: string };

/** A paragraph of segments, or a bulleted list whose items are segments. */
export type Block =
  | { readonly kind: "paragraph"; readonly segments: ReadonlyArray<Segment> }
  | { readonly kind: "list"; readonly items: ReadonlyArray<ReadonlyArray<Segment>> };

const TAGGED = /<([a-z]+)>(.*?)<\/\1>/gu;

/** Splits a line into plain text and tagged links, in order; unmatched markup stays text. */
export const segmentsOf = (line: string): ReadonlyArray<Segment> => {
  const segments: Segment[] = [];
  let rest = 0;
  for (const match of line.matchAll(TAGGED)) {
    if (match.index > rest) segments.push({ kind: "text", text: line.slice(rest, match.index) });
    segments.push({ kind: "link", tag: match[1] ?? "", text: match[2] ?? "" });
    rest = match.index + match[0].length;
  }
  if (rest < line.length) segments.push({ kind: "text", text: line.slice(rest) });
  return segments;
};

const BULLET = "- ";

/** Groups the lines of one block into runs of bullet lines (lists) and other lines (paragraphs). */
const blocksOfLines = (lines: ReadonlyArray<string>): Block[] => {
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const bulleted = (lines[index] ?? "").startsWith(BULLET);
    const run: string[] = [];
    while (index < lines.length && (lines[index] ?? "").startsWith(BULLET) === bulleted) {
      run.push(lines[index] ?? "");
      index++;
    }
    blocks.push(
      bulleted
        ? { kind: "list", items: run.map((item) => segmentsOf(item.slice(BULLET.length))) }
        : { kind: "paragraph", segments: segmentsOf(run.join(" ")) },
    );
  }
  return blocks;
};

/**
 * Reads a catalogue text made of blocks separated by a blank line. Within a block, consecutive
 * lines starting with "- " form a bulleted list; other consecutive lines join into a paragraph (so
 * "We collect:" followed by bullets is a lead-in paragraph and a list).
 */
export const blocksOf = (text: string): ReadonlyArray<Block> =>
  text
    .split(/\n\s*\n/u)
    .map((chunk) =>
      chunk
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .flatMap(blocksOfLines);
