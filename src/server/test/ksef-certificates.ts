import { X509Certificate, createPrivateKey, webcrypto, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const RSA = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
} as const;
const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

export type TestCertificate = {
  certificate: X509Certificate;
  privateKey: KeyObject;
  certPem: string;
  keyPem: string;
  /** Files holding the PEMs, for settings that take paths (KSEF_CERT_FILE, KSEF_KEY_FILE…). */
  certFile: string;
  keyFile: string;
};

/**
 * A self-signed certificate like the ones ksef-docs' test environment accepts (auth/testowe-certyfikaty-i-podpisy-
 * xades.md): a company seal whose organizationIdentifier (2.5.4.97) is VATPL-<NIP>, or the Ministry's own keys
 * in the simulator. RSA 2048 by default; ECDSA P-256 for an Offline certificate that signs KOD II.
 */
export async function createTestCertificate({
  commonName,
  nip,
  keyType = 'rsa',
  validDays = 365,
  notBefore = new Date(Date.now() - 24 * 3600_000),
}: {
  commonName: string;
  nip?: string;
  keyType?: 'rsa' | 'ec';
  validDays?: number;
  notBefore?: Date;
}): Promise<TestCertificate> {
  const algorithm = keyType === 'rsa' ? RSA : EC;
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
  const name: Record<string, string[]>[] = [
    { CN: [commonName] },
    { O: ['Test Consulting'] },
    { C: ['PL'] },
    ...(nip ? [{ '2.5.4.97': [`VATPL-${nip}`] }] : []),
  ];
  const generated = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(8)))
      .toString('hex')
      .replace(/^[89a-f]/, '1'),
    name: new x509.Name(name),
    notBefore,
    notAfter: new Date(notBefore.getTime() + validDays * 24 * 3600_000),
    signingAlgorithm: algorithm,
    keys,
    extensions: [
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
    ],
  });
  const certPem = generated.toString('pem');
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  const privateKey = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const dir = mkdtempSync(join(tmpdir(), 'ksef-cert-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  writeFileSync(certFile, certPem);
  writeFileSync(keyFile, keyPem, { mode: 0o600 });
  return { certificate: new X509Certificate(certPem), privateKey, certPem, keyPem, certFile, keyFile };
}

/** The NIP a certificate's subject carries (organizationIdentifier VATPL-… or serialNumber TINPL-…), if any. */
export function nipOfCertificate(certificate: X509Certificate): string | null {
  const parsed = new x509.X509Certificate(certificate.raw);
  for (const [oid, prefix] of [
    ['2.5.4.97', 'VATPL-'],
    ['2.5.4.5', 'TINPL-'],
  ] as const) {
    const value = parsed.subjectName.getField(oid)[0];
    if (value?.startsWith(prefix)) return value.slice(prefix.length);
  }
  return null;
}
