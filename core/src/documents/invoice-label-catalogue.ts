import type { Language } from "../users/language.ts";
import type { InvoiceLabels } from "./invoice-labels.ts";
import { germanInvoiceLabels } from "./invoice-labels-de.ts";
import { englishInvoiceLabels } from "./invoice-labels-en.ts";
import { spanishInvoiceLabels } from "./invoice-labels-es.ts";
import { frenchInvoiceLabels } from "./invoice-labels-fr.ts";
import { japaneseInvoiceLabels } from "./invoice-labels-ja.ts";
import { brazilianPortugueseInvoiceLabels } from "./invoice-labels-pt-br.ts";
import { chineseInvoiceLabels } from "./invoice-labels-zh.ts";

/** The invoice document's words in each of the seven languages (docs/PRODUCT-RULES.md#languages). */
export const invoiceLabelCatalogue: Readonly<Record<Language, InvoiceLabels>> = {
  en: englishInvoiceLabels,
  zh: chineseInvoiceLabels,
  fr: frenchInvoiceLabels,
  es: spanishInvoiceLabels,
  de: germanInvoiceLabels,
  ja: japaneseInvoiceLabels,
  "pt-BR": brazilianPortugueseInvoiceLabels,
};

/** The invoice document's words in `language`. */
export const invoiceLabels = (language: Language): InvoiceLabels => invoiceLabelCatalogue[language];
