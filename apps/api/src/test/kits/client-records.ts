/** Shared set-up of the client-records suites: two firms, their clients, and employees at each level. */
import type { EmployeeRule, RuleAction } from '@counsel/domain';
import { and, count, eq } from 'drizzle-orm';
import {
  auditLog,
  type clientEmployers,
  type clientSchools,
  clients,
  type familyContacts,
} from '../../db/schema/index.js';
import type { TestApp } from '../app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../firms.js';

export interface RecordsWorld {
  firm: TestFirm;
  otherFirm: TestFirm;
  /** The client under test, a second client of the same firm, and a client of the other firm. */
  clientId: number;
  siblingClientId: number;
  foreignClientId: number;
  /** Employees whose only rule is clients at that level (`none` can do nothing). */
  staff: Record<RuleAction, TestUser>;
}

export async function insertClient(t: TestApp, lawFirmId: number, firstName: string, lastName: string) {
  const [row] = await t.services.db
    .insert(clients)
    .values({ lawFirmId, firstName, lastName, email: `${firstName.toLowerCase()}@mail.example` })
    .returning({ id: clients.id });
  return row!.id;
}

export async function buildWorld(t: TestApp): Promise<RecordsWorld> {
  const firm = await registerFirm(t, 'Records Firm');
  const otherFirm = await registerFirm(t, 'Elsewhere LLP');
  const rules = (action: RuleAction): EmployeeRule[] => [{ subject: 'clients', action }];
  const staff = {} as Record<RuleAction, TestUser>;
  for (const action of ['none', 'read', 'create', 'update', 'manage'] as const) {
    staff[action] = await addEmployee(t, firm, { rules: rules(action) });
  }
  return {
    firm,
    otherFirm,
    clientId: await insertClient(t, firm.lawFirmId, 'Maria', 'Gonzalez'),
    siblingClientId: await insertClient(t, firm.lawFirmId, 'Carlos', 'Gonzalez'),
    foreignClientId: await insertClient(t, otherFirm.lawFirmId, 'Other', 'Person'),
    staff,
  };
}

type RecordsTable = typeof familyContacts | typeof clientEmployers | typeof clientSchools;

/** Rows of a records table, of one client or of all. */
export async function rowCount(t: TestApp, table: RecordsTable, clientId?: number) {
  const [row] = await t.services.db
    .select({ n: count() })
    .from(table)
    .where(clientId === undefined ? undefined : eq(table.clientId, clientId));
  return row?.n ?? 0;
}

export async function auditCount(t: TestApp, action: string, entityId: number) {
  const [row] = await t.services.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
  return row?.n ?? 0;
}
