/** A language's catalogue: one entry per area file (`auth.json` under `auth`), nested keys inside. */
export type Catalogue = Readonly<Record<string, unknown>>;

/** The area an area file's path (`./locales/en/auth.json`) holds: its file name, `auth`. */
export const areaOf = (path: string): string => path.replace(/^.*\//u, "").replace(/\.json$/u, "");

/**
 * Builds a catalogue from area files keyed by path (`./locales/en/auth.json`): the file name
 * becomes the top-level key, so `auth.json`'s `emailrequired` is `auth.emailrequired`.
 */
export const catalogueOf = (files: Readonly<Record<string, unknown>>): Catalogue =>
  Object.fromEntries(Object.entries(files).map(([path, areaKeys]) => [areaOf(path), areaKeys]));
