import { isValidSiren, sirenFromBase } from "@invoicing/core";
import type { DirectoryLine } from "./pa-flow.ts";

/** A SIREN the sandbox directory lists as not yet reachable (`Upcoming`). */
export const SANDBOX_UPCOMING_SIREN = sirenFromBase("35600000");
/** A SIREN the sandbox directory does not know. */
export const SANDBOX_ABSENT_SIREN = sirenFromBase("99999999");

/**
 * The sandbox PA's directory (docs/FRANCE-PA.md#sandbox): every well-formed SIREN has an
 * `Enabled` line addressed by the SIREN itself, except the upcoming one and the absent one.
 */
export const sandboxDirectoryLines = (siren: string): ReadonlyArray<DirectoryLine> => {
  if (!isValidSiren(siren) || siren === SANDBOX_ABSENT_SIREN) return [];
  return [
    {
      addressingIdentifier: siren,
      siren,
      directoryLineStatus: siren === SANDBOX_UPCOMING_SIREN ? "Upcoming" : "Enabled",
      platformType: "WK",
    },
  ];
};
