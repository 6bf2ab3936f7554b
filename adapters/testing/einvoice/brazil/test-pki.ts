import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";

/** A key and its certificate, PEM. */
export interface TestIdentity {
  readonly keyPem: string;
  readonly certificatePem: string;
}

/** A throwaway CA with a server certificate for 127.0.0.1 and a client certificate. */
export interface TestPki {
  readonly caPem: string;
  readonly server: TestIdentity;
  readonly client: TestIdentity;
}

// Wide validity, so tests with fixed dates in the past or the future see the certificates valid.
const TEN_YEARS = 3650 * 86_400_000;

const keyPair = () => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs1", format: "pem" }).toString();
  return { pem, key: forge.pki.privateKeyFromPem(pem) };
};

const certificate = (
  subject: string,
  key: forge.pki.rsa.PrivateKey,
  issuer: { readonly name: string; readonly key: forge.pki.rsa.PrivateKey },
  extensions: ReadonlyArray<object>,
): forge.pki.Certificate => {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - TEN_YEARS);
  cert.validity.notAfter = new Date(Date.now() + TEN_YEARS);
  cert.setSubject([{ name: "commonName", value: subject }]);
  cert.setIssuer([{ name: "commonName", value: issuer.name }]);
  cert.setExtensions([...extensions]);
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
};

/** Makes the PKI of the stand-in SEFAZ test: every key is new and lives in memory only. */
export const makeTestPki = (clientName: string): TestPki => {
  const ca = keyPair();
  const caIssuer = { name: "Stand-in ICP-Brasil Test CA", key: ca.key };
  const caCert = certificate(caIssuer.name, ca.key, caIssuer, [
    { name: "basicConstraints", cA: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true },
  ]);
  const leaf = (name: string, extensions: ReadonlyArray<object>): TestIdentity => {
    const pair = keyPair();
    return {
      keyPem: pair.pem,
      certificatePem: forge.pki.certificateToPem(certificate(name, pair.key, caIssuer, extensions)),
    };
  };
  return {
    caPem: forge.pki.certificateToPem(caCert),
    server: leaf("127.0.0.1", [
      { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
      { name: "extKeyUsage", serverAuth: true },
    ]),
    client: leaf(clientName, [{ name: "extKeyUsage", clientAuth: true }]),
  };
};
