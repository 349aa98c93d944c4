/** Queries of portal accounts, their access to firms, set-password tokens and sessions. */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  clients,
  lawFirms,
  portalAccess,
  portalPasswordTokens,
  portalSecondFactors,
  portalSessions,
  portalUsers,
  users,
} from '../../db/schema/index.js';

export type PortalUserRow = typeof portalUsers.$inferSelect;
export type PasswordTokenPurpose = 'invite' | 'reset';

/** Addresses are kept lower-case, so a firm's client has one account whatever case the firm typed. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The firm's account of this address, or null. */
export async function findFirmUserByEmail(db: DbOrTx, lawFirmId: number, email: string): Promise<PortalUserRow | null> {
  const [row] = await db
    .select()
    .from(portalUsers)
    .where(and(eq(portalUsers.lawFirmId, lawFirmId), eq(portalUsers.email, normalEmail(email))))
    .limit(1);
  return row ?? null;
}

/** Every firm's account of this address, with the firm's name (for signing in and forgotten passwords). */
export function usersByEmail(db: DbOrTx, email: string) {
  return db
    .select({ user: portalUsers, firmName: lawFirms.name })
    .from(portalUsers)
    .innerJoin(lawFirms, eq(lawFirms.id, portalUsers.lawFirmId))
    .where(eq(portalUsers.email, normalEmail(email)))
    .orderBy(lawFirms.name, portalUsers.id)
    .limit(MAX_ACCOUNTS_PER_ADDRESS);
}

/** More firms than any one person is the client of: sign-in checks a password against at most these. */
export const MAX_ACCOUNTS_PER_ADDRESS = 20;

/** An account with the name of its firm. */
export async function findUserWithFirm(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      user: portalUsers,
      firmName: lawFirms.name,
      factorRequired: lawFirms.requirePortalSecondFactor,
    })
    .from(portalUsers)
    .innerJoin(lawFirms, eq(lawFirms.id, portalUsers.lawFirmId))
    .where(eq(portalUsers.id, id))
    .limit(1);
  return row ?? null;
}

/** The firm's account of this address, made if there is none; `created` says which. */
export async function ensureUser(
  db: DbOrTx,
  lawFirmId: number,
  email: string,
  locale: string,
): Promise<{ user: PortalUserRow; created: boolean }> {
  const [inserted] = await db
    .insert(portalUsers)
    .values({ lawFirmId, email: normalEmail(email), locale })
    .onConflictDoNothing({ target: [portalUsers.lawFirmId, portalUsers.email] })
    .returning();
  if (inserted) return { user: inserted, created: true };
  return { user: (await findFirmUserByEmail(db, lawFirmId, email))!, created: false };
}

export async function deleteUser(db: DbOrTx, id: number): Promise<void> {
  await db.delete(portalUsers).where(eq(portalUsers.id, id));
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  changes: Partial<Pick<PortalUserRow, 'passwordHash' | 'passwordSetAt' | 'lastSignInAt' | 'locale'>>,
): Promise<PortalUserRow> {
  const [row] = await db.update(portalUsers).set(changes).where(eq(portalUsers.id, id)).returning();
  return row!;
}

const inviter = { id: users.id, fullName: users.fullName };

/** A client's access with its account and who invited them, as the staff see it. */
export async function findAccess(db: DbOrTx, lawFirmId: number, clientId: number) {
  const [row] = await db
    .select({ access: portalAccess, user: portalUsers, inviter, factor: portalSecondFactors })
    .from(portalAccess)
    .innerJoin(portalUsers, eq(portalUsers.id, portalAccess.portalUserId))
    .leftJoin(users, eq(users.id, portalAccess.invitedByUserId))
    .leftJoin(
      portalSecondFactors,
      and(
        eq(portalSecondFactors.portalUserId, portalAccess.portalUserId),
        eq(portalSecondFactors.lawFirmId, portalAccess.lawFirmId),
      ),
    )
    .where(and(eq(portalAccess.lawFirmId, lawFirmId), eq(portalAccess.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export interface NewAccess {
  portalUserId: number;
  lawFirmId: number;
  clientId: number;
  invitedByUserId: number | null;
}

/** Gives the account access to the firm's client; answers whether the row is new. */
export async function insertAccess(db: DbOrTx, access: NewAccess): Promise<boolean> {
  const rows = await db
    .insert(portalAccess)
    .values(access)
    .onConflictDoNothing({ target: [portalAccess.lawFirmId, portalAccess.clientId] })
    .returning({ id: portalAccess.id });
  return rows.length > 0;
}

/** The client's address changed since the invitation: the firm's access moves to the new address's account. */
export async function moveAccess(db: DbOrTx, lawFirmId: number, clientId: number, portalUserId: number) {
  await db
    .update(portalAccess)
    .set({ portalUserId })
    .where(and(eq(portalAccess.lawFirmId, lawFirmId), eq(portalAccess.clientId, clientId)));
}

export async function touchInvitation(db: DbOrTx, lawFirmId: number, clientId: number, invitedByUserId: number | null) {
  await db
    .update(portalAccess)
    .set({ invitedAt: new Date(), ...(invitedByUserId === null ? {} : { invitedByUserId }) })
    .where(and(eq(portalAccess.lawFirmId, lawFirmId), eq(portalAccess.clientId, clientId)));
}

/** Removes the access; answers the account it belonged to, or null when there was none. */
export async function deleteAccess(db: DbOrTx, lawFirmId: number, clientId: number): Promise<number | null> {
  const [row] = await db
    .delete(portalAccess)
    .where(and(eq(portalAccess.lawFirmId, lawFirmId), eq(portalAccess.clientId, clientId)))
    .returning({ portalUserId: portalAccess.portalUserId });
  return row?.portalUserId ?? null;
}

/** The firm's clients the account is (one, or a family sharing an address), with their names. */
export function accountClients(db: DbOrTx, portalUserId: number) {
  return db
    .select({ first_name: clients.firstName, last_name: clients.lastName })
    .from(portalAccess)
    .innerJoin(clients, eq(clients.id, portalAccess.clientId))
    .where(eq(portalAccess.portalUserId, portalUserId))
    .orderBy(portalAccess.clientId);
}

/** The ids of the firm's clients the account has access to (one, or a family sharing an address). */
export async function accessClientIds(db: DbOrTx, portalUserId: number, lawFirmId: number): Promise<number[]> {
  const rows = await db
    .select({ clientId: portalAccess.clientId })
    .from(portalAccess)
    .where(and(eq(portalAccess.portalUserId, portalUserId), eq(portalAccess.lawFirmId, lawFirmId)));
  return rows.map((row) => row.clientId);
}

export interface NewPasswordToken {
  portalUserId: number;
  tokenHash: string;
  purpose: PasswordTokenPurpose;
  lawFirmId: number | null;
  expiresAt: Date;
}

export async function insertPasswordToken(db: DbOrTx, token: NewPasswordToken): Promise<number> {
  const [row] = await db.insert(portalPasswordTokens).values(token).returning({ id: portalPasswordTokens.id });
  return row!.id;
}

export async function deletePasswordToken(db: DbOrTx, id: number): Promise<void> {
  await db.delete(portalPasswordTokens).where(eq(portalPasswordTokens.id, id));
}

/** Removes the account's unused tokens of this purpose but `keepId`: a link replaced by a newer one then reads as unknown. */
export async function deleteOtherPasswordTokens(
  db: DbOrTx,
  portalUserId: number,
  purpose: PasswordTokenPurpose,
  keepId: number | null,
) {
  const conditions = [
    eq(portalPasswordTokens.portalUserId, portalUserId),
    eq(portalPasswordTokens.purpose, purpose),
    isNull(portalPasswordTokens.usedAt),
  ];
  if (keepId !== null) conditions.push(ne(portalPasswordTokens.id, keepId));
  await db.delete(portalPasswordTokens).where(and(...conditions));
}

/** A set-password token by its hash, with its account and the name of the account's firm. */
export async function findPasswordToken(db: DbOrTx, tokenHash: string, forUpdate = false) {
  const query = db
    .select({ token: portalPasswordTokens, user: portalUsers, firmName: lawFirms.name })
    .from(portalPasswordTokens)
    .innerJoin(portalUsers, eq(portalUsers.id, portalPasswordTokens.portalUserId))
    .innerJoin(lawFirms, eq(lawFirms.id, portalUsers.lawFirmId))
    .where(eq(portalPasswordTokens.tokenHash, tokenHash))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: portalPasswordTokens }) : await query;
  return row ?? null;
}

export async function markPasswordTokenUsed(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(portalPasswordTokens).set({ usedAt: at }).where(eq(portalPasswordTokens.id, id));
}

export async function insertSession(
  db: DbOrTx,
  session: { tokenHash: string; portalUserId: number; expiresAt: Date; ip: string },
): Promise<number> {
  const [row] = await db.insert(portalSessions).values(session).returning({ id: portalSessions.id });
  return row!.id;
}

/**
 * The account of a session that has not ended, by the hash of its token, with whether its firm requires a
 * second factor of portal clients and the account's factor (null when it never set one up).
 */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: portalSessions.id,
      lastSeenAt: portalSessions.lastSeenAt,
      user: portalUsers,
      factorRequired: lawFirms.requirePortalSecondFactor,
      factor: {
        confirmedAt: portalSecondFactors.confirmedAt,
        secret: portalSecondFactors.secret,
        emailEnabledAt: portalSecondFactors.emailEnabledAt,
      },
    })
    .from(portalSessions)
    .innerJoin(portalUsers, eq(portalUsers.id, portalSessions.portalUserId))
    .innerJoin(lawFirms, eq(lawFirms.id, portalUsers.lawFirmId))
    .leftJoin(
      portalSecondFactors,
      and(
        eq(portalSecondFactors.portalUserId, portalUsers.id),
        eq(portalSecondFactors.lawFirmId, portalUsers.lawFirmId),
      ),
    )
    .where(and(eq(portalSessions.tokenHash, tokenHash), gt(portalSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db.update(portalSessions).set({ lastSeenAt: now }).where(eq(portalSessions.id, sessionId));
}

export async function deleteSessionByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(portalSessions).where(eq(portalSessions.tokenHash, tokenHash));
}

/** Ends every session of the account (a new password of an account with a second factor). */
export async function deleteSessions(db: DbOrTx, portalUserId: number): Promise<void> {
  await db.delete(portalSessions).where(eq(portalSessions.portalUserId, portalUserId));
}

/** Ends every session of the account but `keepId` (a new password signs the other devices out). */
export async function deleteOtherSessions(db: DbOrTx, portalUserId: number, keepId: number): Promise<void> {
  await db
    .delete(portalSessions)
    .where(and(eq(portalSessions.portalUserId, portalUserId), ne(portalSessions.id, keepId)));
}
