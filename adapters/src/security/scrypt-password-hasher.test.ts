import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { scryptPasswordHasher } from "./scrypt-password-hasher.ts";

const cheap = scryptPasswordHasher({ logN: 10, r: 8, p: 1 });
const run = Effect.runPromise;

describe("scryptPasswordHasher", () => {
  it("writes a PHC string carrying the default parameters: N = 2^15, r = 8, p = 1", async () => {
    const hash = await run(scryptPasswordHasher().hash("correct horse"));
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/u);
    expect(await run(scryptPasswordHasher().verify("correct horse", hash))).toBe(true);
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const hash = await run(cheap.hash("s3cret pass"));
    expect(await run(cheap.verify("s3cret pass", hash))).toBe(true);
    expect(await run(cheap.verify("s3cret pasS", hash))).toBe(false);
    expect(await run(cheap.verify("", hash))).toBe(false);
  });

  it("salts every hash, so one password never gives the same hash twice", async () => {
    expect(await run(cheap.hash("same"))).not.toBe(await run(cheap.hash("same")));
  });

  it("verifies a hash made with other parameters, read from the hash itself", async () => {
    const old = await run(scryptPasswordHasher({ logN: 11, r: 4, p: 2 }).hash("kept"));
    expect(await run(scryptPasswordHasher().verify("kept", old))).toBe(true);
  });

  it("matches a password typed in another Unicode normal form", async () => {
    const hash = await run(cheap.hash("caf\u00e9"));
    expect(await run(cheap.verify("cafe\u0301", hash))).toBe(true);
  });

  it("answers false, never throws, for malformed or hostile hashes", async () => {
    const good = await run(cheap.hash("x"));
    const hostile = [
      "",
      "plain",
      "$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA",
      good.replace("ln=10", "ln=40"),
      good.replace(/\$[^$]+$/u, "$AAAA"),
      good.replace(/\$[^$]+\$([^$]+)$/u, "$$$1"),
    ];
    for (const hash of hostile) {
      expect(await run(cheap.verify("x", hash))).toBe(false);
    }
  });

  it("finishes every hash of a burst larger than it runs at once", async () => {
    const oneAtATime = scryptPasswordHasher({ logN: 10, r: 8, p: 1 }, 1);
    const passwords = ["a", "b", "c", "d", "e", "f"];
    const hashes = await Promise.all(passwords.map((password) => run(oneAtATime.hash(password))));
    const checks = await Promise.all(
      hashes.map((hash, index) => run(oneAtATime.verify(passwords[index] ?? "", hash))),
    );
    expect(checks).toEqual(passwords.map(() => true));
    expect(await run(oneAtATime.verify("b", hashes[0] ?? ""))).toBe(false);
  });
});
