import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What xmlsec1 said of a signature: whether it verified, and its output. */
export interface XmlsecCheck {
  readonly verified: boolean;
  readonly output: string;
}

/**
 * Verifies a signed document with xmlsec1 (Debian xmlsec1), a verifier independent of the
 * xml-crypto that signed it: `idElement` (namespace:local name) declares the Id attribute its
 * Reference points at, and the key is the certificate's in PEM, given apart from the document.
 */
export const xmlsecVerify = async (
  xml: string,
  idElement: string,
  certificatePem: string,
): Promise<XmlsecCheck> => {
  const folder = await mkdtemp(join(tmpdir(), "xmlsec-"));
  try {
    const document = join(folder, "signed.xml");
    const certificate = join(folder, "certificate.pem");
    await writeFile(document, xml, "utf8");
    await writeFile(certificate, certificatePem, "utf8");
    return await new Promise((resolve, reject) => {
      const child = spawn("xmlsec1", [
        "--verify",
        "--id-attr:Id",
        idElement,
        "--pubkey-cert-pem",
        certificate,
        "--enabled-key-data",
        "key-name",
        document,
      ]);
      let output = "";
      child.stdout.setEncoding("utf8");
      child.stderr.setEncoding("utf8");
      child.stdout.on("data", (chunk: string) => {
        output += chunk;
      });
      child.stderr.on("data", (chunk: string) => {
        output += chunk;
      });
      child.on("error", reject);
      child.on("close", (code) => resolve({ verified: code === 0, output }));
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};
