declare global {
  interface Window {
    /** Keys the interface asked for that the catalogue lacks; browser tests require it to stay empty. */
    __missingI18nKeys?: string[];
  }
}

/**
 * Records a key missing from the loaded catalogue and shows it raw, so that the gap is visible on
 * screen, in the console and to the browser tests (which fail on any recorded key).
 */
export const reportMissingKey = (key: string): string => {
  window.__missingI18nKeys ??= [];
  if (!window.__missingI18nKeys.includes(key)) {
    window.__missingI18nKeys.push(key);
    console.error(`Missing i18n key: ${key}`);
  }
  return key;
};
