import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { BrazilSettings } from "./brazil-settings.ts";

const decode = decodeFields(BrazilSettings);
const CNPJ = "11222333000181";

describe("BrazilSettings", () => {
  it("needs CNPJ and company name, and takes the defaults", () => {
    expect(decode({ cnpj: "11.222.333/0001-81", companyName: "Loja" })).toEqual({
      value: {
        cnpj: CNPJ,
        cpf: null,
        inscricaoEstadual: null,
        inscricaoMunicipal: null,
        companyName: "Loja",
        address: null,
        number: null,
        complement: null,
        district: null,
        city: null,
        municipalityCode: null,
        uf: null,
        postalCode: null,
        country: "Brazil",
        regime: "simplesNacional",
        autoSendToSEFAZ: false,
        defaultNFeEnvironment: "homologation",
        naturezaOperacao: "Venda",
        codigoCFOP: "5102",
        nfeSerie: 1,
      },
    });
  });
  it("keeps a complete structured address", () => {
    const body = {
      cnpj: CNPJ,
      companyName: "Loja",
      inscricaoEstadual: "110042490114",
      address: "Avenida Paulista",
      number: "1000",
      district: "Bela Vista",
      city: "São Paulo",
      municipalityCode: "3550308",
      uf: "SP",
      postalCode: "01310-100",
      regime: "mei",
      defaultNFeEnvironment: "production",
      codigoCFOP: "6102",
      nfeSerie: 889,
    };
    expect(decode(body)).toMatchObject({ value: body });
  });
  it.each([
    [{ cnpj: " " }, "cnpj", "brazilsettings.cnpjrequired"],
    [{ cnpj: "11222333000182" }, "cnpj", "brazil.cnpj.invalidcheckdigit"],
    [{ companyName: "" }, "companyName", "brazilsettings.companynamerequired"],
    [{ cpf: "123" }, "cpf", "brazil.cpf.mustbe11digits"],
    [{ postalCode: "1310-100" }, "postalCode", "brazil.cep.invalidformat"],
    [{ codigoCFOP: "51020" }, "codigoCFOP", "brazil.cfop.invalidformat"],
    [{ codigoCFOP: "1102" }, "codigoCFOP", "brazilsettings.cfopnotsaida"],
    [{ codigoCFOP: "" }, "codigoCFOP", "brazilsettings.cfoprequired"],
    [{ naturezaOperacao: "" }, "naturezaOperacao", "brazilsettings.naturezaoperacaorequired"],
    [{ naturezaOperacao: "x".repeat(61) }, "naturezaOperacao", "common.validation.toolong"],
    [
      { defaultNFeEnvironment: "staging" },
      "defaultNFeEnvironment",
      "brazilsettings.invalidenvironment",
    ],
    [{ regime: "lucro" }, "regime", "brazilsettings.invalidregime"],
    [{ country: "Peru" }, "country", "brazilsettings.invalidcountry"],
    [{ nfeSerie: 890 }, "nfeSerie", "brazil.nfe.serie.outofrange"],
    [{ nfeSerie: -1 }, "nfeSerie", "brazil.nfe.serie.outofrange"],
    [{ nfeSerie: 1.5 }, "nfeSerie", "brazil.nfe.serie.outofrange"],
    [
      { uf: "RJ", municipalityCode: "3550308" },
      "municipalityCode",
      "brazil.municipalitycode.notinuf",
    ],
  ])("refuses %j at %s with %s", (change, field, key) => {
    expect(decode({ cnpj: CNPJ, companyName: "Loja", ...change })).toEqual({
      fields: { [field]: key },
    });
  });
});
