import { eq } from 'drizzle-orm';
import { clients } from '../db/schema/index.js';
import { DEMO_PASSWORD, seedDemoFirm } from '../seed/demo.js';
import { createTestApp, type TestApp } from './app.js';
import { acceptTermsFor } from './firms.js';

export interface DemoApp {
  t: TestApp;
  /** The demo admin's access token. */
  token: string;
  lawFirmId: number;
}

/** A test app whose database holds the demo firm, with its admin signed in (for the seed's own tests), terms accepted. */
export async function createDemoApp(): Promise<DemoApp> {
  const t = await createTestApp();
  const demo = await seedDemoFirm(t.services);
  if (!demo) throw new Error('the demo firm was not seeded');
  const login = await t.call('POST', '/api/auth/login', { body: { email: demo.email, password: DEMO_PASSWORD } });
  if (login.status !== 200) throw new Error(`demo sign-in failed: ${login.status}`);
  // The demo admin has read the terms (a new demo firm's staff accept them on their first sign-in).
  await acceptTermsFor(t, login.body.user.law_firm_id, login.body.user.id);
  return { t, token: login.body.access_token, lawFirmId: login.body.user.law_firm_id };
}

/** The id of the demo client with this email address. */
export async function demoClientId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.services.db.select({ id: clients.id }).from(clients).where(eq(clients.email, email));
  if (!row) throw new Error(`no demo client ${email}`);
  return row.id;
}
