import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  jsPdfDanfeRendererLayer,
  jsPdfDanfseRendererLayer,
  nfeCredentialsLayer,
} from "@invoicing/adapters";
import { Effect, Layer } from "effect";
import type { Logger } from "../logging/logger.ts";
import { resolveCertificateKey } from "./certificate-key.ts";

/** How NF-e are wired: where the schemas are, the certificate key, production SEFAZ's trust. */
export interface NfeSetup {
  readonly schemaDirectory: string;
  /** The NFS-e v1.01 schemas, which the sandbox national system validates against. */
  readonly nfseSchemaDirectory: string;
  /** `CERTIFICATE_KEY`, decoded. */
  readonly certificateKey: Uint8Array | null;
  /** Production never derives a certificate key of its own. */
  readonly production: boolean;
  /** The ICP-Brasil chain (PEM); without it every NF-e goes to the sandbox. */
  readonly sefazCaFile: string | null;
}

/** The NFS-e v1.01 schemas inside a standards folder, as CI lays it out. */
export const nfseSchemaDirectoryIn = (standardsDir: string): string =>
  path.join(standardsDir, "nfse", "xsd", "v1.01");

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/gu;

/**
 * NfeCredentials (certificate vault, signing, sandbox and production SEFAZ and Sefin Nacional)
 * and the DANFE and DANFSe renderers. The key and the CA file are read once, when the layer is built.
 */
export const nfeLayer = (setup: NfeSetup, dataDir: string, logger: Logger) =>
  Layer.merge(
    Layer.unwrap(
      Effect.promise(async () => {
        if (!existsSync(path.join(setup.schemaDirectory, "nfe_v4.00.xsd"))) {
          logger.warn("NF-e schemas not found: sandbox submissions will fail", {
            schemaDirectory: setup.schemaDirectory,
          });
        }
        const vaultKey = await resolveCertificateKey({
          configured: setup.certificateKey,
          production: setup.production,
          dataDir,
          logger,
        });
        const trustedCa =
          setup.sefazCaFile === null
            ? null
            : ((await readFile(setup.sefazCaFile, "utf8")).match(PEM_CERTIFICATE) ?? []);
        return nfeCredentialsLayer({
          vaultKey,
          schemaDirectory: setup.schemaDirectory,
          nfseSchemaDirectory: setup.nfseSchemaDirectory,
          trustedCa,
        });
      }),
    ),
    Layer.merge(jsPdfDanfeRendererLayer, jsPdfDanfseRendererLayer),
  );
