import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  InscricaoEstadual,
  inscricaoEstadualFormatRule,
  inscricaoEstadualRule,
  isValidInscricaoEstadual,
  normaliseInscricaoEstadual,
} from "./inscricao-estadual.ts";
import { UF_CODES, type UfCode } from "./uf.ts";

// Real registrations from erpbrasil.base's test suite (tests/test_fiscal_ie_validar.py) and the
// examples of the SINTEGRA state pages.
const VALID: Readonly<Record<UfCode, ReadonlyArray<string>>> = {
  AC: ["0102190200165", "0101296300289", "0100258700145", "0100482300112"],
  AL: ["241065550", "248501410", "240916425", "240000048"],
  AM: ["042933684", "041330188", "042357071", "999999990"],
  AP: ["030380340", "030317541", "030273455", "030131818", "030069381", "030123459"],
  BA: ["41902653", "77893325", "51153771", "14621862", "09874624", "123456748", "162345651"],
  CE: ["063873770", "061876640", "062164252", "060000015"],
  DF: ["0732709900174", "0730562700176", "0824761500136", "0730000100109"],
  ES: ["082376123", "082106029", "082467676", "999999990"],
  GO: ["103450599", "104197633", "104345195", "104455578", "109876547", "201050412"],
  MA: ["121498298", "122045041", "123214289", "120000385"],
  MG: ["2615950220092", "7000547460067", "0621828520097", "0623079040081"],
  MS: ["283370645", "283238933", "283235560"],
  MT: ["00133337413", "00133110028", "00132040549", "00130000019", "130000019"],
  PA: ["151925941", "152336265", "751234567", "791234568", "159999995"],
  PB: ["161435947", "161462715", "161455743", "060000015"],
  PE: ["027693368", "18171203059328", "029748003", "18171001920081", "18100100000049"],
  PI: ["169609154", "194549992", "194661059", "012345679"],
  PR: ["4100161414", "9020581252", "1011473551", "1234567850"],
  RJ: ["78890169", "78724994", "78205350", "99999993"],
  RN: ["200887890", "200395149", "2074337760", "2010665163", "200400401"],
  RO: ["00000001656554", "00000001499394", "00000000625213", "101625213"],
  RR: ["240151303", "240042104", "240128125", "240066281"],
  RS: ["0240130111", "0963376217", "0290289009", "2243658792"],
  SC: ["255830696", "253952662", "251040852"],
  SE: ["271126973", "271233648", "271234563"],
  SP: ["692015742119", "645169551117", "649005952111", "110042490114"],
  TO: ["290021014", "293799490", "290655293", "29010227836", "290227836"],
};

// Same sources; numbers refused only for their state prefix are left out on purpose.
const WRONG_CHECK_DIGIT: Readonly<Record<UfCode, ReadonlyArray<string>>> = {
  AC: ["0102190200161", "0101296300282", "0100258700141"],
  AL: ["241065551", "248501412", "240916422"],
  AM: ["042933681", "041330181", "042357072"],
  AP: ["030380341", "030317542", "030273465", "030132818", "030069281"],
  BA: ["41902652", "77893322", "51153772", "14621861", "09874625"],
  CE: ["063873771", "061876641", "062164251"],
  DF: ["0732709900171", "0730562700171", "0824761500137"],
  ES: ["082376121", "082106021", "082467671"],
  GO: ["103450591", "104197631", "104345191"],
  MA: ["121498291", "122045040", "123214281"],
  MG: ["2615950220091", "7000547460061", "0621828520091"],
  MS: ["283370641", "283238931", "283235561"],
  MT: ["00133337411", "00133110021", "00132040541"],
  PA: ["151925940", "152336261", "152355651"],
  PB: ["161435941", "161462711", "161455741"],
  PE: ["027693361", "18171203059321", "029748001", "18171001920080"],
  PI: ["169609151", "194549991", "194661051"],
  PR: ["4100161411", "9020581251", "1011473550"],
  RJ: ["78890161", "78724991", "78205351"],
  RN: ["200887891", "200395141", "2074337761"],
  RO: ["00000001656551", "00000001499391", "00000001765930"],
  RR: ["240151301", "240042101", "240128121"],
  RS: ["0240130110", "0963376211", "0290289001"],
  SC: ["255830691", "253952661", "253967621"],
  SE: ["271126971", "271233641", "271200631"],
  SP: ["692015742111", "645274188111", "645169551111", "649005952110"],
  TO: ["290921014", "293799491", "290737544"],
};

describe("inscricaoEstadualRule", () => {
  it.each(UF_CODES)("accepts real %s registrations", (uf) => {
    for (const ie of VALID[uf]) expect(inscricaoEstadualRule(uf)(ie), ie).toBeUndefined();
  });

  it.each(UF_CODES)("refuses %s registrations whose check digits are wrong", (uf) => {
    for (const ie of WRONG_CHECK_DIGIT[uf]) {
      expect(inscricaoEstadualRule(uf)(ie), ie).toBe("brazil.inscricaoestadual.invalidcheckdigit");
    }
  });
});

describe("inscricaoEstadualRule details", () => {
  it.each(UF_CODES)("accepts ISENTO in %s", (uf) => {
    expect(isValidInscricaoEstadual(uf, "ISENTO")).toBe(true);
  });

  it("refuses a number of a length the state does not issue", () => {
    expect(inscricaoEstadualRule("SP")("11004249011")).toBe(
      "brazil.inscricaoestadual.invalidlength",
    );
    expect(inscricaoEstadualRule("RJ")("788901690")).toBe("brazil.inscricaoestadual.invalidlength");
  });

  it("refuses anything outside the NF-e form before looking at the state", () => {
    expect(inscricaoEstadualRule("SP")("110.042.490.114")).toBe(
      "brazil.inscricaoestadual.invalidformat",
    );
    expect(inscricaoEstadualRule("SP")("isento")).toBe("brazil.inscricaoestadual.invalidformat");
  });

  it("accepts Goiás 11094402 with either check digit, as SINTEGRA allows", () => {
    expect(isValidInscricaoEstadual("GO", "110944020")).toBe(true);
    expect(isValidInscricaoEstadual("GO", "110944021")).toBe(true);
  });

  it("checks São Paulo's two check digits independently", () => {
    expect(isValidInscricaoEstadual("SP", "110042490114")).toBe(true);
    expect(isValidInscricaoEstadual("SP", "110042491114")).toBe(false);
    expect(isValidInscricaoEstadual("SP", "110042490115")).toBe(false);
  });
});

describe("inscricaoEstadualFormatRule", () => {
  it("accepts 2 to 14 digits or ISENTO, like the NF-e TIe type", () => {
    for (const ie of ["12", "12345678901234", "ISENTO"]) {
      expect(inscricaoEstadualFormatRule(ie)).toBeUndefined();
    }
  });

  it("refuses 1 digit, 15 digits, letters and punctuation", () => {
    for (const ie of ["1", "123456789012345", "P011004243002", "12.345", ""]) {
      expect(inscricaoEstadualFormatRule(ie)).toBe("brazil.inscricaoestadual.invalidformat");
    }
  });
});

describe("normaliseInscricaoEstadual", () => {
  it("drops state mask punctuation and uppercases", () => {
    expect(normaliseInscricaoEstadual("110.042.490.114")).toBe("110042490114");
    expect(normaliseInscricaoEstadual("062.307.904/0081")).toBe("0623079040081");
    expect(normaliseInscricaoEstadual(" Isento ")).toBe("ISENTO");
  });
});

describe("InscricaoEstadual schema", () => {
  it("decodes the NF-e form and reports the format key otherwise", () => {
    expect(Schema.decodeUnknownSync(InscricaoEstadual)("ISENTO")).toBe("ISENTO");
    expect(() => Schema.decodeUnknownSync(InscricaoEstadual)("ABC")).toThrow(
      "brazil.inscricaoestadual.invalidformat",
    );
  });
});
