/**
 * The jobs that mail a user about their account's security (modules/auth/security-mail.ts sends them): a
 * sign-in from a new device, a password change, and a change of the sign-in factors (a passkey added or removed, the
 * authenticator app turned on or off). Below the modules, as a password change starts in two of
 * them (auth's reset link, team's own profile).
 */
import type { JobQueue } from '../jobs/index.js';
import { deviceKey } from './devices.js';
import type { ClientInfo } from './sessions.js';

export const NEW_DEVICE_MAIL_JOB = 'auth.new-device-mail';
export const PASSWORD_CHANGED_MAIL_JOB = 'auth.password-changed-mail';
/** A change of the user's sign-in factors: a passkey added or removed, the authenticator app turned on or off. */
export const FACTOR_CHANGED_MAIL_JOB = 'auth.factor-changed-mail';

export const FACTOR_CHANGES = [
  'passkey_added',
  'passkey_removed',
  'totp_enabled',
  'totp_disabled',
  'recovery_codes_renewed',
] as const;
export type FactorChange = (typeof FACTOR_CHANGES)[number];

/** What both jobs carry: whose account, and the request that signed in or changed the password. */
export interface SecurityMailJob {
  user_id: number;
  user_agent: string | null;
  ip: string;
  /** When it happened (ISO 8601). */
  at: string;
}

const mailJob = (userId: number, client: ClientInfo): SecurityMailJob => ({
  user_id: userId,
  user_agent: client.userAgent?.slice(0, 300) ?? null,
  ip: client.ip,
  at: new Date().toISOString(),
});

export async function queueNewDeviceMail(jobs: JobQueue | null, userId: number, client: ClientInfo) {
  // One mail per device even if two sign-ins from it race.
  const singletonKey = `new-device-${userId}-${deviceKey(client.userAgent)}`;
  await jobs?.send(NEW_DEVICE_MAIL_JOB, mailJob(userId, client), { singletonKey });
}

export async function queuePasswordChangedMail(jobs: JobQueue | null, userId: number, client: ClientInfo) {
  await jobs?.send(PASSWORD_CHANGED_MAIL_JOB, mailJob(userId, client));
}

export async function queueFactorChangedMail(
  jobs: JobQueue | null,
  change: FactorChange,
  userId: number,
  client: ClientInfo,
) {
  await jobs?.send(FACTOR_CHANGED_MAIL_JOB, { ...mailJob(userId, client), change });
}
