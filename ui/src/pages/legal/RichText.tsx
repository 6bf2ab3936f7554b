import { Fragment } from "react";
import { Link } from "wouter";
import { type Block, blocksOf, type Segment } from "./rich-text.ts";

/** Where each link tag of the catalogue's texts goes; `mail` links to the address it holds. */
const pages: Readonly<Record<string, string>> = {
  terms: "/terms",
  privacy: "/privacy",
  refund: "/refund",
  pricing: "/pricing",
};

const SegmentView = ({ segment }: { readonly segment: Segment }) => {
  if (segment.kind === "text") return segment.text;
  if (segment.tag === "mail") return <a href={`mailto:${segment.text}`}>{segment.text}</a>;
  const page = pages[segment.tag];
  return page === undefined ? segment.text : <Link href={page}>{segment.text}</Link>;
};

const Segments = ({ segments }: { readonly segments: ReadonlyArray<Segment> }) =>
  segments.map((segment, index) => (
    // Segments never move, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <SegmentView key={index} segment={segment} />
  ));

const BlockView = ({ block }: { readonly block: Block }) =>
  block.kind === "paragraph" ? (
    <p>
      <Segments segments={block.segments} />
    </p>
  ) : (
    <ul>
      {block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items of a fixed text never move
        <li key={index}>
          <Segments segments={item} />
        </li>
      ))}
    </ul>
  );

/**
 * A translated text with paragraphs, bulleted lists and inline links (`<privacy>…</privacy>`,
 * `<mail>…</mail>`), so that translators keep the structure without writing HTML.
 */
export const RichText = ({ text }: { readonly text: string }) =>
  blocksOf(text).map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text never move
    <Fragment key={index}>
      <BlockView block={block} />
    </Fragment>
  ));
