/** Shared set-up of the clients suites: multipart bodies, counts that prove nothing changed. */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, clients, contacts } from '../../db/schema/index.js';
import type { TestApp } from '../app.js';

/** A multipart body built by hand, as a browser's FormData would send it. */
export function multipart(fields: Record<string, string | undefined>, files: Record<string, string> = {}) {
  const boundary = `----counsel${randomBytes(8).toString('hex')}`;
  let text = '';
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    text += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  for (const [name, content] of Object.entries(files)) {
    text += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.txt"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n`;
  }
  text += `--${boundary}--\r\n`;
  return { body: Buffer.from(text), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends form data with a token. */
export function sendForm(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, string | undefined>,
  files: Record<string, string> = {},
) {
  const { body, headers } = multipart(fields, files);
  return t.call(method, url, { token, body, headers });
}

export const place = (id: string, name: string) => JSON.stringify({ id, name });

/** The short add-client form, valid. */
export const validAddClient = (overrides: Record<string, string | undefined> = {}) => ({
  first_name: 'Maria',
  middle_name: 'Luisa',
  last_name: 'Gomez',
  gender: 'FEMALE',
  email: 'maria.gomez@client.example',
  phone_number: '+17135550111',
  base_url: 'https://app.counsel.example',
  ...overrides,
});

/** The full client form with an address, valid. */
export const validClientForm = (overrides: Record<string, string | undefined> = {}) => ({
  first_name: 'Omar',
  middle_name: 'Khalid',
  last_name: 'Haddad',
  gender: 'MALE',
  email: 'omar.haddad@client.example',
  phone_number: '+17135550122',
  'address[street]': '1200 Main St',
  'address[city]': place('4699066', 'Houston'),
  'address[postal_code]': '77002',
  'address[state]': place('TX', 'Texas'),
  'address[country]': place('US', 'United States'),
  ...overrides,
});

/** Rows of a firm that any write touches: a rejected call must leave all three as they were. */
export async function firmCounts(t: TestApp, lawFirmId: number) {
  const { db } = t.services;
  const [c] = await db.select({ n: count() }).from(clients).where(eq(clients.lawFirmId, lawFirmId));
  const [k] = await db.select({ n: count() }).from(contacts).where(eq(contacts.lawFirmId, lawFirmId));
  const [a] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.lawFirmId, lawFirmId), eq(auditLog.entityType, 'client')));
  return { clients: c!.n, contacts: k!.n, audit: a!.n };
}

export async function clientContact(t: TestApp, lawFirmId: number, clientId: number) {
  const [row] = await t.services.db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.lawFirmId, lawFirmId),
        eq(contacts.relatedEntityType, 'client'),
        eq(contacts.relatedEntityId, clientId),
      ),
    );
  return row;
}

export async function insertClient(
  t: TestApp,
  lawFirmId: number,
  values: { firstName: string; middleName?: string; lastName: string; email?: string; phoneNumber?: string },
) {
  const [row] = await t.services.db
    .insert(clients)
    .values({ lawFirmId, ...values })
    .returning({ id: clients.id });
  return row!.id;
}
