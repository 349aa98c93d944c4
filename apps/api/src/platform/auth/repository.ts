import {
  CURRENT_TERMS_VERSION,
  type EmployeeRule,
  type InvoicesPermissionLevel,
  type Locale,
  type Position,
} from '@counsel/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { firmCardColumns } from '../../db/firm-lookups.js';
import {
  firmSubscriptions,
  lawFirms,
  plans,
  readFences,
  refreshTokens,
  termsAcceptances,
  userPasskeys,
  userSecondFactors,
  users,
} from '../../db/schema/index.js';

/** The auth query of one database, built once: drizzle would otherwise rebuild its SQL on every request. */
function prepareAuthRow(db: DbOrTx) {
  return (
    db
      // Only what AuthContext carries: the password hash and bank details stay in the database.
      .select({
        user: {
          id: users.id,
          lawFirmId: users.lawFirmId,
          fullName: users.fullName,
          email: users.email,
          position: users.position,
          isAdmin: users.isAdmin,
          image: users.image,
          locale: users.locale,
          rules: users.rules,
        },
        firm: { ...firmCardColumns, trialEndsAt: lawFirms.trialEndsAt },
        plan: {
          id: plans.id,
          code: plans.code,
          name: plans.name,
          invoicesPermissionLevel: plans.invoicesPermissionLevel,
          maxUsers: plans.maxUsers,
          documentsServices: plans.documentsServices,
          uscisQueries: plans.uscisQueries,
          predefinedWorkflows: plans.predefinedWorkflows,
        },
        // A subscription unpaid past its grace, or ended: the plan's invoices are read-only (subscription module).
        invoicesReadOnly: sql<boolean>`exists (select 1 from ${firmSubscriptions}
          where ${firmSubscriptions.lawFirmId} = ${users.lawFirmId} and ${firmSubscriptions.readOnlySince} is not null)`,
        // Read with the session, so the terms gate (plugin.ts) costs no query of its own.
        termsAccepted: sql<boolean>`exists (select 1 from ${termsAcceptances}
          where ${termsAcceptances.userId} = ${users.id} and ${termsAcceptances.termsVersion} = ${sql.placeholder('termsVersion')})`,
        // The user's read fence (db/read-replica.ts), with the session: replica reads cost no query for it.
        readFence: sql<string | null>`(select ${readFences.lsn}::text from ${readFences}
          where ${readFences.lawFirmId} = ${users.lawFirmId} and ${readFences.userId} = ${users.id})`,
        // The same for the firm's second-factor requirement (plugin.ts): a confirmed authenticator app or a passkey.
        hasSecondFactor: sql<boolean>`(exists (select 1 from ${userSecondFactors}
          where ${userSecondFactors.userId} = ${users.id} and ${userSecondFactors.confirmedAt} is not null)
          or exists (select 1 from ${userPasskeys}
          where ${userPasskeys.lawFirmId} = ${users.lawFirmId} and ${userPasskeys.userId} = ${users.id}))`,
      })
      .from(users)
      .innerJoin(lawFirms, eq(lawFirms.id, users.lawFirmId))
      .innerJoin(plans, eq(plans.id, lawFirms.planId))
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          eq(users.lawFirmId, sql.placeholder('lawFirmId')),
          isNull(users.deactivatedAt),
          // The token's session is still open: signing out (or a password change, or a reused refresh
          // token) revokes its family, which ends its access tokens at once, not at their expiry.
          sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}
            and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`,
        ),
      )
      .limit(1)
      .prepare('find_auth_row')
  );
}
const preparedAuthRows = new WeakMap<DbOrTx, ReturnType<typeof prepareAuthRow>>();

/**
 * One query: the user, their firm and the firm's plan. Null when the user is gone, changed firm, was
 * removed from the team (deactivated) or the token's session has ended, so a removed employee's or a
 * signed-out session's access tokens stop working at once.
 * Every authenticated request runs it, so it is built once per database and, on PostgreSQL, parsed
 * and planned once per connection (a named prepared statement): that alone let a cheap read serve
 * 1.5x the requests per second (npm run bench).
 */
export async function findAuthRow(db: DbOrTx, userId: number, lawFirmId: number, sessionId: string) {
  let query = preparedAuthRows.get(db);
  if (!query) {
    query = prepareAuthRow(db);
    preparedAuthRows.set(db, query);
  }
  const [row] = await query.execute({ userId, lawFirmId, sessionId, termsVersion: CURRENT_TERMS_VERSION });
  if (!row) return null;
  const { user, firm, plan } = row;
  return {
    /** Whether the user accepted the terms of service in force (not part of AuthContext: only the gate reads it). */
    termsAccepted: row.termsAccepted,
    /** The WAL position of the user's last write while a read replica is set (db/read-replica.ts), or null. */
    readFence: row.readFence,
    /** Whether the user has a confirmed second factor (the gate reads it with the firm's requirement). */
    hasSecondFactor: row.hasSecondFactor,
    user: {
      id: user.id,
      lawFirmId: user.lawFirmId,
      fullName: user.fullName,
      email: user.email,
      position: user.position as Position | null,
      isAdmin: user.isAdmin,
      image: user.image,
      locale: user.locale as Locale,
      rules: user.rules as EmployeeRule[],
    },
    firm: {
      id: firm.id,
      name: firm.name,
      email: firm.email,
      phoneNumber: firm.phoneNumber,
      timeZone: firm.timeZone,
      street: firm.street,
      city: firm.city,
      cityId: firm.cityId,
      state: firm.state,
      stateId: firm.stateId,
      postalCode: firm.postalCode,
      country: firm.country,
      countryId: firm.countryId,
      logo: firm.logo,
      currency: firm.currency,
      language: firm.language,
      requireSecondFactor: firm.requireSecondFactor,
      requirePortalSecondFactor: firm.requirePortalSecondFactor,
    },
    plan: {
      id: plan.id,
      code: plan.code,
      name: plan.name,
      invoicesPermissionLevel: effectiveInvoicesLevel(
        plan.invoicesPermissionLevel as InvoicesPermissionLevel,
        row.invoicesReadOnly,
      ),
      maxUsers: plan.maxUsers,
      documentsServices: plan.documentsServices,
      uscisQueries: plan.uscisQueries,
      predefinedWorkflows: plan.predefinedWorkflows,
      trialEndsAt: firm.trialEndsAt,
    },
  };
}

/** The plan's invoices level, at most READ_ONLY while the firm's subscription is unpaid past its grace or ended. */
export function effectiveInvoicesLevel(level: InvoicesPermissionLevel, readOnly: boolean): InvoicesPermissionLevel {
  return readOnly && level === 'FULL_ACCESS' ? 'READ_ONLY' : level;
}
