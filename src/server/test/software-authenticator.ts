import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

// A passkey in software, enough for @simplewebauthn to verify: ES256 keys, 'none' attestation, and
// the few CBOR shapes WebAuthn uses, written by hand (maps with small keys, byte and text strings).
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
type Cbor = number | string | Buffer | Map<number | string, Cbor>;
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

export type SoftwarePasskey = { credentialId: Buffer; privateKey: KeyObject; publicKey: KeyObject; signCount: number };

export function createSoftwarePasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { credentialId: randomBytes(32), privateKey, publicKey, signCount: 0 };
}

const FLAGS_UP_UV = 0x01 | 0x04;
const FLAG_ATTESTED = 0x40;

/** navigator.credentials.create's answer, as @simplewebauthn/browser would send it. */
export function attest(passkey: SoftwarePasskey, options: { challenge: string; rpId: string; origin: string }) {
  const jwk = passkey.publicKey.export({ format: 'jwk' });
  const coseKey = cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const idLength = Buffer.from([passkey.credentialId.length >> 8, passkey.credentialId.length & 0xff]);
  const authData = Buffer.concat([
    sha256(options.rpId),
    Buffer.from([FLAGS_UP_UV | FLAG_ATTESTED]),
    Buffer.alloc(4),
    Buffer.alloc(16),
    idLength,
    passkey.credentialId,
    coseKey,
  ]);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: options.origin, crossOrigin: false }));
  const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key' as const,
    response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    clientExtensionResults: {},
  };
}

/** navigator.credentials.get's answer: a signature over the authenticator data and the client data. */
export function assert(passkey: SoftwarePasskey, options: { challenge: string; rpId: string; origin: string }) {
  passkey.signCount += 1;
  const count = Buffer.alloc(4);
  count.writeUInt32BE(passkey.signCount);
  const authData = Buffer.concat([sha256(options.rpId), Buffer.from([FLAGS_UP_UV]), count]);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: options.origin, crossOrigin: false }));
  const signature = createSign('SHA256').update(Buffer.concat([authData, sha256(clientDataJSON)])).sign(passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key' as const,
    response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature) },
    clientExtensionResults: {},
  };
}
