import { Effect, Schema } from "effect";
import {
  BrazilianClientIdentity,
  Client,
  FrenchClientIdentity,
  NO_BRAZILIAN_IDENTITY,
  NO_FRENCH_IDENTITY,
} from "./client.ts";

/**
 * A client as sent and answered (a client's detail, the answers to its changes) and as stored:
 * every field flat, the French and Brazilian ones null when unknown. Snapshots stored before
 * clients had a country, a kind and a SIREN read as a company of unknown country and SIREN.
 */
export const ClientJson = Schema.Struct({
  id: Client.fields.id,
  name: Client.fields.name,
  email: Client.fields.email,
  company: Client.fields.company,
  phone: Client.fields.phone,
  address: Client.fields.address,
  country: Client.fields.country.pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
  kind: Client.fields.kind.pipe(Schema.withDecodingDefaultKey(Effect.succeed("company" as const))),
  vatNumber: Client.fields.vatNumber,
  ...FrenchClientIdentity.fields,
  siren: FrenchClientIdentity.fields.siren.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(null)),
  ),
  ...BrazilianClientIdentity.fields,
});
export type ClientJson = typeof ClientJson.Type;

/** `json`'s fields of the keys of `none`, or null when every one is null. */
const identity = <T extends object>(json: ClientJson, none: T): T | null => {
  const picked = Object.fromEntries(
    Object.keys(none).map((key) => [key, json[key as keyof ClientJson]]),
  ) as T;
  return Object.values(picked).every((value) => value === null) ? null : picked;
};

/** The domain client of flat fields (a wire body, a database row): each identity null when empty. */
export const clientFromJson = (json: ClientJson): Client => ({
  id: json.id,
  name: json.name,
  email: json.email,
  company: json.company,
  phone: json.phone,
  address: json.address,
  country: json.country,
  kind: json.kind,
  vatNumber: json.vatNumber,
  france: identity(json, NO_FRENCH_IDENTITY),
  brazil: identity(json, NO_BRAZILIAN_IDENTITY),
});

/** The wire and column shape of a client: its identities' fields flat, null where unknown. */
export const clientToJson = (client: Client): ClientJson => ({
  id: client.id,
  name: client.name,
  email: client.email,
  company: client.company,
  phone: client.phone,
  address: client.address,
  country: client.country,
  kind: client.kind,
  vatNumber: client.vatNumber,
  ...(client.france ?? NO_FRENCH_IDENTITY),
  ...(client.brazil ?? NO_BRAZILIAN_IDENTITY),
});
