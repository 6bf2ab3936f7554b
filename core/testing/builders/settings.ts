import { Schema } from "effect";
import { BrazilSettings } from "../../src/settings/brazil-settings.ts";
import { FranceSettings } from "../../src/settings/france-settings.ts";

/** Valid French settings of SIREN 552 081 317; `overrides` win. */
export const aFranceSettings = (
  overrides: Partial<typeof FranceSettings.Encoded> = {},
): FranceSettings =>
  Schema.decodeUnknownSync(FranceSettings)({
    siret: "55208131700018",
    vatNumber: "FR03552081317",
    companyName: "Atelier Martin SARL",
    address: "12 rue des Lilas",
    city: "Paris",
    postalCode: "75011",
    ...overrides,
  });

/** Valid Brazil settings in São Paulo; `overrides` win. */
export const aBrazilSettings = (
  overrides: Partial<typeof BrazilSettings.Encoded> = {},
): BrazilSettings =>
  Schema.decodeUnknownSync(BrazilSettings)({
    cnpj: "11222333000181",
    cpf: "12345678909",
    companyName: "Serviços Digitais Ltda.",
    address: "Avenida Paulista",
    number: "1000",
    district: "Bela Vista",
    city: "São Paulo",
    uf: "SP",
    municipalityCode: "3550308",
    postalCode: "01310100",
    ...overrides,
  });
