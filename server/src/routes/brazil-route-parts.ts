import {
  CertificateExpired,
  CertificateNotIssuers,
  CertificatePasswordWrong,
  CertificateUnreadable,
  CertificateVaultUnavailable,
  InvoiceNotFound,
} from "@invoicing/core";
import { IdParams, rawId } from "./id-params.ts";

/** What the NF-e and NFS-e routes share (docs/BRAZIL.md). */

/** The `:id` of an invoice: an unknown one is InvoiceNotFound. */
export const invoiceIdParams = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};

/** What the seller's certificate can fail with before SEFAZ or the national system answers. */
export const certificateErrors = {
  CertificateExpired,
  CertificateNotIssuers,
  CertificatePasswordWrong,
  CertificateUnreadable,
  CertificateVaultUnavailable,
};

const encoder = new TextEncoder();

/** A fiscal XML document served for download, as kept. */
export const xmlDownload = (file: { readonly xml: string; readonly fileName: string }) => ({
  contentType: "application/xml; charset=utf-8",
  bytes: encoder.encode(file.xml),
  downloadName: file.fileName,
});

/** A DANFE or DANFSe served for download. */
export const pdfDownload = (file: { readonly bytes: Uint8Array; readonly fileName: string }) => ({
  contentType: "application/pdf",
  bytes: file.bytes,
  downloadName: file.fileName,
});
