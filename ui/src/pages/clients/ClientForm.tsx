import { ClientInput, clientKinds, decodeFields, UF_CODES } from "@invoicing/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { clientsApi } from "../../api/clients-api.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextAreaField } from "../../components/TextAreaField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import {
  type ClientFormValues,
  countryChoices,
  showsBrazilianAddress,
  vatNumberOfSiret,
} from "./client-form-values.ts";
import styles from "./clients.module.css";

const decode = decodeFields(ClientInput);

/**
 * The client form of both modes: contact details, French and Brazilian identifiers and the
 * structured Brazilian address. It is checked with the core's `ClientInput` on submit (the same
 * keys the server answers with), then created or replaced; success returns to the list.
 */
export const ClientForm = ({
  clientId,
  initial,
}: {
  readonly clientId?: string;
  readonly initial: ClientFormValues;
}) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [, navigate] = useLocation();
  const { values, field, bind, errors, setErrors } = useFormValues<ClientFormValues>(initial);
  const [addressOpen, setAddressOpen] = useState(() => showsBrazilianAddress(initial));
  const editing = clientId !== undefined;

  const { form, submit, busy, failure } = useFormSubmit(setErrors, {
    decode: () => decode(values),
    send: (client) => (editing ? clientsApi.update(clientId, client) : clientsApi.create(client)),
    onSuccess: (saved) => {
      toast.success(
        t(editing ? "clients.clientupdated" : "clients.clientcreated", { name: saved.name }),
      );
      navigate("/clients");
    },
    failureKey: editing ? "clients.errors.updateclient" : "clients.errors.createclient",
    failureShown: "banner",
    leavesOnSuccess: true,
    onProblems: (problems) => {
      if (showsBrazilianAddress(values, problems)) setAddressOpen(true);
    },
  });

  const optional = (key: string) => t("common.optionalfield", { label: t(key) });
  const text = (name: keyof ClientFormValues, key: string, required = false) => ({
    label: required ? t(key) : optional(key),
    value: values[name],
    onChange: field(name),
    error: errors[name],
    required,
  });
  const suggestedVat =
    values.vatNumber.trim() === "" && ["", "FR", "MC"].includes(values.country)
      ? vatNumberOfSiret(values.siret, values.siren)
      : undefined;
  const countries = useMemo(
    () => countryChoices(i18n.language, t("clients.form.nocountry")),
    [i18n.language, t],
  );

  return (
    <form ref={form} className={`card ${styles.formCard}`} onSubmit={submit} noValidate>
      {failure ? (
        <FailureBanner
          title={t(editing ? "clients.errors.updateclient" : "clients.errors.createclient")}
          reason={failure}
        />
      ) : null}

      <fieldset className={styles.section}>
        <legend>{t("clients.form.contact")}</legend>
        <div className="form-row">
          <TextField {...text("name", "clients.fields.name", true)} autoComplete="off" />
          <TextField
            {...text("email", "clients.fields.email", true)}
            type="email"
            inputMode="email"
            autoComplete="off"
          />
        </div>
        <div className="form-row">
          <TextField {...text("company", "clients.fields.company")} autoComplete="off" />
          <TextField {...text("phone", "clients.fields.phone")} type="tel" autoComplete="off" />
        </div>
        <TextAreaField {...text("address", "clients.fields.address")} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t("clients.form.taxidentity")}</legend>
        <div className="form-row">
          <SelectField
            label={t("clients.fields.kind")}
            hint={t("clients.form.hints.kind")}
            {...bind("kind")}
            choices={clientKinds.map((kind) => ({
              value: kind as string,
              label: t(`clients.kinds.${kind}`),
            }))}
          />
          <SelectField
            label={optional("clients.fields.country")}
            hint={t("clients.form.hints.country")}
            {...bind("country")}
            choices={countries}
          />
        </div>
        <TextField
          {...text("vatNumber", "clients.fields.vatnumber")}
          hint={t("clients.form.hints.vatnumber")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t("clients.form.france")}</legend>
        <div className="form-row">
          <TextField
            {...text("siren", "clients.fields.siren")}
            hint={t("clients.form.hints.siren")}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            {...text("siret", "clients.fields.siret")}
            hint={t("clients.form.hints.siret")}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        {suggestedVat ? (
          <button
            type="button"
            className={`btn btn-secondary ${styles.inlineAction}`}
            onClick={() => field("vatNumber")(suggestedVat)}
          >
            {t("clients.form.usevatnumber", { vatNumber: suggestedVat })}
          </button>
        ) : null}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t("clients.form.brazil")}</legend>
        <div className="form-row">
          <TextField
            {...text("cnpj", "clients.fields.cnpj")}
            hint={t("clients.form.hints.cnpj")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <TextField
            {...text("cpf", "clients.fields.cpf")}
            hint={t("clients.form.hints.cpf")}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <TextField
          {...text("inscricaoEstadual", "clients.fields.inscricaoestadual")}
          hint={t("clients.form.hints.inscricaoestadual")}
          autoComplete="off"
          spellCheck={false}
        />
      </fieldset>

      <details
        className={styles.fold}
        open={addressOpen}
        onToggle={(event) => setAddressOpen(event.currentTarget.open)}
      >
        <summary>
          <Icon name="chevron" size={18} />
          {t("clients.form.brazilianaddress")}
        </summary>
        <div className={styles.foldBody}>
          <p className={styles.sectionHint}>{t("clients.form.hints.brazilianaddress")}</p>
          <div className="form-row">
            <TextField {...text("street", "clients.fields.street")} autoComplete="off" />
            <TextField {...text("number", "clients.fields.number")} autoComplete="off" />
          </div>
          <div className="form-row">
            <TextField {...text("complement", "clients.fields.complement")} autoComplete="off" />
            <TextField {...text("district", "clients.fields.district")} autoComplete="off" />
          </div>
          <div className="form-row">
            <TextField
              {...text("municipalityCode", "clients.fields.municipalitycode")}
              hint={t("clients.form.hints.municipalitycode")}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField
              {...text("municipalityName", "clients.fields.municipalityname")}
              autoComplete="off"
            />
          </div>
          <div className="form-row">
            <SelectField
              label={optional("clients.fields.uf")}
              {...bind("uf")}
              choices={[
                { value: "", label: t("clients.form.nouf") },
                ...UF_CODES.map((uf) => ({ value: uf as string, label: uf })),
              ]}
            />
            <TextField
              {...text("cep", "clients.fields.cep")}
              hint={t("clients.form.hints.cep")}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        </div>
      </details>

      <div className={styles.formActions}>
        <Link href="/clients" className="btn btn-secondary">
          {t("common.cancel")}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t("common.saving") : t(editing ? "clients.form.save" : "clients.form.create")}
        </button>
      </div>
    </form>
  );
};
