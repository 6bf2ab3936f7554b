import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  cardBrand,
  cardDigits,
  cardNumberProblem,
  checkCard,
  cvcProblem,
  expiryProblem,
  parseExpiry,
  passesLuhn,
} from "./card-rules.ts";

// The digit that completes `payload` into a number passing the Luhn check.
const luhnCompleted = (payload: string): string => {
  const digit = [..."0123456789"].find((candidate) => passesLuhn(`${payload}${candidate}`));
  return `${payload}${digit}`;
};

const digitString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });

const visaNumber = digitString(14, 14).map((rest) => luhnCompleted(`4${rest}`));

const today = "2026-03-15";

describe("passesLuhn", () => {
  it.each([
    "4242424242424242",
    "4000000000000002",
    "4000000000009995",
    "4000002500003155",
    "378282246310005",
    "5555555555554444",
  ])("accepts Stripe's test card %s", (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });
  it("refuses 4242 4242 4242 4241, whose last digit is wrong", () => {
    expect(passesLuhn("4242424242424241")).toBe(false);
  });
  test.prop([digitString(1, 18)])("accepts any payload completed by its check digit", (payload) => {
    expect(passesLuhn(luhnCompleted(payload))).toBe(true);
  });
  test.prop([visaNumber, fc.nat(15), fc.integer({ min: 1, max: 9 })])(
    "detects every single mistyped digit",
    (digits, position, shift) => {
      const changed = (Number(digits[position]) + shift) % 10;
      const mistyped = `${digits.slice(0, position)}${changed}${digits.slice(position + 1)}`;
      expect(passesLuhn(mistyped)).toBe(false);
    },
  );
  test.prop([fc.string()])("refuses anything that is not only digits", (text) => {
    fc.pre(!/^\d+$/u.test(text));
    expect(passesLuhn(text)).toBe(false);
  });
});

describe("cardBrand", () => {
  it.each([
    ["4242424242424242", "visa"],
    ["5555555555554444", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["378282246310005", "amex"],
    ["6011111111111117", "discover"],
    ["3056930009020004", "diners"],
    ["3566002020360505", "jcb"],
    ["6200000000000005", "unionpay"],
    ["9999999999999995", "unknown"],
  ] as const)("reads %s as %s", (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });
});

describe("cardNumberProblem", () => {
  it("accepts a number typed in groups", () => {
    expect(cardDigits("4242 4242-4242 4242")).toBe("4242424242424242");
    expect(cardNumberProblem("4242 4242 4242 4242")).toBeUndefined();
  });
  it.each([
    ["", "billing.card.numberrequired"],
    ["   ", "billing.card.numberrequired"],
    ["4242 4242 4242", "billing.card.numberincomplete"],
    ["4242 4242 4242 4241", "billing.card.invalidnumber"],
    ["4242 4242 4242 424x", "billing.card.invalidnumber"],
    ["3782 822463 100055", "billing.card.invalidnumber"],
  ])("refuses %j with %s", (typed, key) => {
    expect(cardNumberProblem(typed)).toBe(key);
  });
  test.prop([visaNumber])("accepts every Visa number with a valid key", (digits) => {
    expect(cardNumberProblem(digits)).toBeUndefined();
  });
});

describe("expiryProblem", () => {
  it.each(["03/26", "03 / 26", "0326", "12/2030"])("accepts %s on %s", (typed) => {
    expect(expiryProblem(typed, today)).toBeUndefined();
  });
  it("keeps a card valid through the last day of its month", () => {
    expect(expiryProblem("03/26", "2026-03-31")).toBeUndefined();
    expect(expiryProblem("03/26", "2026-04-01")).toBe("billing.card.expired");
  });
  it.each([
    ["", "billing.card.expiryrequired"],
    ["13/26", "billing.card.invalidexpiry"],
    ["00/26", "billing.card.invalidexpiry"],
    ["3/26", "billing.card.invalidexpiry"],
    ["02/26", "billing.card.expired"],
  ])("refuses %j with %s", (typed, key) => {
    expect(expiryProblem(typed, today)).toBe(key);
  });
  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 })])(
    "refuses exactly the months before today's",
    (month, year) => {
      const typed = `${String(month).padStart(2, "0")}/${String(year).slice(2)}`;
      const past = year * 12 + month < 2026 * 12 + 3;
      expect(expiryProblem(typed, today)).toBe(past ? "billing.card.expired" : undefined);
      expect(parseExpiry(typed)).toEqual({ month, year });
    },
  );
});

describe("cvcProblem", () => {
  test.prop([digitString(1, 6)])(
    "wants 3 digits on a Visa card and 4 on an American Express card",
    (cvc) => {
      expect(cvcProblem(cvc, "visa")).toBe(
        cvc.length === 3 ? undefined : "billing.card.invalidcvc",
      );
      expect(cvcProblem(cvc, "amex")).toBe(
        cvc.length === 4 ? undefined : "billing.card.invalidcvc",
      );
    },
  );
  it("asks for a missing code and refuses letters", () => {
    expect(cvcProblem(" ", "visa")).toBe("billing.card.cvcrequired");
    expect(cvcProblem("12a", "visa")).toBe("billing.card.invalidcvc");
  });
});

describe("checkCard", () => {
  it("answers the checked card, keeping the brand and the last four digits", () => {
    expect(
      checkCard({ number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }, today),
    ).toEqual({
      value: {
        digits: "4242424242424242",
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: 2034,
      },
    });
  });
  it("names every failing field with its key", () => {
    expect(
      checkCard({ number: "4242 4242 4242 4241", expiry: "01/26", cvc: "1234" }, today),
    ).toEqual({
      fields: {
        number: "billing.card.invalidnumber",
        expiry: "billing.card.expired",
        cvc: "billing.card.invalidcvc",
      },
    });
  });
  it("checks an American Express code against its 4 digits", () => {
    const amex = { number: "3782 822463 10005", expiry: "12/34" };
    expect(checkCard({ ...amex, cvc: "123" }, today)).toEqual({
      fields: { cvc: "billing.card.invalidcvc" },
    });
    expect("value" in checkCard({ ...amex, cvc: "1234" }, today)).toBe(true);
  });
});
