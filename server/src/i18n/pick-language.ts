import { type Language, languages } from "@invoicing/core";

const isLanguage = (tag: string): tag is Language =>
  (languages as ReadonlyArray<string>).includes(tag);

/**
 * The language of an answer: the signed-in user's, else the best of `Accept-Language` that we
 * speak (by primary subtag and quality: `zh-CN;q=0.8` is Chinese), else English.
 */
export const pickLanguage = (
  userLanguage: Language | null,
  acceptLanguage: string | undefined,
): Language => {
  if (userLanguage !== null) return userLanguage;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const qualityParameter = parameters.find((parameter) => parameter.trim().startsWith("q="));
      const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.split("=")[1]);
      const primary = tag.trim().toLowerCase().split("-")[0] ?? "";
      return { primary, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0 && isLanguage(entry.primary))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const best = ranked[0]?.primary;
  return best !== undefined && isLanguage(best) ? best : "en";
};
