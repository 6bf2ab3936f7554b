import { buildNfe, type NfeBuildInput, type NfeDocument, nfeXml } from "@invoicing/core";
import { Result } from "effect";
import { type NfeCertificate, readPfx } from "../../../src/einvoice/brazil/nfe-certificate.ts";
import { signNfe } from "../../../src/einvoice/brazil/sign-nfe.ts";
import { sandboxCertificate } from "../../../src/einvoice/brazil/test-certificate.ts";

const ISSUED = new Date("2026-11-20T10:00:00Z");

/** The sandbox certificate of an NF-e's issuer, opened. */
export const testCertificateFor = (document: NfeDocument): NfeCertificate => {
  const { pfx, password } = sandboxCertificate(
    { companyName: document.issuer.name, cnpj: document.issuer.id.value },
    ISSUED,
  );
  return Result.getOrThrow(readPfx(pfx, password));
};

/** A built NF-e document, changed by `change` before it is written and signed. */
export const signedTestNfe = (
  input: NfeBuildInput,
  change: (document: NfeDocument) => NfeDocument = (document) => document,
): { readonly document: NfeDocument; readonly signed: string } => {
  const document = change(Result.getOrThrow(buildNfe(input)).document);
  return { document, signed: signNfe(nfeXml(document), testCertificateFor(document)) };
};
