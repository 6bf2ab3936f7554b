import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { dpsId, MAX_NDPS } from "./dps-id.ts";

describe("dpsId", () => {
  it("writes the brief's example: municipality, CNPJ kind, CNPJ, series 00900, number 6", () => {
    expect(
      dpsId({
        cLocEmi: "1400159",
        issuer: { kind: "cnpj", value: "01761135000132" },
        serie: "900",
        nDPS: 6,
      }),
    ).toBe("DPS140015920176113500013200900000000000000006");
  });

  it("pads a CPF to fourteen digits under registration kind 1", () => {
    expect(
      dpsId({
        cLocEmi: "3550308",
        issuer: { kind: "cpf", value: "11144477735" },
        serie: "1",
        nDPS: 1,
      }),
    ).toBe("DPS355030810001114447773500001000000000000001");
  });

  test.prop([
    fc.stringMatching(/^\d{7}$/u),
    fc.stringMatching(/^\d{14}$/u),
    fc.stringMatching(/^\d{1,5}$/u),
    fc.integer({ min: 1, max: MAX_NDPS }),
  ])("is always 45 characters of DPS and digits, ending in the number", (city, cnpj, serie, n) => {
    const id = dpsId({ cLocEmi: city, issuer: { kind: "cnpj", value: cnpj }, serie, nDPS: n });
    expect(id).toMatch(/^DPS\d{42}$/u);
    expect(Number(id.slice(30))).toBe(n);
    expect(Number(id.slice(25, 30))).toBe(Number(serie));
  });
});
