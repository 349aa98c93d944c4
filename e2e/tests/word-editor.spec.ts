/**
 * The Word editor end to end: a demo .docx opens full screen, is edited (typed text made bold with the
 * toolbar), saved as a new version, and the downloaded file holds the edit (read back with mammoth).
 * Then the same in Arabic, with the Arabic demo declaration. axe checks the open editor in both.
 */
import { readFile } from 'node:fs/promises';
import mammoth from 'mammoth';
import { axeFindings, describeFindings } from './axe';
import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';
import { expect, type Locator, type Page, test } from './test';

const EDITOR = 'section[role="dialog"]';

// Each test loads the editor's chunk, converts, saves and downloads twice over: slow on a shared machine.
test.slow();

/** Types a new last paragraph and makes it bold with the toolbar's button. */
async function appendBold(page: Page, editor: ReturnType<Page['getByRole']>, text: string, boldName: string) {
  const content = editor.getByRole('textbox');
  await content.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
  await page.keyboard.press('Shift+Home');
  const bold = editor.getByRole('button', { name: boldName, exact: true });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(content.locator('strong', { hasText: text })).toBeVisible();
}

/** Opens the card's menu (again if the list was still coming back when clicked) and downloads. */
async function downloadedHtml(page: Page, actions: Locator, menuName: string): Promise<{ name: string; html: string }> {
  const item = page.getByRole('menuitem', { name: menuName });
  await expect(async () => {
    await actions.click();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass();
  const downloading = page.waitForEvent('download');
  await item.click();
  const download = await downloading;
  const buffer = await readFile(await download.path());
  return { name: download.suggestedFilename(), html: (await mammoth.convertToHtml({ buffer })).value };
}

test('edit the demo engagement letter, save it as a new version and download it', async ({ page, request }) => {
  const headers = await demoAuthHeaders(request);
  const clientId = await demoClientId(request, headers, 'maria');
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`/client/${clientId}`);
  await page.getByRole('button', { name: 'Documents' }).click();

  const list = page.getByRole('dialog', { name: /^General documents of Maria/ });
  await list.getByRole('button', { name: 'Actions for Engagement letter' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();

  const editor = page.getByRole('dialog', { name: 'Engagement letter' });
  const save = editor.getByRole('button', { name: 'Save' });
  // The editor's chunk (TipTap, mammoth, docx) and the file load first; the shared CI machine can be slow.
  await expect(editor.getByRole('heading', { level: 1, name: 'Engagement Letter' })).toBeVisible({ timeout: 30_000 });
  await expect(save).toBeEnabled();
  await expect(editor.getByRole('cell', { name: 'I-140 petition' })).toBeVisible();
  expect(describeFindings('Word editor (en)', await axeFindings(page, EDITOR))).toEqual([]);

  await appendBold(page, editor, 'Signed in Houston on behalf of the firm', 'Bold');
  await save.click();
  await expect(page.getByText('Document saved successfully')).toBeVisible();

  await editor.getByRole('button', { name: 'Close the editor' }).click();
  await expect(list).toBeVisible();
  const { name, html } = await downloadedHtml(
    page,
    list.getByRole('button', { name: 'Actions for Engagement letter' }),
    'Download',
  );
  expect(name).toBe('engagement-letter.docx');
  expect(html).toContain('<strong>Signed in Houston on behalf of the firm</strong>');
  expect(html).toContain('<h1>Engagement Letter</h1>');
  expect(html).toContain('I-140 petition');

  // The first version is kept beside the new one.
  const documents = (await (await request.get(`/api/client/${clientId}/general-documents`, { headers })).json())
    .documents as { id: number; title: string; version: number }[];
  const letter = documents.find((document) => document.title === 'Engagement letter')!;
  expect(letter.version).toBe(2);
  const versions = (await (await request.get(`/api/document/${letter.id}/versions`, { headers })).json()).versions;
  expect(versions).toHaveLength(2);
});

test('in Arabic: the declaration opens right to left, is edited and saved', async ({ page, request }) => {
  const clientId = await demoClientId(request, await demoAuthHeaders(request), 'ahmed');
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`/ar/client/${clientId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'المستندات' }).click();

  const list = page.getByRole('dialog', { name: /^المستندات العامة لـ/ });
  await list.getByRole('button', { name: 'إجراءات إقرار خطي' }).click();
  await page.getByRole('menuitem', { name: 'تعديل' }).click();

  const editor = page.getByRole('dialog', { name: 'إقرار خطي' });
  await expect(editor.getByRole('heading', { level: 1, name: 'إقرار خطي' })).toBeVisible({ timeout: 30_000 });
  await expect(editor.getByRole('button', { name: 'حفظ' })).toBeEnabled();
  // Each paragraph takes its direction from its text: the Arabic ones run right to left.
  const paragraph = editor.getByRole('textbox').locator('p').first();
  await expect(paragraph).toHaveAttribute('dir', 'auto');
  expect(await paragraph.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  expect(describeFindings('Word editor (ar)', await axeFindings(page, EDITOR))).toEqual([]);

  await appendBold(page, editor, 'حُرّر في هيوستن', 'غامق');
  await editor.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم حفظ المستند بنجاح')).toBeVisible();

  await editor.getByRole('button', { name: 'إغلاق المحرر' }).click();
  await expect(list).toBeVisible();
  const { html } = await downloadedHtml(page, list.getByRole('button', { name: 'إجراءات إقرار خطي' }), 'تنزيل');
  expect(html).toContain('<strong>حُرّر في هيوستن</strong>');
  expect(html).toContain('أحمد خالد منصور');
});
