import { Schema } from "effect";

/**
 * A validation rule: returns the i18n key of the first problem it finds, or undefined when the
 * value is valid. Keys follow the catalogue style (`france.siret.invalidcheckdigit`).
 */
export type KeyedRule<T> = (value: T) => string | undefined;

/** Turns a keyed rule into a schema check whose failure message is the rule's i18n key. */
export const keyedCheck = <T>(rule: KeyedRule<T>) => Schema.makeFilter<T>((value) => rule(value));
