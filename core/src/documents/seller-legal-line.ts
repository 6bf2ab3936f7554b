import { sirenOfSiret } from "../france/siret.ts";
import { formatMoney } from "../money/format-money.ts";
import type { FranceSettings } from "../settings/france-settings.ts";
import { fillLabel } from "./fill-label.ts";
import type { InvoiceLabels } from "./invoice-labels.ts";

// The mark a sole trader's name carries since 2022 ("entrepreneur individuel").
const SOLE_TRADER_MARK = "EI";

/**
 * The seller's name as its invoices print it (docs/PRODUCT-RULES.md#france-mentions): a sole
 * trader's name is followed by "EI", unless it already ends with it.
 */
export const frenchSellerName = (france: FranceSettings): string =>
  france.soleTrader && !france.companyName.trim().endsWith(` ${SOLE_TRADER_MARK}`)
    ? `${france.companyName.trim()} ${SOLE_TRADER_MARK}`
    : france.companyName;

/**
 * The seller's legal information, one line (BT-33 and the PDF's seller block): its legal form,
 * share capital, and trade register with city and SIREN ("RCS Paris 552 081 317"); null when
 * the settings give none of them.
 */
export const sellerLegalLine = (
  france: FranceSettings,
  labels: InvoiceLabels,
  locale: string,
): string | null => {
  const siren = sirenOfSiret(france.siret).replace(/^(\d{3})(\d{3})(\d{3})$/u, "$1 $2 $3");
  const parts = [
    france.legalForm,
    france.shareCapital === null
      ? null
      : fillLabel(labels.shareCapital, {
          capital: formatMoney(france.shareCapital, "EUR", locale),
        }),
    france.registry === null
      ? null
      : [france.registry, france.registryCity, siren].filter((part) => part !== null).join(" "),
  ].filter((part): part is string => part !== null && part.trim() !== "");
  return parts.length === 0 ? null : parts.join(" · ");
};
