import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for API tests: it makes the registration and authentication
 * responses a browser would hand over (ES256, attestation 'none'), with the user-verification flag set or
 * not, so the server's checks run on real signatures rather than on a mock of the WebAuthn library.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

type RegistrationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type AuthenticationOptions = { challenge: string; rpId?: string };
/** What a ceremony's authenticator does: verify its user (PIN, biometrics) or only see a touch. */
type Gesture = { userVerified: boolean };

const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

export function createSoftwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';

  const flags = ({ userVerified }: Gesture) => FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0);
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  function coseKey(key: KeyObject) {
    const jwk = key.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  return {
    credentialId: b64url(credentialId),

    /** navigator.credentials.create() for `options`, as @simplewebauthn/browser's JSON. */
    register(options: RegistrationOptions, gesture: Gesture) {
      userHandle = options.user.id;
      const authData = Buffer.concat([
        sha256(options.rp.id!),
        Buffer.from([flags(gesture) | FLAG_ATTESTED_CREDENTIAL]),
        uint32(counter),
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([credentialId.length >> 8, credentialId.length & 255]),
        credentialId,
        Buffer.from(coseKey(publicKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /** navigator.credentials.get() for `options` with this passkey, as @simplewebauthn/browser's JSON. */
    authenticate(options: AuthenticationOptions, gesture: Gesture) {
      counter += 1;
      const authData = Buffer.concat([sha256(options.rpId!), Buffer.from([flags(gesture)]), uint32(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
