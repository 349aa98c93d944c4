import { axeFindings, describeFindings } from './axe';
import { DEMO, expectDashboard, signIn } from './helpers';
import { samplePdf } from './sample-pdf';
import { expect, type Page, test } from './test';

async function uploadBlankForm(page: Page, title: string) {
  await page.getByRole('button', { name: 'Upload legal form' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload legal form' });
  // Text on the page and no AcroForm field: extraction finds nothing to fill.
  const pdf = await samplePdf(['Engagement letter', 'Signatures'], { size: 18, y: 720 });
  await upload.getByLabel('File').setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Forms' }).getByRole('button', { name: title, exact: true }),
  ).toBeVisible();
  await expect(upload).toHaveCount(0);
}

/** The Fields button beside one form's chip. */
function fieldsButton(page: Page, title: string, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) })
    .getByRole('button', { name, exact: true });
}

test('a firm form without fields: place a text field and a checkbox by clicking, save, see them extracted; Arabic at 390 px', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString().slice(-5);
  const title = `Engagement ${stamp}`;
  const arabicTitle = `Retainer ${stamp}`;

  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/forms/law-firm-forms');
  await uploadBlankForm(page, title);
  await uploadBlankForm(page, arabicTitle);

  await fieldsButton(page, title, 'Fields').click();
  const dialog = page.getByRole('dialog', { name: `Fields of ${title}` });
  await expect(dialog.getByText('This form has no fillable fields.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Place fields' }).click();
  const editor = page.getByRole('dialog', { name: `Place fields on ${title}` });
  const layer = editor.getByTestId('placement-layer');
  await expect(editor.getByRole('group', { name: 'Page 1 of the form' })).toBeVisible();

  // A text field by clicking on the page, then a checkbox below it.
  await layer.click({ position: { x: 60, y: 120 } });
  await editor.getByRole('textbox', { name: 'Label of the new Text field' }).fill('Client full name');
  await editor.getByRole('button', { name: 'Add field' }).click();
  await editor.getByRole('radio', { name: 'Checkbox' }).check();
  await layer.click({ position: { x: 60, y: 200 } });
  await editor.getByRole('textbox', { name: 'Label of the new Checkbox field' }).fill('I accept the terms');
  await editor.getByRole('button', { name: 'Add field' }).click();
  const placed = editor.getByRole('table', { name: 'Placed fields' });
  await expect(placed.getByRole('row')).toHaveCount(3);
  await expect(placed.getByRole('cell', { name: 'Client full name', exact: true })).toBeVisible();

  await editor.getByRole('button', { name: 'Save 2 fields' }).click();
  await expect(page.getByText('2 fields added to the form.')).toBeVisible();
  // The server reads the new version: the fields are real, with their labels and types.
  const fields = page.getByRole('dialog', { name: `Fields of ${title}` });
  await expect(fields.getByRole('textbox', { name: 'Label of field 1', exact: true })).toHaveValue('Client full name');
  await expect(fields.getByRole('combobox', { name: 'Type of field 1' })).toHaveValue('text');
  await expect(fields.getByRole('textbox', { name: 'Label of field 2', exact: true })).toHaveValue(
    'I accept the terms',
  );
  await expect(fields.getByRole('combobox', { name: 'Type of field 2' })).toHaveValue('checkbox');
  await fields.getByRole('button', { name: 'Close' }).click();

  // Arabic on a phone: the editor is right to left, the list goes under the page, and axe passes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/forms/law-firm-forms');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await fieldsButton(page, arabicTitle, 'الحقول').click();
  await page.getByRole('dialog').getByRole('button', { name: 'وضع الحقول' }).click();
  const arabic = page.getByRole('dialog', { name: `وضع الحقول على ${arabicTitle}` });
  const pageView = arabic.getByRole('group', { name: 'الصفحة 1 من النموذج' });
  await expect(pageView).toBeVisible();
  // Keyboard only: a date field by position.
  await arabic.getByRole('radio', { name: 'تاريخ' }).check();
  const byPosition = arabic.getByRole('form', { name: 'إضافة حقل حسب الموضع' });
  await byPosition.getByRole('textbox', { name: 'التسمية' }).fill('تاريخ البدء');
  await byPosition.getByRole('button', { name: 'إضافة حسب الموضع' }).press('Enter');
  await expect(arabic.getByRole('table', { name: 'الحقول الموضوعة' }).getByRole('row')).toHaveCount(2);
  const pageBox = (await pageView.boundingBox())!;
  const listBox = (await arabic.getByRole('table', { name: 'الحقول الموضوعة' }).boundingBox())!;
  expect(listBox.y).toBeGreaterThan(pageBox.y + pageBox.height - 1);
  expect(pageBox.width).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(describeFindings('placement editor (ar, 390 px)', await axeFindings(page, '[role="dialog"]'))).toEqual([]);
});
