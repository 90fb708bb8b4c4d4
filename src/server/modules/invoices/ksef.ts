import { constants, createHash, sign, type KeyObject } from 'node:crypto';

const QR_HOSTS = {
  test: 'https://qr-test.ksef.mf.gov.pl',
  demo: 'https://qr-demo.ksef.mf.gov.pl',
  prod: 'https://qr.ksef.mf.gov.pl',
} as const;

export type KsefEnvironment = keyof typeof QR_HOSTS;

/**
 * The label KSeF prescribes under KOD I while the invoice has no KSeF number yet (an offline invoice before
 * it is sent, an online one waiting for its number, or one uploaded by hand); once it has one, the number
 * is printed there instead.
 */
export const KSEF_OFFLINE_LABEL = 'OFFLINE';

/** The label under KOD II, the issuer's certificate check of an offline invoice (kody-qr.md). */
export const KSEF_CERTIFICATE_LABEL = 'CERTYFIKAT';

/** SHA-256 of the invoice file's bytes, Base64URL without padding: the invoice's fingerprint in KSeF. */
export const xmlSha256 = (xml: string) => createHash('sha256').update(xml, 'utf8').digest('base64url');

/**
 * KOD I, the invoice verification link of ksef-docs kody-qr.md: host/invoice/{seller NIP}/{DD-MM-YYYY issue
 * date}/{SHA-256 of the XML, Base64URL}.
 */
export function ksefVerificationUrl(env: KsefEnvironment, sellerNip: string, issueDate: string, xml: string) {
  const [year, month, day] = issueDate.split('-');
  return `${QR_HOSTS[env]}/invoice/${sellerNip}/${day}-${month}-${year}/${xmlSha256(xml)}`;
}

/** The KSeF certificate of type Offline that signs KOD II: its serial number (hex) and private key. */
export type KsefOfflineSigner = { certificateSerial: string; privateKey: KeyObject };

/**
 * KOD II of kody-qr.md: host/certificate/Nip/{context NIP}/{seller NIP}/{certificate serial}/{SHA-256 of
 * the XML, Base64URL}/{signature, Base64URL}. The signature covers the link without 'https://' (and without
 * a trailing '/'): RSASSA-PSS with SHA-256, MGF1 SHA-256 and a 32-byte salt for an RSA key; ECDSA P-256 with
 * SHA-256 in the recommended IEEE P1363 form (R || S) for an EC key.
 */
export function ksefCertificateUrl(
  env: KsefEnvironment,
  sellerNip: string,
  xml: string,
  signer: KsefOfflineSigner,
): string {
  const unsigned = `${QR_HOSTS[env]}/certificate/Nip/${sellerNip}/${sellerNip}/${signer.certificateSerial.toUpperCase()}/${xmlSha256(xml)}`;
  const signed = Buffer.from(unsigned.replace(/^https:\/\//, ''), 'utf8');
  const signature =
    signer.privateKey.asymmetricKeyType === 'ec'
      ? sign('sha256', signed, { key: signer.privateKey, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', signed, {
          key: signer.privateKey,
          padding: constants.RSA_PKCS1_PSS_PADDING,
          saltLength: 32,
        });
  return `${unsigned}/${signature.toString('base64url')}`;
}
