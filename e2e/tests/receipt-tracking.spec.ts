/**
 * Tracking a USCIS receipt over time: the sandbox moves a demo case on (its interview is followed by an
 * approval), the daily re-check is run at once through the sandbox's hook, and the change is there for staff
 * (the dashboard's week of changes, the timeline in the scanner's row, in English and Arabic) and for the
 * case's client (the demo's portal account) in the portal, in Arabic at a phone's 390 px.
 */
import { axeFindings, describeFindings } from './axe';
import { DEMO, demoAuthHeaders, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

const RECEIPT = 'MSC2290123456';
/** The demo firm's portal client, whose I-485 case the receipt is on. */
const PORTAL_CLIENT = { email: 'ahmed.mansour@mail.example', password: 'counsel-portal-2026' };

test('a change found by the daily re-check shows in the receipt’s history and in the client’s portal', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const headers = await demoAuthHeaders(request);

  // USCIS (the sandbox) approves the case; the re-check runs now instead of later today.
  const advanced = await request.post(`/api/sandbox/uscis/cases/${RECEIPT}/advance`, { headers });
  expect(advanced.ok(), await advanced.text()).toBe(true);
  expect((await advanced.json()).status).toBe('Case Was Approved');
  const rechecked = await request.post('/api/sandbox/uscis/recheck', { headers });
  expect(rechecked.ok(), await rechecked.text()).toBe(true);
  expect((await rechecked.json()).changed).toBeGreaterThanOrEqual(1);

  // Staff: the dashboard counts the week's change and links to the list of them.
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  const week = page.getByRole('region', { name: 'Status changes this week' });
  await expect(week).toContainText(RECEIPT);
  await week.getByRole('link', { name: /^See the/ }).click();
  await expect(page).toHaveURL(/\/receipt-scanner\/scanner\?changed_days=7/);
  await expect(page.getByText('Changed in the last 7 days')).toBeVisible();

  // The row's history: the approval on top, found by the daily check, USCIS's text as sent.
  const row = page.getByRole('row', { name: new RegExp(RECEIPT) });
  await row.getByRole('button', { name: `Status history: ${RECEIPT}` }).click();
  const timeline = page.getByRole('list', { name: `Status history: ${RECEIPT}` });
  const newest = timeline.getByRole('listitem').first();
  await expect(newest).toContainText('Approved');
  await expect(newest).toContainText('Case Was Approved');
  await expect(newest).toContainText('by the daily check');
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  expect(describeFindings('the scanner with a receipt’s history', await axeFindings(page))).toEqual([]);

  await page.goto(`/ar/receipt-scanner/scanner?changed_days=7`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arRow = page.getByRole('row', { name: new RegExp(RECEIPT) });
  await arRow.getByRole('button', { name: `سجل الحالة: ${RECEIPT}` }).click();
  const arTimeline = page.getByRole('list', { name: `سجل الحالة: ${RECEIPT}` });
  await expect(arTimeline.getByRole('listitem').first()).toContainText('تمت الموافقة');
  expect(describeFindings('the scanner with a receipt’s history in Arabic', await axeFindings(page))).toEqual([]);

  // The case's client (the demo's portal account, which speaks Arabic) on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await phone.newPage();
  const signedIn = await client.request.post('/api/portal/sign-in', { data: PORTAL_CLIENT });
  expect(signedIn.ok(), 'the demo portal client signs in').toBe(true);
  await client.goto('/ar/portal/forms');
  await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
  await client.getByRole('navigation', { name: 'أقسام البوابة' }).getByRole('link', { name: 'قضايا USCIS' }).click();
  await expect(client).toHaveURL(/\/ar\/portal\/receipts/);
  await expect(client.getByRole('heading', { level: 1, name: 'قضاياك لدى USCIS' })).toBeVisible();
  const card = client.getByRole('listitem').filter({ hasText: RECEIPT }).first();
  await expect(card).toContainText('تمت الموافقة');
  // USCIS's own text stays in English, as sent.
  const sent = card.getByText(/we approved your Form I-485/);
  await expect(sent).toHaveAttribute('lang', 'en');
  const overflow = await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(describeFindings('the portal’s USCIS cases in Arabic at 390 px', await axeFindings(client))).toEqual([]);
  await phone.close();
});
