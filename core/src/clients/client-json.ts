import { Schema } from "effect";
import {
  BrazilianClientIdentity,
  Client,
  FrenchClientIdentity,
  NO_BRAZILIAN_IDENTITY,
  NO_FRENCH_IDENTITY,
} from "./client.ts";

/**
 * A client as sent and answered (a client's detail, the answers to its changes) and as stored:
 * every field flat, the French and Brazilian ones null when unknown.
 */
export const ClientJson = Schema.Struct({
  id: Client.fields.id,
  name: Client.fields.name,
  email: Client.fields.email,
  company: Client.fields.company,
  phone: Client.fields.phone,
  address: Client.fields.address,
  ...FrenchClientIdentity.fields,
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
  ...(client.france ?? NO_FRENCH_IDENTITY),
  ...(client.brazil ?? NO_BRAZILIAN_IDENTITY),
});
