import type { Language } from "@invoicing/core";
import { errorMessagesDe } from "./error-messages-de.ts";
import { type ErrorCode, errorMessagesEn } from "./error-messages-en.ts";
import { errorMessagesEs } from "./error-messages-es.ts";
import { errorMessagesFr } from "./error-messages-fr.ts";
import { errorMessagesJa } from "./error-messages-ja.ts";
import { errorMessagesPtBr } from "./error-messages-pt-br.ts";
import { errorMessagesZh } from "./error-messages-zh.ts";

const catalogues: Record<Language, Partial<Record<ErrorCode, string>>> = {
  en: errorMessagesEn,
  zh: errorMessagesZh,
  fr: errorMessagesFr,
  es: errorMessagesEs,
  de: errorMessagesDe,
  ja: errorMessagesJa,
  "pt-BR": errorMessagesPtBr,
};

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorMessagesEn, code);

/**
 * The text of an error code in `language`: its translation, else its English text, else (a code
 * the catalogue lacks) a generic English sentence, so an error body always has a message.
 */
export const errorMessage = (code: string, language: Language): string => {
  if (!isErrorCode(code)) return errorMessagesEn["common.errors.requestfailed"];
  return catalogues[language][code] ?? errorMessagesEn[code];
};

/** Whether the catalogue has an English text for this code. */
export const hasErrorMessage = (code: string): boolean => isErrorCode(code);

/** Every language's catalogue, for the tests that hold them complete. */
export const errorCatalogues: Readonly<Record<Language, Partial<Record<ErrorCode, string>>>> =
  catalogues;
