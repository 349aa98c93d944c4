/**
 * One demo member with an authenticator app, enrolled as a member enrolls on the security page (the secret
 * encrypted with the server's key, the step of its first code remembered, ten recovery codes kept as keyed
 * hashes), so an administrator sees "Reset second factor" on their page. Not the demo sign-in's admin: the
 * README's sign-in stays one step. Nobody holds the secret (it is drawn here and never shown): a demo of
 * signing in with a code enrolls an account of its own.
 */
import { and, eq } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { newRecoveryCodes } from '../modules/auth/second-factor.js';
import { activateSecret, savePendingSecret } from '../platform/auth/second-factor-repository.js';
import type { SecretBox } from '../platform/secrets.js';

/** The demo member who has turned the second sign-in step on. */
export const DEMO_SECOND_FACTOR_EMAIL = 'rania@hamdanclarke.example';

const TOTP_PERIOD_SECONDS = 30;

export async function seedSecondFactor(tx: DbOrTx, lawFirmId: number, secrets: SecretBox): Promise<void> {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), eq(users.email, DEMO_SECOND_FACTOR_EMAIL)));
  if (!member) throw new Error(`The demo firm has no ${DEMO_SECOND_FACTOR_EMAIL}`);
  const sealed = secrets.encrypt(generateSecret());
  await savePendingSecret(tx, lawFirmId, member.id, sealed);
  await activateSecret(tx, lawFirmId, member.id, sealed, Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS));
  await newRecoveryCodes({ secrets }, tx, { lawFirmId, userId: member.id });
}
