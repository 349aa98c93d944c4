import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

test('in Arabic, a client with an Arabic name and a picked address is added and shown', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/ar/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'العملاء' })).toBeVisible();
  // The demo clients are listed, Arabic names included.
  await expect(page.getByRole('link', { name: 'فتح أحمد خالد منصور' })).toBeVisible();

  await page.getByRole('button', { name: 'إضافة عميل مع العنوان' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة عميل' });
  await dialog.getByRole('textbox', { name: 'الاسم الأول' }).fill('سلمى');
  await dialog.getByRole('textbox', { name: 'الاسم الأوسط' }).fill('يوسف');
  await dialog.getByRole('textbox', { name: 'اسم العائلة' }).fill('العلي');
  await dialog.getByRole('combobox', { name: 'الجنس', exact: true }).click();
  await page.getByRole('option', { name: 'أنثى' }).click();
  await dialog.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('salma.alali@mail.example');
  await dialog.getByRole('textbox', { name: 'الهاتف' }).fill('7135550199');
  await dialog.getByRole('textbox', { name: 'الشارع' }).fill('شارع الملكة رانيا ١٢');

  // The country starts as the United States; picking Jordan empties the state and the city.
  const country = dialog.getByRole('combobox', { name: 'الدولة', exact: true });
  await expect(country).toHaveValue('الولايات المتحدة');
  await country.fill('الأردن');
  await page.getByRole('option', { name: 'الأردن' }).click();
  const state = dialog.getByRole('combobox', { name: 'الولاية' });
  await state.fill('Amm');
  await page.getByRole('option', { name: 'Amman' }).click();
  const city = dialog.getByRole('combobox', { name: 'المدينة' });
  await city.fill('Amman');
  await page.getByRole('option', { name: 'Amman', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'الرمز البريدي' }).fill('11181');
  await dialog.getByRole('button', { name: 'إضافة العميل' }).click();

  // The toast lives a few seconds: it is looked for first, while the new client's page is still loading.
  await expect(page.getByText('تمت إضافة سلمى يوسف العلي عميلًا.')).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/client\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'سلمى يوسف العلي' })).toBeVisible();
  const details = page.getByRole('region', { name: 'التفاصيل' });
  await expect(details).toContainText('أنثى');
  await expect(details).toContainText('الأردن');
  await expect(details).toContainText('Amman');
  await expect(details).toContainText('+1 713 555 0199');

  // The new client is found by the list's search.
  await page.goto('/ar/clients');
  await page.getByRole('searchbox', { name: 'البحث في العملاء' }).fill('سلمى');
  await expect(page.getByRole('link', { name: 'فتح أحمد خالد منصور' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'فتح سلمى يوسف العلي' })).toBeVisible();
  await expect(page.getByText('عميل واحد')).toBeVisible();
});
