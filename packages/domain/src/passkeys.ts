/**
 * Passkeys (WebAuthn) of staff sign-in (issue 43): a user adds, names, lists and removes several; a passkey is
 * a second factor, and on its own a passwordless sign-in. The ceremonies' options and responses are the JSON
 * @simplewebauthn/server and /browser exchange; their challenges are the server's, single use, short-lived.
 */
import { z } from 'zod';

/** How long a ceremony's challenge stays good. */
export const PASSKEY_CHALLENGE_TTL_MINUTES = 5;
/** How long the browser waits for the authenticator. */
export const PASSKEY_TIMEOUT_MS = 120_000;
export const PASSKEY_NAME_MAX = 60;

export const passkeyNameSchema = z.string().trim().min(1, 'Enter a name').max(PASSKEY_NAME_MAX);

/** One of the caller's passkeys (never its key). */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponse = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponse>;

export const passkeyParams = z.object({ id: z.coerce.number().int().positive() });

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});
const extensionsInput = z.object({ credProps: z.boolean().optional() }).optional();

/** The options of navigator.credentials.create(), as @simplewebauthn/server answers them. */
export const passkeyRegistrationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  attestationFormats: z.array(z.string()).optional(),
  extensions: extensionsInput,
});

/** The options of navigator.credentials.get(). */
export const passkeyAuthenticationOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: extensionsInput,
});

/** A credential's JSON as @simplewebauthn/browser's startRegistration/startAuthentication answer it. */
const credentialJson = <T extends z.ZodRawShape>(response: T) =>
  z.looseObject({
    id: z.string().min(1).max(1400),
    rawId: z.string().min(1).max(1400),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: z.string().max(10_000), ...response }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().optional(),
  });

export const registrationResponseJson = credentialJson({
  attestationObject: z.string().max(20_000),
  transports: z.array(z.string()).optional(),
});

export const authenticationResponseJson = credentialJson({
  authenticatorData: z.string().max(10_000),
  signature: z.string().max(2_000),
  userHandle: z.string().max(200).optional(),
});

/** POST /api/auth/passkeys/registration/verify: the authenticator's answer and the name the user gives it. */
export const passkeyRegistrationRequest = z.object({ response: registrationResponseJson, name: passkeyNameSchema });
export type PasskeyRegistrationRequest = z.input<typeof passkeyRegistrationRequest>;

export const passkeyRenameRequest = z.object({ name: passkeyNameSchema });

/** POST /api/auth/passkeys/authentication/options: with a password sign-in's challenge, its second step. */
export const passkeyAuthenticationOptionsRequest = z.object({ challenge: z.string().min(1).max(200).optional() });

/** POST /api/auth/passkeys/authentication/verify: the assertion (and the sign-in's challenge for a second step). */
export const passkeyAuthenticationRequest = z.object({
  response: authenticationResponseJson,
  challenge: z.string().min(1).max(200).optional(),
});
export type PasskeyAuthenticationRequest = z.input<typeof passkeyAuthenticationRequest>;

/** The codes the passkey calls answer with, which the web app translates. */
export const PASSKEY_ERROR_CODES = ['passkey_challenge_invalid', 'passkey_invalid', 'passkey_exists'] as const;

export const PASSKEY_CHALLENGE_MESSAGE = 'This passkey request has expired. Please try again.';
export const PASSKEY_INVALID_MESSAGE = 'This passkey could not be verified. Try again or use another way to sign in.';
