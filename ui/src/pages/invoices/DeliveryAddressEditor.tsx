import type { CountryCode, DeliveryAddress } from "@invoicing/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { countryChoices } from "../clients/client-form-values.ts";

/** A new delivery address, in the buyer's country when it has one. */
const emptyAddress = (country: CountryCode): DeliveryAddress => ({
  name: null,
  street: "",
  postalCode: null,
  city: "",
  country,
});

/**
 * The invoice form's delivery address (BG-15, docs/PRODUCT-RULES.md#france-mentions), for goods
 * delivered elsewhere than at the buyer's address: off by default; on, the place or recipient's
 * name (BT-70), street, postal code, city and country. `errors` are the form's, keyed
 * `deliveryAddress.street` and so on.
 */
export const DeliveryAddressEditor = ({
  value,
  defaultCountry,
  errors,
  onChange,
}: {
  readonly value: DeliveryAddress | null;
  readonly defaultCountry: CountryCode;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (value: DeliveryAddress | null) => void;
}) => {
  const { t, i18n } = useTranslation();
  const countries = useMemo(
    () => countryChoices(i18n.language, "").filter((choice) => choice.value !== ""),
    [i18n.language],
  );
  const set = (field: keyof DeliveryAddress, blankIsNull: boolean) => (text: string) => {
    if (value === null) return;
    onChange({ ...value, [field]: blankIsNull && text.trim() === "" ? null : text });
  };
  return (
    <>
      <CheckboxField
        label={t("invoiceform.delivery.toggle")}
        hint={t("invoiceform.delivery.hint")}
        checked={value !== null}
        onChange={(checked) => onChange(checked ? emptyAddress(defaultCountry) : null)}
      />
      {value === null ? null : (
        <>
          <div className="form-row">
            <TextField
              label={t("invoiceform.delivery.name")}
              value={value.name ?? ""}
              onChange={set("name", true)}
              error={errors["deliveryAddress.name"]}
            />
            <TextField
              label={t("invoiceform.delivery.street")}
              value={value.street}
              onChange={set("street", false)}
              error={errors["deliveryAddress.street"]}
            />
          </div>
          <div className="form-row">
            <TextField
              label={t("invoiceform.delivery.postalcode")}
              value={value.postalCode ?? ""}
              onChange={set("postalCode", true)}
              error={errors["deliveryAddress.postalCode"]}
            />
            <TextField
              label={t("invoiceform.delivery.city")}
              value={value.city}
              onChange={set("city", false)}
              error={errors["deliveryAddress.city"]}
            />
            <SelectField
              label={t("invoiceform.delivery.country")}
              value={value.country as string}
              onChange={set("country", false)}
              choices={countries}
              error={errors["deliveryAddress.country"]}
            />
          </div>
        </>
      )}
    </>
  );
};
