import { Effect, Option } from "effect";
import { NfeCertificateRepository } from "../ports/nfe-certificate-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The facts of the user's A1 certificate, null while none is stored. */
export const getNfeCertificate = (userId: UserId) =>
  NfeCertificateRepository.use((certificates) => certificates.get(userId)).pipe(
    Effect.map((stored) => Option.getOrNull(Option.map(stored, (certificate) => certificate.info))),
  );
