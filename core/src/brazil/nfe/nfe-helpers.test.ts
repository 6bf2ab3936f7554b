import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cnfRule, drawCnf } from "./cnf.ts";
import { nfeMoney, nfeQuantity, nfeRate } from "./nfe-decimal.ts";
import { enviNfeXml, nfeProcXml, withoutXmlDeclaration } from "./nfe-envelopes.ts";
import { cfopForDestination, percentOf } from "./nfe-items.ts";
import { nfeText } from "./nfe-text.ts";
import { nfeDateTime, ufTimeZone } from "./nfe-time.ts";

describe("nfeText", () => {
  it("keeps Latin-1 and turns typography to ASCII", () => {
    expect(nfeText("Caneta “azul” – São João’s…", 60)).toBe('Caneta "azul" - São João\'s...');
  });

  it("drops line breaks and control characters, collapses spaces, trims and cuts", () => {
    expect(nfeText("  Linha 1\r\nLinha\t2  ", 60)).toBe("Linha 1 Linha 2");
    expect(nfeText("abcdef ghi", 7)).toBe("abcdef");
  });

  it("writes ? for characters outside Latin-1 without a Latin base letter", () => {
    expect(nfeText("李 Ő 🎂", 60)).toBe("? O ?");
  });

  it("always gives text the NF-e string type accepts, or nothing", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.integer({ min: 1, max: 120 }), (value, max) => {
        const text = nfeText(value, max);
        return text === "" || (/^[!-ÿ](?:[ -ÿ]*[!-ÿ])?$/u.test(text) && text.length <= max);
      }),
    );
  });
});

describe("NF-e decimals", () => {
  it("writes centavos with two places and quantities with four", () => {
    expect([nfeMoney(0), nfeMoney(5), nfeMoney(123456)]).toEqual(["0.00", "0.05", "1234.56"]);
    expect([nfeRate(1800), nfeRate(65), nfeRate(0)]).toEqual(["18.00", "0.65", "0.00"]);
    expect(nfeQuantity(3)).toBe("3.0000");
  });

  it("rounds a percentage half away from zero", () => {
    expect(percentOf(1999, 1800)).toBe(360);
    expect(percentOf(50, 100)).toBe(1);
    expect(percentOf(49, 100)).toBe(0);
  });
});

describe("nfeDateTime", () => {
  it("writes the UF's local time with its offset, without fractions", () => {
    const instant = new Date("2026-03-01T15:04:05.678Z");
    expect(nfeDateTime(instant, "SP")).toBe("2026-03-01T12:04:05-03:00");
    expect(nfeDateTime(instant, "AC")).toBe("2026-03-01T10:04:05-05:00");
    expect(nfeDateTime(instant, "MT")).toBe("2026-03-01T11:04:05-04:00");
    expect(ufTimeZone("PE")).toBe("America/Recife");
  });

  it("follows the daylight saving time São Paulo kept until 2019", () => {
    expect(nfeDateTime(new Date("2018-12-01T12:00:00Z"), "SP")).toBe("2018-12-01T10:00:00-02:00");
  });
});

describe("cNF", () => {
  it("refuses guessable codes and the document number itself", () => {
    expect(cnfRule(1)("40815162")).toBeUndefined();
    expect(cnfRule(1)("4081516")).toBe("brazil.nfe.cnf.mustbe8digits");
    for (const code of ["00000000", "12345678", "87654321", "23456789"]) {
      expect(cnfRule(1)(code)).toBe("brazil.nfe.cnf.guessable");
    }
    expect(cnfRule(42)("00000042")).toBe("brazil.nfe.cnf.guessable");
  });

  it("draws again until the code is not guessable", () => {
    const draws = [12_345_678, 42, 40_815_162];
    expect(drawCnf(42, () => draws.shift() ?? 0)).toBe("40815162");
  });
});

describe("cfopForDestination", () => {
  it("keeps the operation and sets the destination digit", () => {
    expect(cfopForDestination("5102", "interstate")).toBe("6102");
    expect(cfopForDestination("6101", "internal")).toBe("5101");
    expect(cfopForDestination("5102", "abroad")).toBe("7102");
  });
});

describe("NF-e envelopes", () => {
  const signed =
    '<?xml version="1.0"?><NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe/></NFe>';

  it("drops only the declaration", () => {
    expect(withoutXmlDeclaration(signed)).toBe(
      '<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe/></NFe>',
    );
  });

  it("batches NF-e in enviNFe and joins NF-e and protocol in nfeProc, byte for byte", () => {
    expect(enviNfeXml([signed], "123", true)).toBe(
      '<enviNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><idLote>123</idLote><indSinc>1</indSinc>' +
        '<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe/></NFe></enviNFe>',
    );
    expect(nfeProcXml(signed, "<protNFe/>")).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">' +
        '<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe/></NFe><protNFe/></nfeProc>',
    );
  });
});
