/** Shared by the team test files: a valid employee, form-data encoding, and reading the invitation mail. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { participantTypes, users } from '../../db/schema/index.js';
import type { CallResult, TestApp } from '../app.js';
import type { TestFirm, TestUser } from '../firms.js';

let counter = 0;
export const uniqueEmail = () => `invitee.${process.pid}.${Date.now()}.${++counter}@firm.example`;

export const HOUSTON = {
  street: '2200 Post Oak Blvd',
  postal_code: '77056',
  city: { id: '4699066', name: 'Houston' },
  state: { id: 'TX', name: 'Texas' },
  country: { id: 'US', name: 'United States' },
};

/** Form fields of a valid new employee, as the web app sends them. */
export function employeeFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    full_name: 'Nadia Rahman',
    email: uniqueEmail(),
    phone_number: '+17135550111',
    position: 'paralegal',
    'address[street]': HOUSTON.street,
    'address[postal_code]': HOUSTON.postal_code,
    'address[city]': JSON.stringify(HOUSTON.city),
    'address[state]': JSON.stringify(HOUSTON.state),
    'address[country]': JSON.stringify(HOUSTON.country),
    participant_types: '[]',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** A multipart body the way a browser encodes FormData. */
export async function multipart(
  fields: Record<string, string>,
  files: Array<{ name: string; bytes: Buffer; filename: string; type?: string }> = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export async function postEmployee(
  t: TestApp,
  caller: TestUser,
  lawFirmId: number,
  fields: Record<string, string>,
): Promise<CallResult> {
  const { body, headers } = await multipart(fields);
  return t.call('POST', `/api/law-firm/${lawFirmId}/employee`, { token: caller.token, body, headers });
}

/** The set-password token of the newest invitation mailed to `email` (the outbox, as no SMTP is set). */
export async function invitationTokenFor(t: TestApp, lawFirmId: number, email: string): Promise<string> {
  const outbox = await t.services.mailer.listOutbox(lawFirmId, 1, 100);
  const mail = outbox.items.find((item) => item.to.includes(email));
  expect(mail, `an invitation to ${email}`).toBeDefined();
  const match = /\/auth\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

export async function addParticipantType(t: TestApp, firm: TestFirm, name: string): Promise<number> {
  const [row] = await t.services.db
    .insert(participantTypes)
    .values({ lawFirmId: firm.lawFirmId, name, description: `${name} of a case` })
    .returning({ id: participantTypes.id });
  return row!.id;
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.services.db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function usersOfFirm(t: TestApp, lawFirmId: number) {
  return t.services.db.select().from(users).where(eq(users.lawFirmId, lawFirmId));
}
