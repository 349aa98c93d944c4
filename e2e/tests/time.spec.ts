import { decodeInvoiceTimeEntries } from '@counsel/domain';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

const seconds = (hhmmss: string) => {
  const [h, m, s] = hhmmss.split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
};

test('a timer started, stopped and saved becomes a time entry; two entries of a client open the create-invoice address', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  await page.getByRole('button', { name: 'Start timer' }).click();
  const clock = page.getByRole('timer', { name: 'Running time' });
  await expect(clock).toHaveText(/^00:00:0[0-2]$/);
  await expect(clock).toHaveText(/^00:00:0[3-9]$/, { timeout: 8000 });
  await page.getByRole('button', { name: 'Stop timer' }).click();

  const record = page.getByRole('dialog', { name: 'Save your time record' });
  await expect(record).toBeVisible();
  expect(
    seconds(`00:00:${await record.getByRole('textbox', { name: 'Seconds' }).inputValue()}`),
  ).toBeGreaterThanOrEqual(3);
  // The record cannot be dismissed without saving or deleting it.
  await page.keyboard.press('Escape');
  await expect(record.getByRole('alert')).toContainText('must be saved or deleted');

  await record.getByRole('combobox', { name: 'Client' }).fill('Maria');
  await page.getByRole('option', { name: 'Maria Elena Gonzalez' }).click();
  await record.getByRole('combobox', { name: 'Case' }).click();
  await page.getByRole('option', { name: 'N-400 Naturalization' }).click();
  await record.getByRole('textbox', { name: 'Description' }).fill('Timed call about the N-400 interview');
  await record.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Time entry saved')).toBeVisible();
  await expect(record).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Time entries' }).click();
  await expect(page).toHaveURL(/\/time-entries$/);
  const filters = page.getByRole('group', { name: 'Filter time entries' });
  await filters.getByRole('combobox', { name: 'Client' }).fill('Gonzalez');
  await page.getByRole('option', { name: 'Maria Elena Gonzalez' }).click();

  // The newest entry heads the list: the timer's, with at least the three seconds waited.
  const table = page.getByRole('table');
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Layla Hamdan');
  await expect(newest).toContainText('N-400 Naturalization');
  const duration = await newest.getByText(/^\d{2}:\d{2}:\d{2}$/).textContent();
  expect(seconds(duration ?? '')).toBeGreaterThanOrEqual(3);
  await newest.getByText('Maria Elena Gonzalez').click();
  const details = page.getByRole('dialog', { name: 'Time record' });
  await expect(details).toContainText('Timed call about the N-400 interview');
  await details.getByRole('button', { name: 'Close', exact: true }).click();

  // Two entries of the one client, then Create Invoice.
  const boxes = table.getByRole('checkbox', { name: /^Select the time entry of/ });
  expect(await boxes.count()).toBeGreaterThanOrEqual(2);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  // The invoice screen reads timeEntries once and then takes it out of the address, so the address
  // is caught as it is navigated to rather than read afterwards.
  let opened: URL | null = null;
  await Promise.all([
    page.waitForURL((address) => {
      const hit =
        /\/client\/\d+\/invoices\/create-invoice$/.test(address.pathname) && address.searchParams.has('timeEntries');
      if (hit) opened = address;
      return hit;
    }),
    page.getByRole('button', { name: 'Create Invoice' }).click(),
  ]);
  const url = opened as unknown as URL;
  expect(url.searchParams.get('type')).toBe('bill');
  expect(url.searchParams.get('from')).toBe('client');
  const clientId = Number(/\/client\/(\d+)\//.exec(url.pathname)?.[1]);
  const lines = decodeInvoiceTimeEntries(url.searchParams.get('timeEntries'));
  expect(lines).toHaveLength(2);
  for (const line of lines) {
    expect(line).toMatchObject({ type: 'Expense', is_time_entry: true, client_id: clientId });
  }
  expect(new Set(lines.map((line) => line.time_entry_id)).size).toBe(2);
  expect(lines[0]?.description).toBe('Timed call about the N-400 interview');
});

test('the time entries page is also under the billing settings', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  // The address is kept, but the page search lists the time entries page once, under its own name.
  await page.goto('/settings/billing/time-entries');
  await expect(page.getByRole('heading', { level: 1, name: 'Time entries' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Totals' })).toBeVisible();
});
