import { readFile } from 'node:fs/promises';
import { pdfjsLines } from '../../packages/invoice-document/src/test/pdfjs';
import { DEMO, expectDashboard, signIn } from './helpers';
import { type APIRequestContext, expect, test } from './test';

const NEW_NAME = 'Hamdan Clarke & Partners';
const NEW_STREET = '1200 Smith Street, Suite 900';
/** Typed as a person would, in the firm's own country (the demo firm is in the United States). */
const NEW_PHONE = '7135550199';

async function asDemo(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const me = await (await request.get('/api/auth/me', { headers })).json();
  return { headers, firm: me.law_firm };
}

test('the firm profile an admin edits is what the invoice PDF prints: name, formatted phone and address', async ({
  page,
  request,
}) => {
  // Rendering the PDF in the browser and reading it back with pdf.js is the slow part.
  test.setTimeout(180_000);
  const { headers, firm } = await asDemo(request);
  const { id, ...profile } = firm;
  try {
    await signIn(page, DEMO);
    await expectDashboard(page, DEMO.firm);
    await page.goto('/settings/settings-profile');
    const details = page.getByRole('region', { name: 'Firm details' });
    await expect(details.getByRole('textbox', { name: 'Firm name' })).toHaveValue(DEMO.firm);
    await details.getByRole('textbox', { name: 'Firm name' }).fill(NEW_NAME);
    await details.getByRole('textbox', { name: /^Phone/ }).fill(NEW_PHONE);
    await details.getByRole('textbox', { name: 'Street' }).fill(NEW_STREET);
    await details.getByRole('button', { name: 'Save firm details' }).click();
    await expect(page.getByText('Firm details saved')).toBeVisible();

    await page.goto('/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const action = page.getByRole('button', { name: /^Preview invoice / }).first();
    await action.click();
    const dialog = page.getByRole('dialog', { name: 'Invoice preview' });
    const article = dialog.getByRole('article', { name: 'Invoice preview' });
    await expect(article).toContainText(NEW_NAME);
    await expect(article).toContainText('(713) 555-0199');
    const downloading = page.waitForEvent('download', { timeout: 120_000 });
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const bytes = await readFile(await (await downloading).path());

    const text = (await pdfjsLines(bytes, 'ltr')).join('\n');
    expect(text).toContain(NEW_NAME);
    expect(text).toContain('(713) 555-0199');
    expect(text).not.toContain('+17135550199');
    expect(text).toContain(NEW_STREET);
  } finally {
    // The demo firm as it was, for the suites that follow.
    const restored = await request.put(`/api/law-firm/${id}/profile`, { headers, data: profile });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
