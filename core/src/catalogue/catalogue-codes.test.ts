import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { catalogueNcmRule, serviceCodeRule } from "./catalogue-codes.ts";

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });

const chapter = fc
  .integer({ min: 1, max: 97 })
  .filter((value) => value !== 77)
  .map((value) => String(value).padStart(2, "0"));

describe("catalogueNcmRule", () => {
  test.prop([chapter, digits(6)])(
    "accepts 8 digits under a chapter from 01 to 97",
    (head, rest) => {
      expect(catalogueNcmRule(`${head}${rest}`)).toBeUndefined();
    },
  );

  test.prop([fc.string().filter((value) => !/^\d{8}$/u.test(value))])(
    "refuses anything but 8 digits with catalogue.validation.ncmformat",
    (value) => {
      expect(catalogueNcmRule(value)).toBe("catalogue.validation.ncmformat");
    },
  );

  it("refuses the chapters that do not exist", () => {
    expect(["00000000", "77010000", "98010000", "99999999"].map(catalogueNcmRule)).toEqual(
      Array(4).fill("catalogue.validation.ncmchapter"),
    );
  });

  it("takes an everyday product's code, a notebook's 8471.30.12", () => {
    expect(catalogueNcmRule("84713012")).toBeUndefined();
    expect(catalogueNcmRule("8471.30.12")).toBe("catalogue.validation.ncmformat");
  });
});

describe("serviceCodeRule", () => {
  it("takes a national code of LC 116: item, subitem and breakdown", () => {
    expect(serviceCodeRule("010701")).toBeUndefined();
    expect(serviceCodeRule("171901")).toBeUndefined();
  });

  it("refuses another length, an item past 40 and subitem 00", () => {
    expect(serviceCodeRule("01.07.01")).toBe("catalogue.validation.servicecodeformat");
    expect(serviceCodeRule("0107")).toBe("catalogue.validation.servicecodeformat");
    expect(serviceCodeRule("410101")).toBe("catalogue.validation.servicecodeitem");
    expect(serviceCodeRule("000101")).toBe("catalogue.validation.servicecodeitem");
    expect(serviceCodeRule("010001")).toBe("catalogue.validation.servicecodeitem");
  });
});
