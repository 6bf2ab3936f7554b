/** The paper an invoice PDF is printed on. */
export type PaperSize = "a4" | "letter";

// CLDR supplemental data, paperSize "US-Letter": every other region prints on A4.
const letterRegions = new Set([
  "BZ",
  "CA",
  "CL",
  "CO",
  "CR",
  "GT",
  "MX",
  "NI",
  "PA",
  "PH",
  "PR",
  "SV",
  "US",
  "VE",
]);

/**
 * The paper size a locale prefers: US Letter where CLDR says so (en-US, en-CA, es-MX, …), A4
 * elsewhere. A locale without a region takes its likeliest one (`en` is en-US, `es` is es-ES).
 */
export const paperSizeFor = (locale: string): PaperSize => {
  const region = new Intl.Locale(locale).maximize().region;
  return region !== undefined && letterRegions.has(region) ? "letter" : "a4";
};
