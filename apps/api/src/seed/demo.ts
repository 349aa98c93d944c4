/**
 * The demo firm seeded on first start, so a new user sees the product working at once.
 * Only runs when the database has no firm at all; later starts just report the demo sign-in.
 */
import { defaultRulesFor, TRIAL_PLAN } from '@counsel/domain';
import { count, sql } from 'drizzle-orm';
import type { AppServices } from '../app-services.js';
import { FORMS_ASSETS_DIR } from '../config.js';
import { holdingLock } from '../db/client.js';
import { cases, clients, lawFirms, users } from '../db/schema/index.js';
import { welcomeMailText } from '../modules/auth/welcome-mail.js';
import { recordAudit } from '../platform/audit.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { ensureTrialPlan } from '../platform/plans.js';
import { seedBanking } from './banking.js';
import { seedCalendar } from './calendar.js';
import { seedCaseReceipts } from './case-receipts.js';
import { seedCaseWork } from './case-work.js';
import { seedCases } from './cases.js';
import { seedClientRecords } from './client-records.js';
import { seedClients } from './clients.js';
import { seedContacts } from './contacts.js';
import { DEMO_CLIENTS, DEMO_EMPLOYEES, DEMO_FIRM } from './demo-data.js';
import { seedDocumentDirectories } from './document-directories.js';
import { seedDocumentFillings } from './document-fillings.js';
import { seedDocuments } from './documents.js';
import { seedFirmForms } from './firm-forms.js';
import { seedFoiaRequests } from './foia-requests.js';
import { DEMO_IMMIGRATION } from './immigration-data.js';
import { seedInvoices } from './invoices.js';
import { seedSecondFactor } from './second-factor.js';
import { seedSentForms } from './sent-forms.js';
import { seedTeam } from './team.js';
import { seedTemplates } from './templates.js';
import { seedTimeEntries } from './time-entries.js';
import { seedWorkflows } from './workflows.js';

export const DEMO_PASSWORD = 'counsel-demo-2026';
const DAY = 24 * 60 * 60 * 1000;

/** Held while a server seeds, so servers starting together on an empty database (several hosts) seed it once. */
const SEED_LOCK = 0x73656564; // 'seed'

/** seedDemoFirm, one server at a time: the next finds the firm there and seeds nothing. */
export function seedDemoFirmOnce(services: DemoSeedServices & Pick<AppServices, 'database'>) {
  return holdingLock(services.database, SEED_LOCK, () => seedDemoFirm(services));
}

/**
 * What seeding uses: the database, the mailer (welcome and sent-form mails), the file storage, the server's
 * key (the enrolled member's authenticator secret is encrypted with it) and the public address (mailed links).
 */
export type DemoSeedServices = Pick<AppServices, 'db' | 'mailer' | 'storage' | 'secrets' | 'config'>;

/** Seeds the demo firm when the database is empty; answers the demo sign-in when the demo admin exists. */
export async function seedDemoFirm(services: DemoSeedServices): Promise<{ email: string } | null> {
  const { db, mailer, storage, secrets } = services;
  const { publicOrigin } = services.config;
  const admin = DEMO_EMPLOYEES[0]!;
  const [firms] = await db.select({ n: count() }).from(lawFirms);
  if ((firms?.n ?? 0) > 0) {
    const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${admin.email}`);
    return existing ? { email: admin.email } : null;
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const firmId = await db.transaction(async (tx) => {
    const planId = await ensureTrialPlan(tx);
    const [firm] = await tx
      .insert(lawFirms)
      .values({ ...DEMO_FIRM, planId, trialEndsAt: new Date(Date.now() + TRIAL_PLAN.trial_days * DAY) })
      .returning({ id: lawFirms.id });
    const lawFirmId = firm!.id;
    const staff = await tx
      .insert(users)
      .values(
        DEMO_EMPLOYEES.map((e) => ({
          lawFirmId,
          fullName: e.fullName,
          email: e.email,
          passwordHash,
          position: e.position,
          isAdmin: e.isAdmin,
          locale: e.locale,
          phoneNumber: e.phoneNumber,
          rules: defaultRulesFor(e.position),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const adminId = staff.find((member) => member.email === admin.email)?.id ?? null;
    for (const client of DEMO_CLIENTS) {
      const { cases: clientCases, ...fields } = client;
      const [row] = await tx
        .insert(clients)
        .values({ ...fields, ...DEMO_IMMIGRATION[fields.email], lawFirmId })
        .returning({ id: clients.id });
      if (clientCases.length === 0) continue;
      await tx.insert(cases).values(
        clientCases.map((c) => {
          const createdAt = new Date(Date.now() - c.daysAgo * DAY);
          return {
            lawFirmId,
            clientId: row!.id,
            title: c.title,
            description: c.description,
            status: c.status,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      );
    }
    await seedClients(tx, lawFirmId);
    await seedClientRecords(tx, lawFirmId);
    await seedContacts(tx, lawFirmId);
    await seedTeam(tx, lawFirmId);
    await seedSecondFactor(tx, lawFirmId, secrets);
    await seedCases(tx, lawFirmId);
    await seedFoiaRequests(tx, lawFirmId, DEMO_FIRM.timeZone);
    await seedCaseReceipts(tx, lawFirmId);
    await seedTimeEntries(tx, lawFirmId);
    await seedInvoices(tx, lawFirmId);
    await seedBanking(tx, lawFirmId);
    await seedDocuments(tx, lawFirmId, storage);
    await seedDocumentDirectories(tx, lawFirmId);
    await seedFirmForms(tx, lawFirmId, storage);
    await seedDocumentFillings(tx, lawFirmId);
    await seedWorkflows(tx, lawFirmId, adminId);
    await seedTemplates(tx, lawFirmId, adminId);
    await seedCaseWork(tx, lawFirmId);
    await seedCalendar(tx, lawFirmId);
    await recordAudit(tx, {
      lawFirmId,
      userId: null,
      action: 'firm.demo_seeded',
      entityType: 'law_firm',
      entityId: lawFirmId,
    });
    return lawFirmId;
  });

  // Sent forms go through the sending module, which keeps its own transactions (and mails the clients).
  const log = { error: (obj: unknown, msg?: string) => console.error(msg ?? 'demo sent forms', obj) };
  await seedSentForms({ db, mailer, storage, assetsDir: FORMS_ASSETS_DIR, publicOrigin, log }, firmId);

  const welcome = welcomeMailText(admin.fullName, DEMO_FIRM.name);
  await mailer.send({ lawFirmId: firmId, to: [admin.email], ...welcome });
  return { email: admin.email };
}
