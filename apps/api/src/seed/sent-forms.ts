/**
 * The demo firm's sent forms, made through the sending module's own functions so they are what a real
 * send leaves behind: by link, one submitted (its signed PDF a document of the client), one past its
 * date and one withdrawn; in the client portal, Ahmed Mansour (an active account, Arabic) has one form
 * in progress and one not yet opened, and one more client is invited but has set no password yet.
 */
import zlib from 'node:zlib';
import type { FormSection } from '@counsel/domain';
import { and, eq, sql } from 'drizzle-orm';
import { cases, clients, firmForms, lawFirms, sentForms, users } from '../db/schema/index.js';
import { sourceForm } from '../modules/form-filling/source-forms.js';
import { saveProgress, submitForm } from '../modules/form-sending/client-form-service.js';
import { linkCaller, portalFormCaller } from '../modules/form-sending/form-caller.js';
import { revokeAs, type SendingDeps, sendAs } from '../modules/form-sending/service.js';
import { inviteAs } from '../modules/portal/access-service.js';
import * as portalRepo from '../modules/portal/repository.js';
import { hashPassword } from '../platform/auth/passwords.js';

const INTAKE = 'Client intake questionnaire';
const SEED_IP = '127.0.0.1';
/** The demo portal client's password (the web's end-to-end tests sign in with it). */
export const DEMO_PORTAL_EMAIL = 'ahmed.mansour@mail.example';
export const DEMO_PORTAL_PASSWORD = 'counsel-portal-2026';
/** A demo client invited to the portal who has not set a password yet. */
export const DEMO_PORTAL_INVITED_EMAIL = 'nour.hassan@mail.example';
/**
 * A drawn signature as a signature pad gives it: a PNG data URL of a looping stroke, encoded here
 * (8-bit greyscale, one zlib stream) so the demo carries no binary file.
 */
function drawnSignature(width = 160, height = 48): string {
  const pixels = Buffer.alloc((width + 1) * height, 0xff);
  for (let row = 0; row < height; row++) pixels[row * (width + 1)] = 0; // filter byte: none
  for (let x = 4; x < width - 4; x++) {
    const y = Math.round(height / 2 + Math.sin(x / 9) * (height / 3) * Math.cos(x / 37));
    for (let dy = -1; dy <= 1; dy++) pixels[(y + dy) * (width + 1) + 1 + x] = 0x20;
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The intake form's sections with the client's facts as defaults, the A-number kept from the client. */
function reviewed(sections: FormSection[], defaults: Record<string, string>): FormSection[] {
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => ({
      ...field,
      default_value: defaults[field.name] ?? field.default_value,
      required: field.name === 'client.family_name' || field.name === 'client.date_of_birth',
      hidden: field.name === 'client.a_number',
    })),
  }));
}

export async function seedSentForms(deps: SendingDeps, lawFirmId: number): Promise<void> {
  const db = deps.db;
  const [form] = await db
    .select({ id: firmForms.id })
    .from(firmForms)
    .where(and(eq(firmForms.lawFirmId, lawFirmId), eq(firmForms.title, INTAKE)));
  const [sender] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), eq(users.email, 'demo@hamdanclarke.example')));
  const clientRows = await db
    .select({ id: clients.id, email: clients.email, firstName: clients.firstName, lastName: clients.lastName })
    .from(clients)
    .where(eq(clients.lawFirmId, lawFirmId));
  const client = (email: string) => clientRows.find((row) => row.email === email)!;
  const sections = await (await sourceForm(deps, lawFirmId, { form_type: 'law_firm', id: form!.id })).sections();
  const who = { lawFirmId, userId: sender!.id };

  const send = async (
    email: string,
    locale: 'en' | 'ar',
    extra: { caseTitle?: string; requested?: string[]; mode?: 'client_portal' | 'passwordless'; title?: string } = {},
  ) => {
    const row = client(email);
    const [clientCase] = extra.caseTitle
      ? await db
          .select({ id: cases.id })
          .from(cases)
          .where(and(eq(cases.clientId, row.id), eq(cases.title, extra.caseTitle)))
      : [];
    return sendAs(deps, who, {
      form_title: extra.title ?? INTAKE,
      user_id: sender!.id,
      client_id: row.id,
      case_id: clientCase?.id ?? null,
      form_type: 'law_firm',
      form_id: form!.id,
      form_schema: reviewed(sections, { 'client.family_name': row.lastName, 'client.given_name': row.firstName }),
      form_sending_mode: extra.mode ?? 'passwordless',
      client_documents_ids: [],
      requested_documents: extra.requested ?? [],
      locale,
      expires_in_days: 7,
    });
  };

  const submitted = await send('priya.raman@mail.example', 'en');
  await submitForm(deps, linkCaller(submitted.token!, SEED_IP), {
    values: {
      'client.date_of_birth': '03/14/1988',
      'client.country_of_birth': 'China',
      'history.prior_filings': true,
    },
    signature: drawnSignature(),
  });

  // The portal: the first send invites Ahmed; he set his password, began the first form, not the second.
  const arabic = await send(DEMO_PORTAL_EMAIL, 'ar', {
    caseTitle: 'I-130 Petition for Alien Relative (Spouse)',
    requested: ['جواز السفر', 'عقد الزواج'],
    mode: 'client_portal',
  });
  const account = (await portalRepo.findFirmUserByEmail(db, lawFirmId, DEMO_PORTAL_EMAIL))!;
  await portalRepo.updateUser(db, account.id, {
    passwordHash: await hashPassword(DEMO_PORTAL_PASSWORD),
    passwordSetAt: new Date(),
    locale: 'ar',
  });
  await portalRepo.deleteOtherPasswordTokens(db, account.id, 'invite', null);
  await saveProgress(deps, portalFormCaller({ userId: account.id, lawFirmId, sessionId: 0, ip: SEED_IP }, arabic.id), {
    values: { 'client.country_of_birth': 'الأردن', 'client.preferred_language': 'Arabic' },
    current_section: 0,
  });
  await send(DEMO_PORTAL_EMAIL, 'ar', { mode: 'client_portal', title: 'استبيان العنوان والسكن' });

  const [firm] = await db.select({ name: lawFirms.name }).from(lawFirms).where(eq(lawFirms.id, lawFirmId));
  await inviteAs(
    deps,
    { lawFirmId, userId: sender!.id, firmName: firm!.name },
    client(DEMO_PORTAL_INVITED_EMAIL).id,
    'en',
  );

  const expired = await send('youssef.khatib@mail.example', 'ar');
  // Time passing: the link's date is already behind it.
  await db
    .update(sentForms)
    .set({ sentAt: sql`now() - interval '10 days'`, expiresAt: sql`now() - interval '3 days'` })
    .where(eq(sentForms.id, expired.id));

  const withdrawn = await send('wei.chen@mail.example', 'en');
  await revokeAs(deps, who, withdrawn.id);
}
