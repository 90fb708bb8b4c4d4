import { constants, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ksefCertificateUrl, xmlSha256 } from './ksef';

const XML = '<Faktura>1</Faktura>';

/** The link's parts, and its signature checked with the public key as KSeF checks it. */
function parse(url: string) {
  const match =
    /^https:\/\/(qr-test\.ksef\.mf\.gov\.pl\/certificate\/Nip\/(\d+)\/(\d+)\/([0-9A-F]+)\/([\w-]+))\/([\w-]+)$/.exec(
      url,
    );
  if (!match) throw new Error(`not a KOD II link: ${url}`);
  const [, signed, context, seller, serial, hash, signature] = match;
  return {
    signed: Buffer.from(signed!),
    context,
    seller,
    serial,
    hash,
    signature: Buffer.from(signature!, 'base64url'),
  };
}

describe('KOD II', () => {
  it('signs the link without its scheme with RSASSA-PSS (SHA-256, salt 32)', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const url = ksefCertificateUrl('test', '5261040828', XML, {
      certificateSerial: '01f20a5d352ae590',
      privateKey,
    });
    const parts = parse(url);
    expect([parts.context, parts.seller, parts.serial, parts.hash]).toEqual([
      '5261040828',
      '5261040828',
      '01F20A5D352AE590',
      xmlSha256(XML),
    ]);
    const key = { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 };
    expect(verify('sha256', parts.signed, key, parts.signature)).toBe(true);
    expect(verify('sha256', Buffer.from(`${parts.signed}x`), key, parts.signature)).toBe(false);
  });

  it('signs with ECDSA P-256 as R || S (64 bytes)', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const parts = parse(
      ksefCertificateUrl('test', '5261040828', XML, { certificateSerial: 'AB12', privateKey }),
    );
    expect(parts.signature).toHaveLength(64);
    expect(
      verify('sha256', parts.signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, parts.signature),
    ).toBe(true);
  });
});
