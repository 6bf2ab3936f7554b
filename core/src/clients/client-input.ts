import { Effect, Schema } from "effect";
import { Cep } from "../brazil/cep.ts";
import { Cnpj, normaliseCnpj } from "../brazil/cnpj.ts";
import { Cpf, normaliseCpf } from "../brazil/cpf.ts";
import { InscricaoEstadual, normaliseInscricaoEstadual } from "../brazil/inscricao-estadual.ts";
import { Uf } from "../brazil/uf.ts";
import { emailAddress } from "../email/email-address.ts";
import { Siren } from "../france/siren.ts";
import { Siret } from "../france/siret.ts";
import { CountryCode } from "../geography/country-code.ts";
import {
  LONG_TEXT_MAX,
  optionalField,
  optionalText,
  requiredText,
  withoutSpaces,
} from "../validation/text-fields.ts";
import { VatNumber } from "../vat/eu-vat-number.ts";
import { normaliseVatNumber } from "../vat/normalise-vat-number.ts";
import { brazilianPartyProblems } from "./brazilian-address-rules.ts";
import { ClientKind } from "./client-kind.ts";
import { clientIdentityProblems } from "./french-client-rules.ts";
import { IbgeMunicipalityCode } from "./ibge-municipality-code.ts";

/**
 * The fields of a client as a form sends them. Empty optional fields decode to null; identifiers
 * lose the punctuation of their usual masks; the structured Brazilian address
 * (docs/PRODUCT-RULES.md#e-invoicing-brazil) is what an NF-e to this client needs. The country
 * (ISO 3166-1 alpha-2) may be left out (unknown); the kind defaults to a company
 * (docs/PRODUCT-RULES.md#france-mentions).
 */
export const clientInputFields = {
  name: requiredText("clients.namerequired"),
  email: emailAddress({ required: "clients.emailrequired", invalid: "clients.invalidemail" }),
  company: optionalText(),
  phone: optionalText(),
  address: optionalText(LONG_TEXT_MAX),
  country: optionalField(CountryCode, (text) => text.toUpperCase()),
  kind: ClientKind.pipe(Schema.withDecodingDefaultKey(Effect.succeed("company" as const))),
  vatNumber: optionalField(VatNumber, normaliseVatNumber),
  siren: optionalField(Siren, withoutSpaces),
  siret: optionalField(Siret, withoutSpaces),
  cnpj: optionalField(Cnpj, normaliseCnpj),
  cpf: optionalField(Cpf, normaliseCpf),
  inscricaoEstadual: optionalField(InscricaoEstadual, normaliseInscricaoEstadual),
  street: optionalText(),
  number: optionalText(),
  complement: optionalText(),
  district: optionalText(),
  municipalityCode: optionalField(IbgeMunicipalityCode),
  municipalityName: optionalText(),
  uf: optionalField(Uf, (text) => text.toUpperCase()),
  cep: optionalField(Cep),
};

/** A new client, or an edit of one (an edit replaces every field). */
export const ClientInput = Schema.Struct(clientInputFields).check(
  Schema.makeFilter((client) => [
    ...clientIdentityProblems(client),
    ...brazilianPartyProblems(client),
  ]),
);
export type ClientInput = typeof ClientInput.Type;
