import { Logger as EffectLogger } from "effect";
import type { Logger } from "./logger.ts";

const text = (part: unknown): string => (typeof part === "string" ? part : JSON.stringify(part));

/**
 * Sends what use cases log with `Effect.log…` (a reset mail that could not be sent, say) to the
 * server's structured log, so every line has one format.
 */
export const effectLogLayer = (logger: Logger) =>
  EffectLogger.layer([
    EffectLogger.make(({ logLevel, message }) => {
      const [event = "", ...details] = Array.isArray(message) ? message : [message];
      const fields = details.length === 0 ? {} : { details: details.map(text).join(" ") };
      if (logLevel === "Fatal" || logLevel === "Error") logger.error(text(event), fields);
      else if (logLevel === "Warn") logger.warn(text(event), fields);
      else logger.info(text(event), fields);
    }),
  ]);
