import { Schema } from "effect";
import type { DpsBuildInput } from "../../src/brazil/nfse/dps-options.ts";
import { NfseSettings } from "../../src/settings/nfse-settings.ts";
import { anNfeInput, type NfeInputOverrides } from "./nfe-input.ts";

// A Simples Nacional provider in São Paulo (IM 12345678), a company taker in Rio de Janeiro,
// one service line of R$ 100.00 under 01.07.01, issued 2026-11-20 10:00 UTC as DPS 1 of series 1.

/** NFS-e settings for tests: service 010701, ISS 2 %; `overrides` win. */
export const anNfseSettings = (
  overrides: Partial<typeof NfseSettings.Encoded> = {},
): NfseSettings =>
  Schema.decodeUnknownSync(NfseSettings)({ serviceCode: "010701", issRate: 2, ...overrides });

/** What a DPS test varies: the invoice document's parts, the NFS-e settings, the build options. */
export type DpsInputOverrides = Pick<
  NfeInputOverrides,
  "brazil" | "client" | "invoice" | "items"
> & {
  readonly nfse?: Partial<typeof NfseSettings.Encoded>;
} & Partial<Omit<DpsBuildInput, "document" | "nfse">>;

/** The input of a DPS; every part can be overridden. */
export const aDpsInput = (overrides: DpsInputOverrides = {}): DpsBuildInput => {
  const { brazil, nfse, ...rest } = overrides;
  const { document } = anNfeInput({
    items: [
      { quantity: 1, unitPrice: 10000, taxRate: 0, description: "Desenvolvimento de software" },
    ],
    ...rest,
    brazil: { inscricaoMunicipal: "12345678", ...brazil },
  });
  const { client: _client, invoice: _invoice, items: _items, ...options } = rest;
  return {
    document,
    nfse: anNfseSettings(nfse),
    issuedAt: new Date("2026-11-20T10:00:00Z"),
    nDPS: 1,
    ...options,
  };
};
