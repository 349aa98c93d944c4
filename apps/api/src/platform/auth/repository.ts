import type { EmployeeRule, InvoicesPermissionLevel, Locale, Position } from '@counsel/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lawFirms, plans, users } from '../../db/schema/index.js';

/**
 * One query: the user, their firm and the firm's plan. Null when the user is gone, changed firm or was
 * removed from the team (deactivated), so a removed employee's access tokens stop working at once.
 */
export async function findAuthRow(db: DbOrTx, userId: number, lawFirmId: number) {
  const [row] = await db
    .select({ user: users, firm: lawFirms, plan: plans })
    .from(users)
    .innerJoin(lawFirms, eq(lawFirms.id, users.lawFirmId))
    .innerJoin(plans, eq(plans.id, lawFirms.planId))
    .where(and(eq(users.id, userId), eq(users.lawFirmId, lawFirmId), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row) return null;
  const { user, firm, plan } = row;
  return {
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
      state: firm.state,
      postalCode: firm.postalCode,
      country: firm.country,
    },
    plan: {
      id: plan.id,
      code: plan.code,
      name: plan.name,
      invoicesPermissionLevel: plan.invoicesPermissionLevel as InvoicesPermissionLevel,
      maxUsers: plan.maxUsers,
      documentsServices: plan.documentsServices,
      uscisQueries: plan.uscisQueries,
      predefinedWorkflows: plan.predefinedWorkflows,
      trialEndsAt: firm.trialEndsAt,
    },
  };
}
