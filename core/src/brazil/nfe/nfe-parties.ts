import { type Client, NO_BRAZILIAN_IDENTITY } from "../../clients/client.ts";
import type { BrazilSettings, NfeEnvironment, TaxRegime } from "../../settings/brazil-settings.ts";
import { normaliseCep } from "../cep.ts";
import { ibgeMunicipality } from "../ibge/ibge-municipalities.ts";
import { ISENTO } from "../inscricao-estadual.ts";
import { isUf } from "../uf.ts";
import { HOMOLOGATION_RECIPIENT_NAME } from "./homologation.ts";
import type { Crt, NfeAddress, NfeIssuer, NfeRecipient } from "./nfe-document.ts";
import { nfeText } from "./nfe-text.ts";

/** Problems found so far: field path → i18n key. */
export type NfeProblems = Record<string, string>;

const NAME_MAX = 60;
const ADDRESS_MAX = 60;
const IM_MAX = 15;
const EMAIL_MAX = 60;
const PHONE = /^\d{6,14}$/u;

/** The CRT of each regime of the settings. */
export const CRT_OF_REGIME: Readonly<Record<TaxRegime, Crt>> = {
  simplesNacional: 1,
  mei: 4,
  normal: 3,
};

/** The raw fields of an address, from the settings or a client. */
interface AddressFields {
  readonly street: string | null;
  readonly number: string | null;
  readonly complement: string | null;
  readonly district: string | null;
  readonly municipalityCode: string | null;
  readonly uf: string | null;
  readonly cep: string | null;
  readonly phone: string | null;
}

/** The i18n keys of an address's missing parts. */
interface AddressKeys {
  readonly street: string;
  readonly number: string;
  readonly district: string;
  readonly municipality: string;
  readonly uf: string;
  readonly cep: string;
}

const SELLER_ADDRESS_KEYS: AddressKeys = {
  street: "brazil.nfe.seller.streetrequired",
  number: "brazil.nfe.seller.numberrequired",
  district: "brazil.nfe.seller.districtrequired",
  municipality: "brazil.nfe.seller.municipalityrequired",
  uf: "brazil.nfe.seller.ufrequired",
  cep: "brazil.nfe.seller.ceprequired",
};

const RECIPIENT_ADDRESS_KEYS: AddressKeys = {
  street: "brazil.nfe.recipient.streetrequired",
  number: "brazil.nfe.recipient.numberrequired",
  district: "brazil.nfe.recipient.districtrequired",
  municipality: "brazil.nfe.recipient.municipalityrequired",
  uf: "brazil.nfe.recipient.ufrequired",
  cep: "brazil.nfe.recipient.ceprequired",
};

/** A required text at least two characters long once NF-e safe, else a problem at its field. */
const requiredText = (
  problems: NfeProblems,
  field: string,
  key: string,
  value: string | null,
  max: number,
  min = 2,
): string => {
  const text = nfeText(value ?? "", max);
  if (text.length < min) problems[field] = key;
  return text;
};

const optionalText = (value: string | null, max: number): string | null => {
  const text = nfeText(value ?? "", max);
  return text === "" ? null : text;
};

const phoneDigits = (phone: string | null): string | null => {
  const digits = (phone ?? "").replace(/\D/gu, "").replace(/^55(?=\d{10,11}$)/u, "");
  return PHONE.test(digits) ? digits : null;
};

/**
 * The address of a party; `prefix` is `seller` or `client`, `keys` the i18n keys of its missing
 * parts. The municipality's name is IBGE's, never typed.
 */
const address = (
  problems: NfeProblems,
  prefix: string,
  keys: AddressKeys,
  fields: AddressFields,
  streetField: string,
  cepRequired: boolean,
): NfeAddress | null => {
  const street = requiredText(
    problems,
    `${prefix}.${streetField}`,
    keys.street,
    fields.street,
    ADDRESS_MAX,
  );
  const number = requiredText(
    problems,
    `${prefix}.number`,
    keys.number,
    fields.number,
    ADDRESS_MAX,
    1,
  );
  const district = requiredText(
    problems,
    `${prefix}.district`,
    keys.district,
    fields.district,
    ADDRESS_MAX,
  );
  const municipality =
    fields.municipalityCode === null ? undefined : ibgeMunicipality(fields.municipalityCode);
  if (fields.municipalityCode === null) {
    problems[`${prefix}.municipalityCode`] = keys.municipality;
  } else if (municipality === undefined) {
    problems[`${prefix}.municipalityCode`] = "brazil.municipalitycode.unknown";
  }
  const uf = fields.uf !== null && isUf(fields.uf) ? fields.uf : null;
  if (uf === null) problems[`${prefix}.uf`] = keys.uf;
  else if (municipality !== undefined && municipality.uf !== uf) {
    problems[`${prefix}.municipalityCode`] = "brazil.municipalitycode.notinuf";
  }
  if (cepRequired && fields.cep === null) {
    problems[`${prefix}.postalCode`] = keys.cep;
  }
  if (municipality === undefined || uf === null) return null;
  return {
    street,
    number,
    complement: optionalText(fields.complement, ADDRESS_MAX),
    district,
    municipalityCode: municipality.code,
    municipalityName: municipality.name,
    uf,
    cep: fields.cep === null ? null : normaliseCep(fields.cep),
    phone: phoneDigits(fields.phone),
  };
};

/** The issuer from the seller's Brazil settings and profile phone. */
export const nfeIssuer = (
  problems: NfeProblems,
  settings: BrazilSettings,
  phone: string | null,
): NfeIssuer | null => {
  const name = requiredText(
    problems,
    "seller.companyName",
    "brazil.nfe.seller.namerequired",
    settings.companyName,
    NAME_MAX,
  );
  if (settings.inscricaoEstadual === null) {
    problems["seller.inscricaoEstadual"] = "brazil.nfe.seller.inscricaoestadualrequired";
  }
  const sellerAddress = address(
    problems,
    "seller",
    SELLER_ADDRESS_KEYS,
    { ...settings, street: settings.address, cep: settings.postalCode, phone },
    "address",
    true,
  );
  if (sellerAddress === null || settings.inscricaoEstadual === null) return null;
  return {
    id: { kind: "cnpj", value: settings.cnpj },
    name,
    address: sellerAddress,
    ie: settings.inscricaoEstadual,
    im: optionalText(settings.inscricaoMunicipal, IM_MAX),
    crt: CRT_OF_REGIME[settings.regime],
  };
};

/**
 * The recipient from the client: its CNPJ (else CPF), its company (else name), its structured
 * address. A registered IE makes it an ICMS taxpayer (indIEDest 1), ISENTO a taxpayer exempt
 * from registration (2), none a non-taxpayer (9). In homologation the name is the fixed text
 * SEFAZ demands (rejection 598).
 */
export const nfeRecipient = (
  problems: NfeProblems,
  client: Client,
  environment: NfeEnvironment,
): NfeRecipient | null => {
  const brazil = client.brazil ?? NO_BRAZILIAN_IDENTITY;
  const id =
    brazil.cnpj !== null
      ? ({ kind: "cnpj", value: brazil.cnpj } as const)
      : brazil.cpf !== null
        ? ({ kind: "cpf", value: brazil.cpf } as const)
        : null;
  if (id === null) problems["client.cnpj"] = "brazil.nfe.recipient.documentrequired";
  const ownName = requiredText(
    problems,
    "client.name",
    "brazil.nfe.recipient.namerequired",
    client.company ?? client.name,
    NAME_MAX,
  );
  const clientAddress = address(
    problems,
    "client",
    RECIPIENT_ADDRESS_KEYS,
    { ...brazil, phone: client.phone },
    "street",
    false,
  );
  if (id === null || clientAddress === null) return null;
  const ie = brazil.inscricaoEstadual;
  return {
    id,
    name: environment === "homologation" ? HOMOLOGATION_RECIPIENT_NAME : ownName,
    address: clientAddress,
    indIEDest: ie === null ? 9 : ie === ISENTO ? 2 : 1,
    ie: ie === null || ie === ISENTO ? null : ie,
    email: optionalText(client.email, EMAIL_MAX),
  };
};
