import { Effect } from "effect";
import { ibgeMunicipality } from "../brazil/ibge/ibge-municipalities.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { BrazilSettings } from "../settings/brazil-settings.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Replaces the user's Brazil settings. The municipality must be one
 * IBGE lists (refused at `settings.municipalityCode`, as the body names it, like the schema's own
 * refusals), and its name is IBGE's (NF-e `xMun`), whatever `city` said.
 */
export const saveBrazilSettings = (input: {
  readonly userId: UserId;
  readonly settings: BrazilSettings;
}) =>
  Effect.gen(function* () {
    const code = input.settings.municipalityCode;
    const municipality = code === null ? undefined : ibgeMunicipality(code);
    if (code !== null && municipality === undefined) {
      return yield* new ValidationFailed({
        fields: { "settings.municipalityCode": "brazil.municipalitycode.unknown" },
      });
    }
    const settings = { ...input.settings, city: municipality?.name ?? input.settings.city };
    yield* SettingsRepository.use((repository) => repository.saveBrazil(input.userId, settings));
    return settings;
  });
