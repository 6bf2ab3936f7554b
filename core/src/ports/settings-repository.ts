import { Context, type Effect, type Option } from "effect";
import type { InvoiceTemplate } from "../documents/invoice-template.ts";
import type { BrazilSettings } from "../settings/brazil-settings.ts";
import type { FranceSettings } from "../settings/france-settings.ts";
import type { NfseSettings } from "../settings/nfse-settings.ts";
import type { NotificationPreferences } from "../settings/notification-preferences.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * A user's notification preferences, e-invoicing settings and invoice template. Storage failures
 * are defects.
 */
export class SettingsRepository extends Context.Service<
  SettingsRepository,
  {
    /** The saved preferences, or `DEFAULT_NOTIFICATION_PREFERENCES` when never saved. */
    readonly getNotifications: (userId: UserId) => Effect.Effect<NotificationPreferences>;
    readonly saveNotifications: (
      userId: UserId,
      preferences: NotificationPreferences,
    ) => Effect.Effect<void>;
    readonly getFrance: (userId: UserId) => Effect.Effect<Option.Option<FranceSettings>>;
    readonly saveFrance: (userId: UserId, settings: FranceSettings) => Effect.Effect<void>;
    readonly getBrazil: (userId: UserId) => Effect.Effect<Option.Option<BrazilSettings>>;
    readonly saveBrazil: (userId: UserId, settings: BrazilSettings) => Effect.Effect<void>;
    readonly getNfse: (userId: UserId) => Effect.Effect<Option.Option<NfseSettings>>;
    readonly saveNfse: (userId: UserId, settings: NfseSettings) => Effect.Effect<void>;
    /** The saved template, or `DEFAULT_INVOICE_TEMPLATE` when never saved. */
    readonly getInvoiceTemplate: (userId: UserId) => Effect.Effect<InvoiceTemplate>;
    readonly saveInvoiceTemplate: (
      userId: UserId,
      template: InvoiceTemplate,
    ) => Effect.Effect<void>;
  }
>()("@invoicing/core/SettingsRepository") {}
