import { type FranceSettings, missingFranceMentions } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { Banner } from "../../components/Banner.tsx";

/**
 * What the seller's French invoices still lack (docs/PRODUCT-RULES.md#france-mentions), as a
 * warning above the settings; nothing when every mention is there.
 */
export const MissingMentions = ({ saved }: { readonly saved: FranceSettings | null }) => {
  const { t } = useTranslation();
  const missing = missingFranceMentions(saved);
  if (missing.length === 0) return null;
  return (
    <Banner kind="warning">
      <p>
        {t(saved === null ? "francesettings.missing.nosettings" : "francesettings.missing.some")}
      </p>
      <ul>
        {missing.map((mention) => (
          <li key={mention}>{t(`francesettings.missing.items.${mention.toLowerCase()}`)}</li>
        ))}
      </ul>
    </Banner>
  );
};
