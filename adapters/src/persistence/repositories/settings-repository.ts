import {
  type BrazilSettings,
  DEFAULT_INVOICE_TEMPLATE,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type FranceSettings,
  type InvoiceTemplate,
  type NfseSettings,
  type NotificationPreferences,
  SettingsRepository,
} from "@invoicing/core";
import { Effect, Layer, Option } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";

const franceColumns = `siret, vat_number as "vatNumber", company_name as "companyName", address,
  city, postal_code as "postalCode", country, auto_send_to_pfu as "autoSendToPlatform",
  default_vat_rate as "defaultVATRate", legal_form as "legalForm",
  share_capital::float8 as "shareCapital", registry, registry_city as "registryCity",
  sole_trader as "soleTrader", vat_franchise as "vatFranchise", vat_on_debits as "vatOnDebits"`;

const brazilColumns = `cnpj, cpf, inscricao_estadual as "inscricaoEstadual",
  inscricao_municipal as "inscricaoMunicipal", company_name as "companyName", address, number,
  complement, district, city, municipality_code as "municipalityCode", uf,
  postal_code as "postalCode", country, regime, auto_send_to_sefaz as "autoSendToSEFAZ",
  default_nfe_environment as "defaultNFeEnvironment", natureza_operacao as "naturezaOperacao",
  codigo_cfop as "codigoCFOP", nfe_serie as "nfeSerie"`;

/** An NFS-e settings row: the ISS rate is stored in hundredths of a percent, an exact integer. */
type NfseSettingsRow = Omit<NfseSettings, "issRate"> & {
  readonly issRateHundredths: number | null;
};

/** `SettingsRepository` over the database: one row per user and kind, written by upserts. */
export const SettingsRepositoryLive = (database: Database) =>
  Layer.succeed(SettingsRepository, {
    getNotifications: (userId) =>
      runQuery(database, (em) =>
        em.execute<NotificationPreferences[]>(
          `select email_notifications as "emailNotifications",
             payment_reminders as "paymentReminders",
             overdue_notifications as "overdueNotifications",
             new_feature_announcements as "newFeatureAnnouncements",
             pay_link_in_emails as "payLinkInInvoiceEmails"
           from notification_preferences where user_id = ?`,
          [userId],
        ),
      ).pipe(Effect.map((rows) => rows[0] ?? DEFAULT_NOTIFICATION_PREFERENCES)),

    saveNotifications: (userId, preferences) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into notification_preferences (user_id, email_notifications, payment_reminders,
             overdue_notifications, new_feature_announcements, pay_link_in_emails)
           values (?, ?, ?, ?, ?, ?)
           on conflict (user_id) do update set
             email_notifications = excluded.email_notifications,
             payment_reminders = excluded.payment_reminders,
             overdue_notifications = excluded.overdue_notifications,
             new_feature_announcements = excluded.new_feature_announcements,
             pay_link_in_emails = excluded.pay_link_in_emails`,
          [
            userId,
            preferences.emailNotifications,
            preferences.paymentReminders,
            preferences.overdueNotifications,
            preferences.newFeatureAnnouncements,
            preferences.payLinkInInvoiceEmails,
          ],
        ),
      ).pipe(Effect.asVoid),

    getFrance: (userId) =>
      runQuery(database, (em) =>
        em.execute<FranceSettings[]>(
          `select ${franceColumns} from france_settings where user_id = ?`,
          [userId],
        ),
      ).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]))),

    saveFrance: (userId, settings) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into france_settings (user_id, siret, vat_number, company_name, address, city,
             postal_code, country, auto_send_to_pfu, default_vat_rate, legal_form, share_capital,
             registry, registry_city, sole_trader, vat_franchise, vat_on_debits)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (user_id) do update set
             siret = excluded.siret, vat_number = excluded.vat_number,
             company_name = excluded.company_name, address = excluded.address,
             city = excluded.city, postal_code = excluded.postal_code,
             country = excluded.country, auto_send_to_pfu = excluded.auto_send_to_pfu,
             default_vat_rate = excluded.default_vat_rate, legal_form = excluded.legal_form,
             share_capital = excluded.share_capital, registry = excluded.registry,
             registry_city = excluded.registry_city, sole_trader = excluded.sole_trader,
             vat_franchise = excluded.vat_franchise, vat_on_debits = excluded.vat_on_debits`,
          [
            userId,
            settings.siret,
            settings.vatNumber,
            settings.companyName,
            settings.address,
            settings.city,
            settings.postalCode,
            settings.country,
            settings.autoSendToPlatform,
            settings.defaultVATRate,
            settings.legalForm,
            settings.shareCapital,
            settings.registry,
            settings.registryCity,
            settings.soleTrader,
            settings.vatFranchise,
            settings.vatOnDebits,
          ],
        ),
      ).pipe(Effect.asVoid),

    getBrazil: (userId) =>
      runQuery(database, (em) =>
        em.execute<BrazilSettings[]>(
          `select ${brazilColumns} from brazil_settings where user_id = ?`,
          [userId],
        ),
      ).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]))),

    saveBrazil: (userId, settings) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into brazil_settings (user_id, cnpj, cpf, inscricao_estadual,
             inscricao_municipal, company_name, address, number, complement, district, city,
             municipality_code, uf, postal_code, country, regime, auto_send_to_sefaz,
             default_nfe_environment, natureza_operacao, codigo_cfop, nfe_serie)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (user_id) do update set
             cnpj = excluded.cnpj, cpf = excluded.cpf,
             inscricao_estadual = excluded.inscricao_estadual,
             inscricao_municipal = excluded.inscricao_municipal,
             company_name = excluded.company_name, address = excluded.address,
             number = excluded.number, complement = excluded.complement,
             district = excluded.district, city = excluded.city,
             municipality_code = excluded.municipality_code, uf = excluded.uf,
             postal_code = excluded.postal_code, country = excluded.country,
             regime = excluded.regime, auto_send_to_sefaz = excluded.auto_send_to_sefaz,
             default_nfe_environment = excluded.default_nfe_environment,
             natureza_operacao = excluded.natureza_operacao, codigo_cfop = excluded.codigo_cfop,
             nfe_serie = excluded.nfe_serie`,
          [
            userId,
            settings.cnpj,
            settings.cpf,
            settings.inscricaoEstadual,
            settings.inscricaoMunicipal,
            settings.companyName,
            settings.address,
            settings.number,
            settings.complement,
            settings.district,
            settings.city,
            settings.municipalityCode,
            settings.uf,
            settings.postalCode,
            settings.country,
            settings.regime,
            settings.autoSendToSEFAZ,
            settings.defaultNFeEnvironment,
            settings.naturezaOperacao,
            settings.codigoCFOP,
            settings.nfeSerie,
          ],
        ),
      ).pipe(Effect.asVoid),

    getNfse: (userId) =>
      runQuery(database, (em) =>
        em.execute<NfseSettingsRow[]>(
          `select serie, service_code as "serviceCode", nbs_code as "nbsCode",
             iss_rate_hundredths as "issRateHundredths", iss_withheld as "issWithheld",
             simples_apuracao as "simplesApuracao", special_regime as "specialRegime"
           from nfse_settings where user_id = ?`,
          [userId],
        ),
      ).pipe(
        Effect.map((rows) =>
          Option.map(Option.fromNullishOr(rows[0]), ({ issRateHundredths, ...row }) => ({
            ...row,
            issRate: issRateHundredths === null ? null : issRateHundredths / 100,
          })),
        ),
      ),

    saveNfse: (userId, settings) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into nfse_settings (user_id, serie, service_code, nbs_code, iss_rate_hundredths,
             iss_withheld, simples_apuracao, special_regime)
           values (?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (user_id) do update set
             serie = excluded.serie, service_code = excluded.service_code,
             nbs_code = excluded.nbs_code, iss_rate_hundredths = excluded.iss_rate_hundredths,
             iss_withheld = excluded.iss_withheld, simples_apuracao = excluded.simples_apuracao,
             special_regime = excluded.special_regime`,
          [
            userId,
            settings.serie,
            settings.serviceCode,
            settings.nbsCode,
            settings.issRate === null ? null : Math.round(settings.issRate * 100),
            settings.issWithheld,
            settings.simplesApuracao,
            settings.specialRegime,
          ],
        ),
      ).pipe(Effect.asVoid),

    getInvoiceTemplate: (userId) =>
      runQuery(database, (em) =>
        em.execute<InvoiceTemplate[]>(
          `select layout, accent_color as "accentColor" from invoice_templates where user_id = ?`,
          [userId],
        ),
      ).pipe(Effect.map((rows) => rows[0] ?? DEFAULT_INVOICE_TEMPLATE)),

    saveInvoiceTemplate: (userId, template) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into invoice_templates (user_id, layout, accent_color) values (?, ?, ?)
           on conflict (user_id) do update set
             layout = excluded.layout, accent_color = excluded.accent_color`,
          [userId, template.layout, template.accentColor],
        ),
      ).pipe(Effect.asVoid),
  });
