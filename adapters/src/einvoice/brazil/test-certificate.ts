import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";

/** A self-signed A1-like certificate made for the sandbox, as a PFX with its password. */
export interface TestCertificate {
  readonly pfx: Uint8Array;
  readonly password: string;
}

/** What the sandbox certificate names: the seller's company and CNPJ, ICP-Brasil style. */
export interface TestCertificateHolder {
  readonly companyName: string;
  readonly cnpj: string;
}

const VALIDITY_DAYS = 365;
const DAY = 86_400_000;
const cache = new Map<string, TestCertificate>();

/**
 * A self-signed certificate for `holder`, valid from a day before `now` for a year, its CN
 * "COMPANY:CNPJ" as ICP-Brasil A1 certificates write it, packed as a 3DES PFX. The RSA key comes
 * from Node's native generator (node-forge's pure-JS one takes seconds); the certificate is kept
 * per holder for the life of the process. It never leaves the sandbox: SEFAZ trusts only
 * ICP-Brasil certificates.
 */
export const sandboxCertificate = (holder: TestCertificateHolder, now: Date): TestCertificate => {
  const id = `${holder.cnpj}|${holder.companyName}`;
  const known = cache.get(id);
  if (known !== undefined) return known;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(now.getTime() - DAY);
  cert.validity.notAfter = new Date(now.getTime() + VALIDITY_DAYS * DAY);
  const name = [
    { name: "commonName", value: `${holder.companyName.slice(0, 40)}:${holder.cnpj}` },
    { shortName: "OU", value: "SANDBOX - SEM VALOR FISCAL" },
    { name: "countryName", value: "BR" },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const password = randomBytes(12).toString("base64url");
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: "3des" });
  const pfx = Uint8Array.from(Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"));
  const made = { pfx, password };
  cache.set(id, made);
  return made;
};
