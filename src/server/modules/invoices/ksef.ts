import { createHash } from 'node:crypto';

const QR_HOSTS = {
  test: 'https://qr-test.ksef.mf.gov.pl',
  demo: 'https://qr-demo.ksef.mf.gov.pl',
  prod: 'https://qr.ksef.mf.gov.pl',
} as const;

export type KsefEnvironment = keyof typeof QR_HOSTS;

/**
 * The label KSeF prescribes under the verification code while the invoice has no KSeF number yet (it is
 * uploaded by hand, through the Ministry's application, after it is issued).
 */
export const KSEF_OFFLINE_LABEL = 'OFFLINE';

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
