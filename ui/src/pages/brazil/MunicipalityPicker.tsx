import { isUf, type MunicipalityJson } from "@invoicing/core";
import { keepPreviousData, skipToken } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { brazilApi } from "../../api/brazil-api.ts";
import { FieldError } from "../../components/FieldError.tsx";
import { useDebounced } from "../../forms/use-debounced.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./brazil.module.css";

/** A picked municipality: its IBGE code and name, or empty while none is picked. */
export interface PickedMunicipality {
  readonly code: string;
  readonly name: string;
}

// Searching waits for a pause in typing, so each keystroke does not become a request.
const SEARCH_DELAY_MS = 250;

/**
 * The municipality of an address, chosen from IBGE's list
 * (docs/PRODUCT-RULES.md#e-invoicing-brazil) in the chosen UF: typing part of the name (accents and
 * case do not matter) lists matches from the server, and picking one sets its code and official
 * name. Typing again unsets the code until a match is picked.
 */
export const MunicipalityPicker = ({
  label,
  uf,
  value,
  onChange,
  error,
}: {
  readonly label: string;
  readonly uf: string;
  readonly value: PickedMunicipality;
  readonly onChange: (municipality: PickedMunicipality) => void;
  readonly error?: string | undefined;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value.name);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const chosenUf = isUf(uf) ? uf : undefined;
  const ufChosen = chosenUf !== undefined;
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const search = useApiQuery({
    queryKey: ["municipalities", uf, q],
    queryFn:
      open && chosenUf !== undefined
        ? ({ signal }) => brazilApi.municipalities(chosenUf, q, { signal })
        : skipToken,
    placeholderData: keepPreviousData,
  });
  const matches = search.data?.data ?? [];
  const failed = search.isError;

  useEffect(() => setText(value.name), [value.name]);
  // New matches start with the first one active.
  const [shown, setShown] = useState(search.data);
  if (search.data !== shown) {
    setShown(search.data);
    setActive(0);
  }

  const pick = (municipality: MunicipalityJson) => {
    onChange({ code: municipality.code, name: municipality.name });
    setText(municipality.name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, Math.max(matches.length - 1, 0)));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && open && matches[active]) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  const expanded = open && ufChosen && matches.length > 0;
  const hint = !ufChosen
    ? t("brazilsettings.municipality.chooseuffirst")
    : value.code !== ""
      ? t("brazilsettings.municipality.ibgecode", { code: value.code })
      : t("brazilsettings.municipality.hint");
  const described = [`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim();

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <div className={`field-control ${styles.combobox}`}>
        <input
          id={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          disabled={!ufChosen}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            if (value.code !== "") onChange({ code: "", name: "" });
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.options}
          hidden={!expanded}
        >
          {matches.map((municipality, index) => (
            // The input keeps the focus (aria-activedescendant); -1 lets a click focus nothing else.
            <div
              key={municipality.code}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={styles.option}
              // Picking on mouse down comes before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(municipality);
              }}
            >
              {municipality.name}
              <span className={styles.optionCode}>{municipality.code}</span>
            </div>
          ))}
        </div>
      </div>
      {failed ? (
        <p className="field-error">{t("brazilsettings.municipality.searchfailed")}</p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
};
