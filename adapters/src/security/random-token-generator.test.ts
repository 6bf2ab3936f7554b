import { TokenGenerator } from "@invoicing/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { randomTokenGeneratorLayer, sha256Hex } from "./random-token-generator.ts";

const generate = Effect.runPromise(
  Effect.provide(
    TokenGenerator.use((tokens) => Effect.all(Array.from({ length: 100 }, () => tokens.generate))),
    randomTokenGeneratorLayer,
  ),
);

describe("randomTokenGenerator", () => {
  it("hands out 256-bit tokens in base64url, each different", async () => {
    const issued = await generate;
    for (const { token } of issued) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    expect(new Set(issued.map(({ token }) => token)).size).toBe(100);
  });

  it("stores each token under its SHA-256, hex-encoded", async () => {
    const [first] = await generate;
    expect(first?.tokenHash).toBe(sha256Hex(first?.token ?? ""));
    expect(sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});
