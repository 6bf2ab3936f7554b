import { Effect } from "effect";
import { NfeCertificateRepository } from "../ports/nfe-certificate-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Forgets the user's A1 certificate; NF-e then go to the
 * sandbox. Deleting when none is stored is not an error.
 */
export const deleteNfeCertificate = (userId: UserId) =>
  NfeCertificateRepository.use((certificates) => certificates.remove(userId)).pipe(Effect.asVoid);
