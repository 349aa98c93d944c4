/** Test data for the case-receipt suites: two firms, a case each, and staff with and without case rights. */
import { cases } from '../../db/schema/index.js';
import type { TestApp } from '../app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../firms.js';
import { addClient } from './cases.js';

export interface ReceiptsWorld {
  firm: TestFirm;
  otherFirm: TestFirm;
  caseId: number;
  secondCaseId: number;
  theirCaseId: number;
  staff: { reader: TestUser; editor: TestUser; none: TestUser };
}

async function openCase(t: TestApp, firm: TestFirm, clientId: number, title: string): Promise<number> {
  const [row] = await t.services.db
    .insert(cases)
    .values({ lawFirmId: firm.lawFirmId, clientId, title })
    .returning({ id: cases.id });
  return row!.id;
}

export async function buildReceiptsWorld(t: TestApp): Promise<ReceiptsWorld> {
  const firm = await registerFirm(t, 'Haddad Immigration Law');
  const otherFirm = await registerFirm(t, 'Elsewhere LLP');
  const layla = await addClient(t, firm, { firstName: 'Layla', lastName: 'Haddad' });
  const omar = await addClient(t, firm, { firstName: 'Omar', lastName: 'Aziz' });
  const theirs = await addClient(t, otherFirm, { firstName: 'Other', lastName: 'Person' });
  return {
    firm,
    otherFirm,
    caseId: await openCase(t, firm, layla.clientId, 'I-130 for spouse'),
    secondCaseId: await openCase(t, firm, omar.clientId, 'Adjustment of status'),
    theirCaseId: await openCase(t, otherFirm, theirs.clientId, 'Their case'),
    staff: {
      reader: await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'read' }] }),
      editor: await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'update' }] }),
      none: await addEmployee(t, firm),
    },
  };
}

export const receiptBody = (caseId: number, overrides: Record<string, unknown> = {}) => ({
  receipt_number: 'IOE0912345678',
  case_id: caseId,
  description: 'I-130 receipt notice',
  form_type: 'I-130',
  status: 'Case Was Received',
  submitted_date: '2026-09-01',
  ...overrides,
});
