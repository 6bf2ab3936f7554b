import { type Language, languages } from "@invoicing/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguageChoice } from "../auth/use-language-choice.ts";
import { isLanguage, languageNames } from "../i18n/languages.ts";
import { Icon } from "./Icon.tsx";

/** A compact language switch for pages without the user menu (sign-in, sign-up, public pages). */
export const LanguageSelect = () => {
  const { t, i18n } = useTranslation();
  const choose = useLanguageChoice();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>
        <Icon name="globe" size={16} />
        <span className="visually-hidden">{t("layout.language")}</span>
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) void choose(chosen);
        }}
      >
        {languages.map((language: Language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
};
