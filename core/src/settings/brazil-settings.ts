import { Effect, Schema } from "effect";
import { Cep } from "../brazil/cep.ts";
import { Cfop, cfopDirection } from "../brazil/cfop.ts";
import { Cnpj, normaliseCnpj } from "../brazil/cnpj.ts";
import { Cpf, normaliseCpf } from "../brazil/cpf.ts";
import { InscricaoEstadual, normaliseInscricaoEstadual } from "../brazil/inscricao-estadual.ts";
import { NfeSerie } from "../brazil/nfe/nfe-serie.ts";
import { Uf } from "../brazil/uf.ts";
import { brazilianPartyCheck } from "../clients/brazilian-address-rules.ts";
import { IbgeMunicipalityCode } from "../clients/ibge-municipality-code.ts";
import {
  optionalField,
  optionalText,
  requiredField,
  requiredText,
  withoutSpaces,
} from "../validation/text-fields.ts";

/** The countries the Brazil settings offer (docs/PRODUCT-RULES.md#e-invoicing-brazil). */
export const brazilSettingsCountries = [
  "Brazil",
  "Argentina",
  "Chile",
  "Colombia",
  "Other",
] as const;

/** The seller's country in the Brazil settings. */
export const BrazilSettingsCountry = Schema.Literals(brazilSettingsCountries).annotate({
  message: "brazilsettings.invalidcountry",
});
export type BrazilSettingsCountry = typeof BrazilSettingsCountry.Type;

/** SEFAZ environment of NF-e submissions: homologation (tpAmb 2, tests) or production (1). */
export const NfeEnvironment = Schema.Literals(["homologation", "production"]).annotate({
  message: "brazilsettings.invalidenvironment",
});
export type NfeEnvironment = typeof NfeEnvironment.Type;

/**
 * The seller's tax regime, which sets the NF-e CRT: Simples Nacional (1), MEI (4) or the normal
 * regime (3). Most small businesses are in the Simples Nacional, hence the default.
 */
export const TaxRegime = Schema.Literals(["simplesNacional", "mei", "normal"]).annotate({
  message: "brazilsettings.invalidregime",
});
export type TaxRegime = typeof TaxRegime.Type;

/** NF-e `natOp` holds at most 60 characters. */
export const NATUREZA_OPERACAO_MAX = 60;

const INSCRICAO_MUNICIPAL_MAX = 20;

// The default CFOP prices sales, and a sale is a saída: 5xxx, 6xxx or 7xxx.
const saleCfop = Schema.makeFilter<{ readonly codigoCFOP: string }>((settings) =>
  cfopDirection(settings.codigoCFOP) === "saida"
    ? undefined
    : { path: ["codigoCFOP"], issue: "brazilsettings.cfopnotsaida" },
);

/**
 * The seller's Brazilian e-invoicing settings (docs/PRODUCT-RULES.md#e-invoicing-brazil). The NF-e
 * needs a structured address (docs/PRODUCT-RULES.md#e-invoicing-brazil): `address` is the street
 * (logradouro), `city` the municipality's name and `postalCode` the CEP, completed by number,
 * complement, district, IBGE municipality code and UF.
 */
export const BrazilSettings = Schema.Struct({
  cnpj: requiredField("brazilsettings.cnpjrequired", Cnpj, normaliseCnpj),
  cpf: optionalField(Cpf, normaliseCpf),
  inscricaoEstadual: optionalField(InscricaoEstadual, normaliseInscricaoEstadual),
  inscricaoMunicipal: optionalField(
    Schema.String.check(
      Schema.isMaxLength(INSCRICAO_MUNICIPAL_MAX, { message: "common.validation.toolong" }),
    ),
    withoutSpaces,
  ),
  companyName: requiredText("brazilsettings.companynamerequired"),
  address: optionalText(),
  number: optionalText(),
  complement: optionalText(),
  district: optionalText(),
  city: optionalText(),
  municipalityCode: optionalField(IbgeMunicipalityCode),
  uf: optionalField(Uf, (text) => text.toUpperCase()),
  postalCode: optionalField(Cep),
  country: BrazilSettingsCountry.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("Brazil" as const)),
  ),
  regime: TaxRegime.pipe(Schema.withDecodingDefaultKey(Effect.succeed("simplesNacional" as const))),
  autoSendToSEFAZ: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false))),
  defaultNFeEnvironment: NfeEnvironment.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("homologation" as const)),
  ),
  naturezaOperacao: requiredText(
    "brazilsettings.naturezaoperacaorequired",
    NATUREZA_OPERACAO_MAX,
  ).pipe(Schema.withDecodingDefaultKey(Effect.succeed("Venda"))),
  codigoCFOP: requiredField("brazilsettings.cfoprequired", Cfop).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("5102")),
  ),
  // The série the seller's NF-e are numbered in; each série keeps its own sequence.
  nfeSerie: NfeSerie.pipe(Schema.withDecodingDefaultKey(Effect.succeed(1))),
})
  .check(brazilianPartyCheck())
  .check(saleCfop);
export type BrazilSettings = typeof BrazilSettings.Type;
