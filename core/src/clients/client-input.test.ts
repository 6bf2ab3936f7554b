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
  ...NO_FRENCH_IDENTITY,
  ...NO_BRAZILIAN_IDENTITY,
};

describe("ClientInput", () => {
  it("needs only a name and an e-mail; the other fields decode to null", () => {
    expect(decode({ name: " Acme ", email: "billing@acme.fr", company: "" })).toEqual({
      value: { name: "Acme", email: "billing@acme.fr", ...none },
    });
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
