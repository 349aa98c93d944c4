/**
 * Test data for the case suites, written straight into the tables (clients and contacts have their own
 * features and suites): a client with the contact row that stands for it, organisations, plain contacts.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, cases, caseTasks, caseTeamLeads, clients, contacts } from '../../db/schema/index.js';
import type { TestApp } from '../app.js';
import type { TestFirm } from '../firms.js';

export interface TestClient {
  clientId: number;
  contactId: number;
  name: string;
}

export async function addClient(
  t: TestApp,
  firm: TestFirm,
  name: { firstName: string; middleName?: string; lastName: string; email?: string },
): Promise<TestClient> {
  const { db } = t.services;
  const email = name.email ?? `${name.firstName.toLowerCase()}.${randomBytes(3).toString('hex')}@client.example`;
  const [client] = await db
    .insert(clients)
    .values({
      lawFirmId: firm.lawFirmId,
      firstName: name.firstName,
      middleName: name.middleName ?? null,
      lastName: name.lastName,
      email,
      phoneNumber: '+17135550100',
    })
    .returning({ id: clients.id });
  const full = [name.firstName, name.middleName, name.lastName].filter(Boolean).join(' ');
  const [contact] = await db
    .insert(contacts)
    .values({
      lawFirmId: firm.lawFirmId,
      name: full,
      email,
      phoneNumber: '+17135550100',
      contactType: 'individual',
      relatedEntityType: 'client',
      relatedEntityId: client!.id,
    })
    .returning({ id: contacts.id });
  return { clientId: client!.id, contactId: contact!.id, name: full };
}

/** A contact that is not a client: a person, or an organisation (with its primary contact if given). */
export async function addContact(
  t: TestApp,
  firm: TestFirm,
  values: { name: string; contactType?: string; primaryContactId?: number; deleted?: boolean },
): Promise<number> {
  const [row] = await t.services.db
    .insert(contacts)
    .values({
      lawFirmId: firm.lawFirmId,
      name: values.name,
      contactType: values.contactType ?? 'individual',
      primaryContactId: values.primaryContactId ?? null,
      deletedAt: values.deleted ? new Date() : null,
    })
    .returning({ id: contacts.id });
  return row!.id;
}

/** Everything a case write could change, to compare before and after a refused request. */
export async function caseTables(t: TestApp, lawFirmId: number) {
  const { db } = t.services;
  const [all] = await db.select({ n: count() }).from(cases).where(eq(cases.lawFirmId, lawFirmId));
  const rows = await db.select().from(cases).where(eq(cases.lawFirmId, lawFirmId)).orderBy(cases.id);
  const caseIds = rows.map((row) => row.id);
  const leads = (await db.select().from(caseTeamLeads)).filter((row) => caseIds.includes(row.caseId));
  const tasks = (await db.select().from(caseTasks)).filter((row) => caseIds.includes(row.caseId));
  const [audits] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.lawFirmId, lawFirmId), eq(auditLog.entityType, 'case')));
  return { count: all!.n, rows, leads, tasks, audits: audits!.n };
}

/** A multipart body built by hand, as a browser's FormData would send it. */
export function multipart(fields: Record<string, string | string[] | undefined>, files: Record<string, string> = {}) {
  const boundary = `----counsel${randomBytes(8).toString('hex')}`;
  let text = '';
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      text += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`;
    }
  }
  for (const [name, content] of Object.entries(files)) {
    text += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.txt"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n`;
  }
  text += `--${boundary}--\r\n`;
  return { body: Buffer.from(text), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
