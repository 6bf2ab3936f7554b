import type { KeyedRule } from "../validation/keyed-rule.ts";

const NCM_PATTERN = /^\d{8}$/u;
// The NCM's chapters run from 01 to 97; chapter 77 is kept free by the Harmonized System.
const NCM_FIRST_CHAPTER = 1;
const NCM_LAST_CHAPTER = 97;
const NCM_RESERVED_CHAPTER = 77;

/**
 * Checks the NCM of a catalogue product: 8 digits whose first two name a chapter of the
 * Mercosur Common Nomenclature (01–97, without the reserved 77).
 */
export const catalogueNcmRule: KeyedRule<string> = (value) => {
  if (!NCM_PATTERN.test(value)) return "catalogue.validation.ncmformat";
  const chapter = Number(value.slice(0, 2));
  return chapter < NCM_FIRST_CHAPTER ||
    chapter > NCM_LAST_CHAPTER ||
    chapter === NCM_RESERVED_CHAPTER
    ? "catalogue.validation.ncmchapter"
    : undefined;
};

const SERVICE_CODE_PATTERN = /^\d{6}$/u;
// The list annexed to LC 116/2003 has items 01 to 40.
const LAST_SERVICE_ITEM = 40;

/**
 * Checks a national service code (cTribNac of the NFS-e): 6 digits, the LC 116/2003 item (01–40),
 * its subitem (01 or more) and the national breakdown, as 010701 for 1.07.01.
 */
export const serviceCodeRule: KeyedRule<string> = (value) => {
  if (!SERVICE_CODE_PATTERN.test(value)) return "catalogue.validation.servicecodeformat";
  const item = Number(value.slice(0, 2));
  const subitem = Number(value.slice(2, 4));
  return item < 1 || item > LAST_SERVICE_ITEM || subitem < 1
    ? "catalogue.validation.servicecodeitem"
    : undefined;
};

/** The highest ISS rate a municipality may charge (LC 116/2003 art. 8, II), in percent. */
export const MAX_ISS_RATE = 5;
