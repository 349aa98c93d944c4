/**
 * Completes the demo firm's cases: each is opened for its client's contact, led by the lawyers and staff who
 * would run it (the Arabic-speaking paralegal and assistant on the Arabic-speaking clients' matters), and the
 * A-file request is a FOIA case. Runs inside the demo seed's transaction, after clients and their contacts exist.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cases, caseTeamLeads, contacts, users } from '../db/schema/index.js';

const LAYLA = 'demo@hamdanclarke.example';
const JAMES = 'james@hamdanclarke.example';
const OMAR = 'omar@hamdanclarke.example';
const RANIA = 'rania@hamdanclarke.example';

/** Team leads by case title (titles of demo-data.ts). */
const TEAM_LEADS: Record<string, string[]> = {
  'تعديل الوضع القانوني I-485': [LAYLA, OMAR],
  'I-130 Petition for Alien Relative (Spouse)': [LAYLA, OMAR],
  'N-400 Naturalization': [JAMES],
  'طلب لجوء I-589': [LAYLA, RANIA],
  'EAD Renewal (I-765, category C8)': [RANIA],
  'EB-2 National Interest Waiver (I-140)': [JAMES],
  'تأشيرة خطيب K-1': [LAYLA, OMAR],
  'H-1B Extension and Amendment': [JAMES],
  'FOIA Request: USCIS A-File': [JAMES, RANIA],
  'تجديد DACA': [LAYLA, RANIA],
  'Removal Defense: Cancellation of Removal': [LAYLA, JAMES],
};

const FOIA_TITLES = new Set(['FOIA Request: USCIS A-File']);

export async function seedCases(tx: DbOrTx, lawFirmId: number): Promise<void> {
  const staff = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.lawFirmId, lawFirmId));
  const userIdByEmail = new Map(staff.map((user) => [user.email, user.id]));
  const clientContacts = await tx
    .select({ id: contacts.id, clientId: contacts.relatedEntityId })
    .from(contacts)
    .where(and(eq(contacts.lawFirmId, lawFirmId), eq(contacts.relatedEntityType, 'client')));
  const contactIdByClient = new Map(clientContacts.map((contact) => [contact.clientId, contact.id]));
  const rows = await tx
    .select({ id: cases.id, title: cases.title, clientId: cases.clientId })
    .from(cases)
    .where(eq(cases.lawFirmId, lawFirmId));

  const leads: Array<{ caseId: number; userId: number }> = [];
  for (const row of rows) {
    await tx
      .update(cases)
      .set({
        contactId: contactIdByClient.get(row.clientId) ?? null,
        caseType: FOIA_TITLES.has(row.title) ? 'FOIA' : 'STANDARD',
        createdByUserId: userIdByEmail.get(LAYLA) ?? null,
      })
      .where(and(eq(cases.id, row.id), eq(cases.lawFirmId, lawFirmId)));
    for (const email of TEAM_LEADS[row.title] ?? [LAYLA]) {
      const userId = userIdByEmail.get(email);
      if (userId !== undefined) leads.push({ caseId: row.id, userId });
    }
  }
  if (leads.length > 0) await tx.insert(caseTeamLeads).values(leads);
}
