import { Effect, Option } from "effect";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's NFS-e settings, null until first saved. */
export const getNfseSettings = (userId: UserId) =>
  SettingsRepository.use((settings) => settings.getNfse(userId)).pipe(Effect.map(Option.getOrNull));
