import { randomInt } from "node:crypto";
import { RandomNumbers } from "@invoicing/core";
import { Layer } from "effect";

/** RandomNumbers from Node's CSPRNG (`crypto.randomInt`), unbiased over the range. */
export const cryptoRandomNumbersLayer = Layer.succeed(RandomNumbers, {
  below: (limit) => randomInt(0, limit),
});
