import { Context, type Effect } from "effect";
import type { Instant } from "../../calendar/instant.ts";

/** What a Factur-X PDF embeds: the invoice's XML, and when the invoice last changed. */
export interface FacturXEmbedding {
  /** The CII XML, embedded as `factur-x.xml`. */
  readonly xml: string;
  /** The PDF's and the embedded file's modification date: the invoice's `updatedAt`. */
  readonly modifiedAt: Instant;
}

/**
 * Turns an invoice PDF into a Factur-X PDF/A-3b: sRGB output intent, XMP metadata with the
 * Factur-X extension schema, and the XML attached as `factur-x.xml` (`/AFRelationship
 * /Alternative`, listed in the catalog's `/AF`). A failure is a defect: the PDF is our own.
 */
export class FacturXPdf extends Context.Service<
  FacturXPdf,
  {
    readonly embed: (pdf: Uint8Array, embedding: FacturXEmbedding) => Effect.Effect<Uint8Array>;
  }
>()("@invoicing/core/FacturXPdf") {}
