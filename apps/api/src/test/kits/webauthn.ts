/**
 * A software authenticator for the passkey tests: an ES256 key pair (node:crypto), the attestation object of a
 * registration ("none" attestation) and the signed assertion of a sign-in, as a browser's
 * navigator.credentials would answer them (the JSON @simplewebauthn/browser sends).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

type CBORType = Parameters<typeof isoCBOR.encode>[0];

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

interface Ceremony {
  origin: string;
  rpId: string;
  /** Whether the user was verified (PIN, biometric); false leaves the UV flag out. */
  userVerified: boolean;
  /** The counter to sign with (defaults to the next one). */
  counter: number;
}

export type AuthenticationJson = {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, unknown>;
};

/** A new authenticator for the relying party at `origin` (its host name the RP ID). */
export function softwareAuthenticator(origin: string, rpId = new URL(origin).hostname) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = isoBase64URL.fromBuffer(credentialId);
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const defaults = (opts: Partial<Ceremony>): Ceremony => ({
    origin,
    rpId,
    userVerified: true,
    counter: state.counter,
    ...opts,
  });
  const flags = (c: Ceremony, extra = 0) => Buffer.from([FLAG_UP | (c.userVerified ? FLAG_UV : 0) | extra]);

  const state = {
    id,
    counter: 1,
    userHandle: null as string | null,
    register(options: { challenge: string; user: { id: string } }, opts: Partial<Ceremony> = {}) {
      const c = defaults(opts);
      state.userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(c.rpId),
        flags(c, FLAG_AT),
        u32(0),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(cose),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, CBORType>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, CBORType>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, c.origin)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(options: { challenge: string }, opts: Partial<Ceremony> = {}): AuthenticationJson {
      const c = defaults(opts);
      if (opts.counter === undefined) state.counter += 1;
      const authData = Buffer.concat([sha256(c.rpId), flags(c), u32(c.counter)]);
      const data = clientData('webauthn.get', options.challenge, c.origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(data),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(signature),
          ...(state.userHandle ? { userHandle: state.userHandle } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
  return state;
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
