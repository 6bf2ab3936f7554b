import { SettingsRepository } from "../ports/settings-repository.ts";
import type { NfseSettings } from "../settings/nfse-settings.ts";
import type { UserId } from "../users/user-id.ts";

/** Replaces the user's NFS-e settings (docs/PRODUCT-RULES.md#nfs-e). */
export const saveNfseSettings = (input: {
  readonly userId: UserId;
  readonly settings: NfseSettings;
}) => SettingsRepository.use((repository) => repository.saveNfse(input.userId, input.settings));
