import { X509Certificate, constants, createHash, privateDecrypt, type KeyObject } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { nipOfCertificate } from '../ksef-certificates';

type Verdict =
  { ok: true; nip: string } | { ok: false; code: number; description: string; details: string[] };
const TOKEN_FAILED = 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu';
const CERT_FAILED = 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędu certyfikatu';
const refuse = (code: number, description: string, detail: string): Verdict => ({
  ok: false,
  code,
  description,
  details: [detail],
});

/** `token|timestampMs` sealed RSA-OAEP SHA-256 with the KsefTokenEncryption key (uwierzytelnianie.md 2.2). */
export function checkEncryptedToken(
  encryptedToken: string,
  key: KeyObject,
  challengeTimestampMs: number,
  tokens: Map<string, string>,
  contextNip: string,
): Verdict {
  let plain: string;
  try {
    plain = privateDecrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encryptedToken, 'base64'),
    ).toString('utf8');
  } catch {
    return refuse(450, TOKEN_FAILED, 'Nieprawidłowy token');
  }
  const separator = plain.lastIndexOf('|');
  const token = plain.slice(0, separator);
  if (separator < 0 || Number(plain.slice(separator + 1)) !== challengeTimestampMs)
    return refuse(450, TOKEN_FAILED, 'Nieprawidłowy czas tokena');
  if (tokens.get(token) !== contextNip) return refuse(450, TOKEN_FAILED, 'Nieprawidłowy token');
  return { ok: true, nip: contextNip };
}

const text = (document: Document, localName: string) =>
  document.getElementsByTagNameNS('*', localName)[0]?.textContent?.trim() ?? null;

/**
 * An XAdES-signed AuthTokenRequest (auth/podpis-xades.md): the signature verifies with the certificate in
 * KeyInfo, covers the whole document (enveloped) and the SignedProperties, whose CertDigest is that
 * certificate's; the certificate is valid now and its subject carries the context's NIP; the challenge is the
 * one given.
 */
export function checkXadesRequest(
  xml: string,
  isOpenChallenge: (challenge: string) => boolean,
  now: Date,
): Verdict & { challenge?: string } {
  let document: Document;
  try {
    document = new DOMParser().parseFromString(xml, 'application/xml') as unknown as Document;
  } catch {
    return refuse(460, CERT_FAILED, 'Niepoprawny certyfikat');
  }
  const challenge = text(document, 'Challenge');
  const contextNip = text(document, 'Nip');
  if (!challenge || !isOpenChallenge(challenge))
    return refuse(450, TOKEN_FAILED, 'Nieprawidłowe wyzwanie autoryzacyjne');
  const signature = document.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
  const certificateText = text(document, 'X509Certificate');
  if (!signature || !certificateText) return refuse(460, CERT_FAILED, 'Niepoprawny certyfikat');
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(certificateText.replace(/\s+/g, ''), 'base64'));
  } catch {
    return refuse(460, CERT_FAILED, 'Niepoprawny certyfikat');
  }
  const verifier = new SignedXml({ publicCert: certificate.toString() });
  verifier.loadSignature(signature as unknown as Node);
  let valid: boolean;
  try {
    valid = verifier.checkSignature(xml);
  } catch {
    valid = false;
  }
  // Which references the signature holds: the whole document (URI="") and the SignedProperties (by its Type).
  const references = Array.from(
    (signature as Element).getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Reference'),
  );
  const coversDocument = verifier.getReferences().some((reference) => reference.uri === '');
  const coversProperties = references.some(
    (reference) => reference.getAttribute('Type') === 'http://uri.etsi.org/01903#SignedProperties',
  );
  const certDigest = document
    .getElementsByTagNameNS('*', 'CertDigest')[0]
    ?.getElementsByTagNameNS('*', 'DigestValue')[0]?.textContent;
  const expectedDigest = createHash('sha256').update(certificate.raw).digest('base64');
  if (!valid || !coversDocument || !coversProperties || certDigest !== expectedDigest)
    return refuse(460, CERT_FAILED, 'Niepoprawny certyfikat');
  if (Date.parse(certificate.validFrom) > now.getTime() || Date.parse(certificate.validTo) < now.getTime())
    return refuse(460, CERT_FAILED, 'Nieważny certyfikat');
  if (!contextNip || nipOfCertificate(certificate) !== contextNip)
    return refuse(415, 'Uwierzytelnianie zakończone niepowodzeniem', 'Brak przypisanych uprawnień');
  return { ok: true, nip: contextNip, challenge };
}
