import { clientRowName, type DashboardSummary, hasPermission } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import * as repo from './repository.js';

const RECENT_CASES = 5;

/**
 * What the dashboard shows. Each count is only given to those who may see that list; the rest get
 * null, so the page shows what the user can open and nothing more.
 */
export async function dashboardSummary(db: Db, auth: AuthContext): Promise<DashboardSummary> {
  const firmId = auth.firm.id;
  const canClients = hasPermission(auth.ability, 'VIEW_CLIENTS');
  const canCases = hasPermission(auth.ability, 'VIEW_CASES');
  const canEmployees = hasPermission(auth.ability, 'VIEW_EMPLOYEES');
  const [clients, caseCounts, employees, recent] = await Promise.all([
    canClients ? repo.countClients(db, firmId) : null,
    canCases ? repo.countCases(db, firmId) : null,
    canEmployees ? repo.countEmployees(db, firmId) : null,
    canCases ? repo.recentCases(db, firmId, RECENT_CASES) : [],
  ]);
  return {
    law_firm: { id: firmId, name: auth.firm.name },
    user: {
      id: auth.user.id,
      full_name: auth.user.fullName,
      position: auth.user.position,
      is_admin: auth.user.isAdmin,
    },
    counts: {
      clients,
      cases: caseCounts?.all ?? null,
      open_cases: caseCounts?.open ?? null,
      employees,
    },
    recent_cases: recent.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      client_id: row.clientId,
      client_name: clientRowName(row),
      created_at: row.createdAt.toISOString(),
    })),
  };
}
