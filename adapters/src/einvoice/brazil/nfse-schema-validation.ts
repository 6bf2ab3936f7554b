import { join } from "node:path";
import { type NfeSchemaCheck, validateWithXmllint } from "./nfe-schema-validation.ts";

/**
 * The entry schemas of the NFS-e v1.01 package: a DPS, an NFS-e, an event request (pedRegEvento)
 * and a registered event.
 */
export type NfseSchema =
  | "DPS_v1.01.xsd"
  | "NFSe_v1.01.xsd"
  | "pedRegEvento_v1.01.xsd"
  | "evento_v1.01.xsd";

/**
 * Validates XML against the NFS-e v1.01 schemas with xmllint. `schemaDirectory` is the v1.01
 * folder of shared/standards/nfse/xsd, whose TSSerieDPS pattern is corrected (its README).
 */
export const validateNfseSchema = (
  xml: string,
  schemaDirectory: string,
  schema: NfseSchema = "DPS_v1.01.xsd",
): Promise<NfeSchemaCheck> => validateWithXmllint(xml, join(schemaDirectory, schema));
