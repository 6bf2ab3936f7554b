import type { InvoiceDocument } from "../../documents/invoice-document.ts";
import type { NfeEnvironment } from "../../settings/brazil-settings.ts";
import type { NfseSettings } from "../../settings/nfse-settings.ts";

/** The service code and ISS rate a catalogue service gives its invoice line. */
export interface DpsLineService {
  readonly serviceCode: string | null;
  readonly issRate: number | null;
}

/** What a DPS needs beyond the invoice document. */
export interface DpsBuildInput {
  /** The invoice document: invoice, client and the seller's Brazil settings. */
  readonly document: InvoiceDocument;
  /** The seller's NFS-e settings, or null when none were saved. */
  readonly nfse: NfseSettings | null;
  /** When the DPS is issued (dhEmi), from the Clock. */
  readonly issuedAt: Date;
  /** nDPS: the next number of the seller's DPS series, never the invoice number. */
  readonly nDPS: number;
  /** The environment; the Brazil settings' default when not given. */
  readonly environment?: NfeEnvironment;
  /** Per invoice line id, the service code and ISS rate of the catalogue service it was picked from. */
  readonly lineServices?: Readonly<Record<string, DpsLineService>>;
  /**
   * Write the declared IBS/CBS group (NT 004/2025). When not given: for the normal regime, whose
   * companies must declare it from 2026; not for the Simples Nacional and MEI (from 2027).
   */
  readonly ibsCbs?: boolean;
  /** verAplic, the issuing software and its version, at most 20 characters. */
  readonly applicationVersion?: string;
}
