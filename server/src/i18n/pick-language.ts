import { type Language, languageOfTag } from "@invoicing/core";

/**
 * The language of an answer: the signed-in user's, else the best of `Accept-Language` that we
 * speak (by primary subtag and quality: `zh-CN;q=0.8` is Chinese, `pt;q=0.9` Brazilian
 * Portuguese), else English.
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
      return {
        language: languageOfTag(tag),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0 && entry.language !== undefined)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? "en";
};
