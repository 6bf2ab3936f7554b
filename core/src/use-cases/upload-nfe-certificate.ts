import { Effect, Option } from "effect";
import { NfeSettingsMissing } from "../brazil/nfe/nfe-errors.ts";
import type { NfeCertificateInfo } from "../einvoicing/nfe-certificate-info.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { Clock } from "../ports/clock.ts";
import { NfeCertificateRepository } from "../ports/nfe-certificate-repository.ts";
import { NfeCredentials } from "../ports/nfe-credentials.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Stores the seller's A1 certificate: it must open with its
 * password, be valid now and belong to the company of the Brazil settings (CNPJ root, SEFAZ
 * rejection 213), which must therefore be saved first. It is kept sealed and never given back.
 */
export const uploadNfeCertificate = (input: {
  readonly userId: UserId;
  readonly pfx: Uint8Array | null;
  readonly password: string;
}) =>
  Effect.gen(function* () {
    if (input.pfx === null || input.pfx.length === 0) {
      return yield* new ValidationFailed({
        fields: { certificate: "brazil.certificate.filerequired" },
      });
    }
    const settings = yield* SettingsRepository.use((repository) =>
      repository.getBrazil(input.userId),
    );
    if (Option.isNone(settings)) return yield* new NfeSettingsMissing();
    const now = yield* (yield* Clock).now;
    const sealed = yield* (yield* NfeCredentials).seal({
      owner: input.userId,
      pfx: input.pfx,
      password: input.password,
      issuerCnpj: settings.value.cnpj,
      now,
    });
    const info: NfeCertificateInfo = {
      subject: sealed.subject,
      cnpj: sealed.cnpj,
      notBefore: sealed.notBefore,
      notAfter: sealed.notAfter,
      uploadedAt: now,
    };
    yield* (yield* NfeCertificateRepository).save(input.userId, { sealed: sealed.sealed, info });
    return info;
  });
