/**
 * The areas the stand-alone pages (sign-in, sign-up, password reset, a pay link's page) use. A language's catalogue
 * loads in two parts: these areas first, for every page, and the other areas only when the
 * signed-in app (the layout and its pages) first shows, so the public pages download less.
 */
const publicAreas: ReadonlySet<string> = new Set([
  "auth",
  "common",
  "layout",
  "users",
  // The pay link's page, opened without an account, and the balance words it borrows.
  "paylinks",
  "invoicepayments",
  // A quote's client link, also opened without an account.
  "quotelinks",
]);

/** Which part of a language's catalogue an area belongs to. */
export type CataloguePart = "public" | "app";

export const cataloguePartOf = (area: string): CataloguePart =>
  publicAreas.has(area) ? "public" : "app";

// A language is `en` or carries its region, `pt-BR`.
const areaFile = /\/locales\/([a-z]+(?:-[A-Z]+)?)\/([a-z]+)\.json$/u;

/**
 * The chunk a module goes into when it is an area file of a catalogue (`…/locales/en/auth.json`
 * goes into `en-public`), so each part of a language loads as one file; null for any other module.
 */
export const catalogueChunkOf = (moduleId: string): string | null => {
  const [, language, area] = areaFile.exec(moduleId) ?? [];
  return language === undefined || area === undefined
    ? null
    : `${language}-${cataloguePartOf(area)}`;
};
