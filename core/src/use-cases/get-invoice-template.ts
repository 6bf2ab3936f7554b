import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's invoice template, the default until one is saved. */
export const getInvoiceTemplate = (userId: UserId) =>
  SettingsRepository.use((settings) => settings.getInvoiceTemplate(userId));
