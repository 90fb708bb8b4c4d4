import type { X509Certificate } from 'node:crypto';
import { createHash, type KeyObject } from 'node:crypto';
import { SignedXml } from 'xml-crypto';

const XMLDSIG = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const AUTH_TOKEN_REQUEST_NS = 'http://ksef.mf.gov.pl/auth/token/2.0';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The AuthTokenRequest of uwierzytelnianie.md: the challenge, the seller's NIP, the subject from the certificate. */
export function authTokenRequestXml(challenge: string, nip: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<AuthTokenRequest xmlns="${AUTH_TOKEN_REQUEST_NS}">` +
    `<Challenge>${escapeXml(challenge)}</Challenge>` +
    `<ContextIdentifier><Nip>${escapeXml(nip)}</Nip></ContextIdentifier>` +
    `<SubjectIdentifierType>certificateSubject</SubjectIdentifierType>` +
    `</AuthTokenRequest>`
  );
}

/** The certificate's serial number in decimal, as X509IssuerSerial writes it. */
const decimalSerial = (certificate: X509Certificate) => BigInt(`0x${certificate.serialNumber}`).toString(10);

/** RFC 2253 order (most specific first), as XML-DSig's X509IssuerName expects. */
const issuerName = (certificate: X509Certificate) => certificate.issuer.split('\n').reverse().join(', ');

/**
 * An enveloped XAdES-BES signature (auth/podpis-xades.md): RSASSA-PKCS1-v1_5 with SHA-256 over SignedInfo, which
 * references the whole document (enveloped-signature + exclusive c14n) and the SignedProperties (signing time and
 * the signing certificate's digest and issuer/serial), with the certificate in KeyInfo.
 */
export function signXadesBes(
  xml: string,
  certificate: X509Certificate,
  privateKey: KeyObject,
  signingTime: Date,
): string {
  if (privateKey.asymmetricKeyType !== 'rsa')
    throw new Error('The KSeF certificate for signing in must hold an RSA key (2048 bits or more)');
  const certificateBase64 = certificate.raw.toString('base64');
  const signatureId = 'Signature-KSeF';
  const qualifyingProperties =
    `<xades:QualifyingProperties xmlns:xades="${XADES}" Target="#${signatureId}">` +
    `<xades:SignedProperties Id="SignedProperties-KSeF">` +
    `<xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${signingTime.toISOString()}</xades:SigningTime>` +
    `<xades:SigningCertificate><xades:Cert><xades:CertDigest>` +
    `<ds:DigestMethod xmlns:ds="${XMLDSIG}" Algorithm="${SHA256}"/>` +
    `<ds:DigestValue xmlns:ds="${XMLDSIG}">${createHash('sha256').update(certificate.raw).digest('base64')}</ds:DigestValue>` +
    `</xades:CertDigest><xades:IssuerSerial>` +
    `<ds:X509IssuerName xmlns:ds="${XMLDSIG}">${escapeXml(issuerName(certificate))}</ds:X509IssuerName>` +
    `<ds:X509SerialNumber xmlns:ds="${XMLDSIG}">${decimalSerial(certificate)}</ds:X509SerialNumber>` +
    `</xades:IssuerSerial></xades:Cert></xades:SigningCertificate>` +
    `</xades:SignedSignatureProperties>` +
    `</xades:SignedProperties>` +
    `</xades:QualifyingProperties>`;

  const signer = new SignedXml({
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    publicCert: certificate.toString(),
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
    getKeyInfoContent: (args) => {
      const prefix = args?.prefix;
      const p = prefix ? `${prefix}:` : '';
      return `<${p}X509Data><${p}X509Certificate>${certificateBase64}</${p}X509Certificate></${p}X509Data>`;
    },
    objects: [{ content: qualifyingProperties }],
  });
  signer.addReference({
    xpath: '/*',
    isEmptyUri: true,
    transforms: [ENVELOPED, EXC_C14N],
    digestAlgorithm: SHA256,
  });
  signer.addReference({
    xpath: "//*[local-name(.)='SignedProperties']",
    transforms: [EXC_C14N],
    digestAlgorithm: SHA256,
    type: 'http://uri.etsi.org/01903#SignedProperties',
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: signatureId },
    location: { reference: '/*', action: 'append' },
  });
  return signer.getSignedXml();
}
