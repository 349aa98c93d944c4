/** Plan gating: features and limits that depend on what the firm pays for. */
import { canCreateInvoices, PAID_PLANS, TRIAL_PLAN } from '@counsel/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { plans, users } from '../db/schema/index.js';
import type { AuthContext } from './auth/context.js';
import { AppError } from './errors.js';

export const UPGRADE_TO_CREATE_INVOICES = 'Upgrade your plan to create invoices';

/** Creating or updating invoices and recording or deleting payments need FULL_ACCESS. */
export function assertInvoicesFullAccess(auth: AuthContext): void {
  if (!canCreateInvoices({ invoices_permission_level: auth.plan.invoicesPermissionLevel })) {
    throw new AppError(403, 'plan_upgrade_required', UPGRADE_TO_CREATE_INVOICES);
  }
}

/** Refuses a new employee once the firm has as many active users as its plan allows (removed ones do not count). */
export async function assertCanAddUser(db: DbOrTx, auth: AuthContext): Promise<void> {
  if ((await countActiveUsers(db, auth.firm.id)) >= auth.plan.maxUsers) {
    throw new AppError(403, 'max_users_reached', 'Your plan does not allow more users. Please upgrade your plan.', {
      details: { max_users: auth.plan.maxUsers },
    });
  }
}

/** The firm's users counted against the plan's max_users: removed ones do not count. */
export async function countActiveUsers(db: DbOrTx, lawFirmId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), isNull(users.deactivatedAt)));
  return row?.n ?? 0;
}

/** The trial plan row, created the first time a firm registers. */
export async function ensureTrialPlan(db: DbOrTx): Promise<number> {
  const values = {
    code: TRIAL_PLAN.code,
    name: TRIAL_PLAN.name,
    invoicesPermissionLevel: TRIAL_PLAN.invoices_permission_level,
    maxUsers: TRIAL_PLAN.max_users,
    documentsServices: TRIAL_PLAN.documents_services,
    uscisQueries: TRIAL_PLAN.uscis_queries,
    predefinedWorkflows: TRIAL_PLAN.predefined_workflows,
  };
  const [row] = await db
    .insert(plans)
    .values(values)
    .onConflictDoUpdate({ target: plans.code, set: values })
    .returning({ id: plans.id });
  return row!.id;
}

const catalogued = new WeakSet<object>();

/**
 * The paid plans' rows (@counsel/domain PAID_PLANS), written the first time this process needs them on a database and
 * kept to the catalogue's limits: a firm points at a plan row, and its limits are read from there.
 */
export async function ensurePlanCatalogue(db: DbOrTx): Promise<void> {
  if (catalogued.has(db)) return;
  await db
    .insert(plans)
    .values(
      PAID_PLANS.map((plan) => ({
        code: plan.code,
        name: plan.name,
        invoicesPermissionLevel: plan.invoices_permission_level,
        maxUsers: plan.max_users,
        documentsServices: plan.documents_services,
        uscisQueries: plan.uscis_queries,
        predefinedWorkflows: plan.predefined_workflows,
      })),
    )
    .onConflictDoUpdate({
      target: plans.code,
      set: {
        name: sql`excluded.name`,
        invoicesPermissionLevel: sql`excluded.invoices_permission_level`,
        maxUsers: sql`excluded.max_users`,
        documentsServices: sql`excluded.documents_services`,
        uscisQueries: sql`excluded.uscis_queries`,
        predefinedWorkflows: sql`excluded.predefined_workflows`,
      },
    });
  catalogued.add(db);
}
