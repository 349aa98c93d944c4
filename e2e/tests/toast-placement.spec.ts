/**
 * A toast never lies over what the user needs next: the open dialog's close button and the header's user menu (its
 * avatar), in English and in Arabic, where the header's ends swap.
 */

import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Locator, test } from './test';

const TEXTS = {
  en: { newFolder: 'New folder', name: 'Folder name', create: 'Create', close: 'Close' },
  ar: { newFolder: 'مجلد جديد', name: 'اسم المجلد', create: 'إنشاء', close: 'إغلاق' },
} as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element has no box');
  return found;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const lang of ['en', 'ar'] as const) {
  test(`a toast leaves the dialog's close button and the user menu uncovered (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, DEMO);
    await expectDashboard(page, DEMO.firm);
    await page.goto(`/${lang}/doc-management`);
    const texts = TEXTS[lang];

    // A folder of that name exists at the root: the refusal is a toast while the dialog stays open.
    await page.getByRole('main').getByRole('button', { name: texts.newFolder, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.newFolder });
    await dialog.getByRole('textbox', { name: texts.name }).fill('Immigration');
    await dialog.getByRole('button', { name: texts.create }).click();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toBeVisible();
    await expect(dialog).toBeVisible();

    const toastBox = await box(toast);
    expect(overlaps(toastBox, await box(dialog.getByRole('button', { name: texts.close })))).toBe(false);
    const userMenu = page.getByRole('banner').locator('button[aria-haspopup="menu"]').last();
    expect(overlaps(toastBox, await box(userMenu))).toBe(false);
    // The close button is reachable: a click lands on it, not on the toast.
    await dialog.getByRole('button', { name: texts.close }).click({ trial: true });
  });
}
