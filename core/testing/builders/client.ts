import { Schema } from "effect";
import {
  type Client,
  NO_BRAZILIAN_IDENTITY,
  NO_FRENCH_IDENTITY,
} from "../../src/clients/client.ts";
import { ClientInput } from "../../src/clients/client-input.ts";
import { ClientJson, clientFromJson } from "../../src/clients/client-json.ts";

/** Fields of a test client, flat as a stored row or a JSON body spells them. */
export type ClientOverrides = Partial<typeof ClientJson.Encoded>;

/** The flat fields of `aClient`: a wire body or a stored row. */
export const aClientJson = (overrides: ClientOverrides = {}): ClientJson =>
  Schema.decodeUnknownSync(ClientJson)({
    id: "client-1",
    name: "Hélène Dubois",
    email: "helene@example.fr",
    company: "Façades SA",
    phone: null,
    address: "8 avenue de l'Opéra\n75001 Paris",
    country: "FR",
    kind: "company",
    vatNumber: null,
    ...NO_FRENCH_IDENTITY,
    ...NO_BRAZILIAN_IDENTITY,
    ...overrides,
  });

/**
 * A French company client with a name, an e-mail and an address, and no identifier; `overrides` win,
 * their French and Brazilian fields filling the identities.
 */
export const aClient = (overrides: ClientOverrides = {}): Client =>
  clientFromJson(aClientJson(overrides));

/** A decoded client body with only the required fields; `overrides` win. */
export const aClientInput = (overrides: Partial<typeof ClientInput.Encoded> = {}): ClientInput =>
  Schema.decodeUnknownSync(ClientInput)({ name: "Acme", email: "billing@acme.test", ...overrides });
