import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NfeAccessKey } from "../access-key.ts";
import {
  CANCELLATION_WINDOW_MS,
  CORRECTION_LENGTH,
  eventText,
  JUSTIFICATION_LENGTH,
  MAX_EVENT_SEQUENCE,
  nextCorrectionSequence,
  nfeEventId,
  withinCancellationWindow,
} from "./nfe-event-rules.ts";
import { nfeVoidingId } from "./nfe-voiding-xml.ts";

const KEY = "35261111222333000181550010000000421408151620" as NfeAccessKey;

describe("nfeEventId", () => {
  it("is ID, the event type, the access key and the sequence on two digits", () => {
    expect(nfeEventId("cancellation", KEY, 1)).toBe(`ID110111${KEY}01`);
    expect(nfeEventId("correction", KEY, 20)).toBe(`ID110110${KEY}20`);
  });

  it("always has the 52 digits after ID the event schemas ask for", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("cancellation", "correction" as const),
        fc.integer({ min: 1, max: MAX_EVENT_SEQUENCE }),
        (kind, sequence) => /^ID[0-9]{52}$/u.test(nfeEventId(kind, KEY, sequence)),
      ),
    );
  });
});

describe("nfeVoidingId", () => {
  it("is ID, cUF, year, CNPJ, model 55, série and both numbers: 41 digits", () => {
    const id = nfeVoidingId({
      tpAmb: 2,
      cUF: 35,
      year: 26,
      issuer: "11222333000181",
      serie: 1,
      from: 5,
      to: 12,
      justification: "Numeros pulados por falha do sistema",
    });
    expect(id).toBe("ID35261122233300018155001000000005000000012");
    expect(id).toMatch(/^ID[0-9]{41}$/u);
  });
});

describe("eventText", () => {
  it("takes a justification of 15 to 255 characters, counted after cleaning", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (length) => {
        const checked = eventText("a".repeat(length), JUSTIFICATION_LENGTH, "justification");
        if (length < 15) return "problem" in checked && checked.problem.endsWith("tooshort");
        if (length > 255) return "problem" in checked && checked.problem.endsWith("toolong");
        return "text" in checked && checked.text.length === length;
      }),
    );
  });

  it("does not count the spaces it removes, and writes Latin-1", () => {
    expect(eventText("   curto    demais   ", JUSTIFICATION_LENGTH, "justification")).toEqual({
      problem: "brazil.nfe.justification.tooshort",
    });
    expect(
      eventText("Cliente desistiu — “pedido” errado", JUSTIFICATION_LENGTH, "justification"),
    ).toEqual({
      text: 'Cliente desistiu - "pedido" errado',
    });
  });

  it("takes a correction of up to 1000 characters and refuses one more", () => {
    const longest = "x".repeat(CORRECTION_LENGTH.max);
    expect(eventText(longest, CORRECTION_LENGTH, "correction")).toEqual({ text: longest });
    expect(eventText(`${longest}y`, CORRECTION_LENGTH, "correction")).toEqual({
      problem: "brazil.nfe.correction.toolong",
    });
  });
});

describe("withinCancellationWindow", () => {
  const authorizedAt = "2026-11-20T10:00:00.000Z";
  const at = (ms: number) => new Date(Date.parse(authorizedAt) + ms).toISOString();

  it("allows a cancellation up to 24 hours after the authorisation, and not a moment later", () => {
    expect(withinCancellationWindow(authorizedAt, at(0))).toBe(true);
    expect(withinCancellationWindow(authorizedAt, at(CANCELLATION_WINDOW_MS))).toBe(true);
    expect(withinCancellationWindow(authorizedAt, at(CANCELLATION_WINDOW_MS + 1000))).toBe(false);
  });

  it("agrees with the elapsed time for any instant", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * CANCELLATION_WINDOW_MS }),
        (elapsed) =>
          withinCancellationWindow(authorizedAt, at(elapsed)) === elapsed <= CANCELLATION_WINDOW_MS,
      ),
    );
  });
});

describe("nextCorrectionSequence", () => {
  it("numbers correction letters 1 to 20 and refuses a 21st", () => {
    expect(nextCorrectionSequence(0)).toBe(1);
    expect(nextCorrectionSequence(19)).toBe(20);
    expect(nextCorrectionSequence(20)).toBeNull();
  });
});
