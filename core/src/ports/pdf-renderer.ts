import { Context, type Effect } from "effect";
import type { NfeAccessKey } from "../brazil/index.ts";
import type { Client } from "../clients/client.ts";
import type { Invoice } from "../invoices/index.ts";
import type { FranceSettings } from "../settings/france-settings.ts";
import type { Language } from "../users/language.ts";
import type { User } from "../users/user.ts";

/** Everything an invoice PDF shows, gathered by the use case. */
export interface InvoicePdfInput {
  readonly invoice: Invoice;
  readonly client: Client | null;
  readonly seller: User;
  readonly franceSettings: FranceSettings | null;
  readonly logo: Uint8Array | null;
  /** The language of the labels and formats: the user's (decisions §4). */
  readonly language: Language;
  /** The Factur-X CII XML; when given, the PDF is a PDF/A-3 with it embedded (decisions §3). */
  readonly facturXml: string | null;
}

/** Everything a DANFE shows: the authorised NF-e and its key, printed as a CODE-128C barcode. */
export interface DanfeInput {
  readonly nfeXml: string;
  readonly accessKey: NfeAccessKey;
  /** The authorisation protocol, absent for a DANFE printed before authorisation. */
  readonly protocol: string | null;
}

/**
 * Renders documents to PDF bytes, with embedded fonts covering every script the interface
 * accepts (decisions §4). A rendering failure is a defect.
 */
export class PdfRenderer extends Context.Service<
  PdfRenderer,
  {
    readonly renderInvoice: (input: InvoicePdfInput) => Effect.Effect<Uint8Array>;
    readonly renderDanfe: (input: DanfeInput) => Effect.Effect<Uint8Array>;
  }
>()("@invoicing/core/PdfRenderer") {}
