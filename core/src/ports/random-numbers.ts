import { Context } from "effect";

/**
 * Unpredictable integers, from a cryptographic source: what a value must be drawn from when
 * guessing it would harm (the NF-e cNF keeps access keys unguessable).
 */
export class RandomNumbers extends Context.Service<
  RandomNumbers,
  {
    /** An integer in [0, limit). */
    readonly below: (limit: number) => number;
  }
>()("@invoicing/core/RandomNumbers") {}
