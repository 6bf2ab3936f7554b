import { describe, expect, it } from "vitest";
import { frenchVatNumberFromSiren } from "../france/vat-number.ts";
import { decodeFields } from "../validation/decode-fields.ts";
import { NO_BRAZILIAN_IDENTITY, NO_FRENCH_IDENTITY } from "./client.ts";
import { ClientInput } from "./client-input.ts";
import type { ClientJson } from "./client-json.ts";

const decode = decodeFields(ClientInput);
const none = {
  company: null,
  phone: null,
  address: null,
  country: null,
  kind: "company",
  vatNumber: null,
  ...NO_FRENCH_IDENTITY,
  ...NO_BRAZILIAN_IDENTITY,
};

describe("ClientInput", () => {
  it("needs only a name and an e-mail; the other fields decode to null", () => {
    expect(decode({ name: " Acme ", email: "billing@acme.fr", company: "" })).toEqual({
      value: { name: "Acme", email: "billing@acme.fr", ...none },
    });
  });
  it("takes a country, a kind and a VAT number of another EU state", () => {
    expect(
      decode({
        name: "GmbH",
        email: "a@gmbh.de",
        country: "de",
        kind: "public",
        vatNumber: "de 136 695 976",
      }),
    ).toEqual({
      value: {
        ...none,
        name: "GmbH",
        email: "a@gmbh.de",
        country: "DE",
        kind: "public",
        vatNumber: "DE136695976",
      },
    });
  });
  it.each([
    ["MC", "FR44732829320"],
    ["GB", "XI123456789"],
    ["GR", "EL123456789"],
    ["CH", "CHE123456789MWST"],
  ])("accepts for a client in %s the VAT number %s", (country, vatNumber) => {
    expect(decode({ name: "A", email: "a@a.test", country, vatNumber })).toHaveProperty("value");
  });
  it("normalises masked identifiers and keeps a consistent Brazilian address", () => {
    const result = decode({
      name: "Loja",
      email: "a@loja.com.br",
      siret: "732 829 320 00074",
      vatNumber: `${frenchVatNumberFromSiren("732829320").toLowerCase()}`,
      cnpj: "11.222.333/0001-81",
      cpf: "529.982.247-25",
      inscricaoEstadual: "110.042.490.114",
      street: "Avenida Paulista",
      number: "1000",
      district: "Bela Vista",
      municipalityCode: "3550308",
      municipalityName: "São Paulo",
      uf: "sp",
      cep: "01310-100",
    });
    expect(result).toEqual({
      value: {
        ...none,
        name: "Loja",
        email: "a@loja.com.br",
        siret: "73282932000074",
        vatNumber: frenchVatNumberFromSiren("732829320"),
        cnpj: "11222333000181",
        cpf: "52998224725",
        inscricaoEstadual: "110042490114",
        street: "Avenida Paulista",
        number: "1000",
        district: "Bela Vista",
        municipalityCode: "3550308",
        municipalityName: "São Paulo",
        uf: "SP",
        cep: "01310-100",
      },
    });
  });
  it.each([
    [{ name: "  " }, "name", "clients.namerequired"],
    [{ email: undefined }, "email", "clients.emailrequired"],
    [{ email: "acme" }, "email", "clients.invalidemail"],
    [{ siret: "1234" }, "siret", "france.siret.mustbe14digits"],
    [{ siret: "73282932000075" }, "siret", "france.siret.invalidcheckdigit"],
    [{ vatNumber: "FR123" }, "vatNumber", "france.vatnumber.invalidformat"],
    [{ vatNumber: "DE136695977" }, "vatNumber", "vat.number.invalidcheckdigit"],
    [{ vatNumber: "NL12345678" }, "vatNumber", "vat.number.invalidformat"],
    [{ vatNumber: "DE136695976", country: "FR" }, "vatNumber", "vat.number.countrymismatch"],
    [{ vatNumber: "DE136695976", country: "US" }, "vatNumber", "vat.number.countrymismatch"],
    [
      { vatNumber: "FR44732829320", siren: "552100554" },
      "vatNumber",
      "clients.vatnumbersirenmismatch",
    ],
    [{ siren: "732829320", siret: "55210055400013" }, "siret", "clients.siretnotofsiren"],
    [{ siren: "73282932" }, "siren", "france.siren.mustbe9digits"],
    [{ country: "XX" }, "country", "countries.invalidcode"],
    [{ kind: "person" }, "kind", "clients.invalidkind"],
    [{ cnpj: "11222333000182" }, "cnpj", "brazil.cnpj.invalidcheckdigit"],
    [{ cpf: "1234" }, "cpf", "brazil.cpf.mustbe11digits"],
    [{ municipalityCode: "355030" }, "municipalityCode", "brazil.municipalitycode.mustbe7digits"],
    [{ municipalityCode: "9950308" }, "municipalityCode", "brazil.municipalitycode.unknownuf"],
    [{ uf: "XX" }, "uf", "brazil.uf.unknown"],
    [{ cep: "0131" }, "cep", "brazil.cep.invalidformat"],
    [{ company: "x".repeat(201) }, "company", "common.validation.toolong"],
  ])("refuses %j at %s with %s", (change, field, key) => {
    const input = Object.fromEntries(
      Object.entries({ name: "Acme", email: "a@acme.fr", ...change }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    expect(decode(input)).toEqual({ fields: { [field]: key } });
  });
  it("refuses a municipality outside the client's UF", () => {
    expect(
      decode({ name: "Loja", email: "a@b.br", uf: "RJ", municipalityCode: "3550308" }),
    ).toEqual({ fields: { municipalityCode: "brazil.municipalitycode.notinuf" } });
  });
  it("checks the state registration against the client's UF", () => {
    expect(
      decode({ name: "Loja", email: "a@b.br", uf: "SP", inscricaoEstadual: "110042490115" }),
    ).toEqual({ fields: { inscricaoEstadual: "brazil.inscricaoestadual.invalidcheckdigit" } });
  });
  it("decodes to exactly the wire client's fields", () => {
    const result = decode({ name: "Acme", email: "a@acme.fr" });
    if (!("value" in result)) throw new Error("expected a value");
    const client: ClientJson = { id: "c1", ...result.value };
    expect(client.id).toBe("c1");
  });
});
