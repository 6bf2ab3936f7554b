import { Effect, Option } from "effect";
import { normaliseCep } from "../brazil/cep.ts";
import { ibgeMunicipality } from "../brazil/ibge/ibge-municipalities.ts";
import type { Instant } from "../calendar/instant.ts";
import {
  NfeCredentials,
  type NfeSigner,
  type NfseLedger,
  type NfseLedgerEntry,
  type NfseProviderRegistration,
} from "../ports/nfe-credentials.ts";
import { type IssuedNfse, NfseRepository } from "../ports/nfse-repository.ts";
import type { BrazilSettings, NfeEnvironment } from "../settings/brazil-settings.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The provider as the national registry would know it, from the Brazil settings: null while its
 * address is incomplete (the sandbox then answers as for an unregistered provider).
 */
export const providerRegistration = (settings: BrazilSettings): NfseProviderRegistration | null => {
  const municipality =
    settings.municipalityCode === null ? undefined : ibgeMunicipality(settings.municipalityCode);
  if (
    municipality === undefined ||
    settings.uf === null ||
    settings.address === null ||
    settings.number === null ||
    settings.district === null ||
    settings.postalCode === null
  ) {
    return null;
  }
  return {
    cnpj: settings.cnpj,
    name: settings.companyName,
    street: settings.address,
    number: settings.number,
    complement: settings.complement,
    district: settings.district,
    municipalityCode: municipality.code,
    uf: settings.uf,
    cep: normaliseCep(settings.postalCode),
  };
};

/** What the national system knows of the user's NFS-e: the ones this product kept. */
const ledgerOf = (userId: UserId) =>
  Effect.gen(function* () {
    const repository = yield* NfseRepository;
    const entry = (found: Option.Option<IssuedNfse>): NfseLedgerEntry | null =>
      Option.match(found, {
        onNone: () => null,
        onSome: ({ accessKey, nfseXml, cancelled }) => ({ accessKey, nfseXml, cancelled }),
      });
    return {
      byDps: (dpsId) => Effect.map(repository.issuedByDps(userId, dpsId), entry),
      byKey: (accessKey) => Effect.map(repository.issuedByKey(userId, accessKey), entry),
    } satisfies NfseLedger;
  });

/**
 * Opens the national system a signer reaches (the sandbox, or produção restrita and produção with
 * the seller's certificate), with the provider's registration and the user's NFS-e as its records.
 */
export const openNfseChannel = (input: {
  readonly userId: UserId;
  readonly signer: NfeSigner;
  readonly settings: BrazilSettings;
  readonly now: Instant;
}) =>
  Effect.gen(function* () {
    const ledger = yield* ledgerOf(input.userId);
    return yield* (yield* NfeCredentials).openNfse(input.signer, {
      now: input.now,
      registration: providerRegistration(input.settings),
      ledger,
    });
  });

/** The environment of a DPS's tpAmb. */
export const environmentOfTpAmb = (tpAmb: 1 | 2): NfeEnvironment =>
  tpAmb === 1 ? "production" : "homologation";
