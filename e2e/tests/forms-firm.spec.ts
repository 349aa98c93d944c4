import { axeFindings, describeFindings } from './axe';
import { DEMO, expectDashboard, signIn } from './helpers';
import { samplePdf } from './sample-pdf';
import { expect, type Page, test } from './test';

async function expectNoAxeFindings(page: Page, where: string, scope?: string) {
  const findings = await axeFindings(page, scope);
  expect(describeFindings(where, findings)).toEqual([]);
}

/** Opens each of the page's dialogs by its button, scans it with axe, and closes it. */
async function expectAccessibleDialogs(page: Page, where: string, openers: string[]) {
  for (const name of openers) {
    await page.getByRole('main').getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expectNoAxeFindings(page, `${where} dialog "${name}"`, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

test('law firm forms: make a folder, upload a PDF into it, view it and its fields, breadcrumb back, rename the folder; Arabic at 390 px', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString().slice(-5);
  const folderName = `Client packets ${stamp}`;
  const fileTitle = `Notice of appearance ${stamp}`;

  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/forms/law-firm-forms');
  await expect(page.getByRole('heading', { name: 'Law firm forms', level: 1 })).toBeVisible();
  const folders = page.getByRole('region', { name: 'Folders' });
  await expect(folders.getByRole('button', { name: 'Intake', exact: true })).toBeVisible();
  await expectNoAxeFindings(page, '/forms/law-firm-forms');
  await expectAccessibleDialogs(page, '/forms/law-firm-forms', ['Add directory', 'Upload legal form']);

  // Add a directory at the root.
  await page.getByRole('button', { name: 'Add directory' }).click();
  const add = page.getByRole('dialog', { name: 'Add directory' });
  await add.getByRole('textbox', { name: /Directory name/ }).fill(`  ${folderName} `);
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Directory created')).toBeVisible();

  // Open it: the breadcrumb ends with it, and it is empty.
  await folders.getByRole('button', { name: folderName, exact: true }).click();
  const crumbs = page.getByRole('navigation', { name: 'Where you are' });
  await expect(crumbs.getByRole('link', { name: folderName })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('This folder is empty.')).toBeVisible();

  // Upload a PDF without a title: the file name (without .pdf) becomes the title.
  await page.getByRole('button', { name: 'Upload legal form' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload legal form' });
  await expect(upload.getByText(`It goes into: /${folderName}`)).toBeVisible();
  const pdf = await samplePdf(['Notice of entry of appearance'], { size: 18, y: 700 });
  await upload.getByLabel('File').setInputFiles({ name: `${fileTitle}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Legal form uploaded')).toBeVisible();
  const chip = page.getByRole('region', { name: 'Forms' }).getByRole('button', { name: fileTitle, exact: true });
  await expect(chip).toHaveAttribute('title', fileTitle);
  await expect(chip).toContainText('Notice of appearance…');

  // It opens read-only in the viewer.
  await chip.click();
  const viewer = page.getByRole('dialog', { name: new RegExp(fileTitle) });
  await expect(viewer.getByRole('group', { name: 'Page 1' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Close the viewer' }).click();
  await expect(viewer).toHaveCount(0);

  // Fields reads the uploaded form on the server: this PDF has text but no fillable fields.
  await page.getByRole('region', { name: 'Forms' }).getByRole('button', { name: 'Fields', exact: true }).click();
  const fields = page.getByRole('dialog', { name: `Fields of ${fileTitle}` });
  await expect(fields.getByText('This form has no fillable fields.')).toBeVisible();
  await fields.getByRole('button', { name: 'Close' }).click();
  await expect(fields).toHaveCount(0);

  // The breadcrumb leads back to the library's root.
  await crumbs.getByRole('link', { name: 'Law Firm' }).click();
  await expect(crumbs.getByRole('link', { name: 'Law Firm' })).toHaveAttribute('aria-current', 'page');
  await expect(folders.getByRole('button', { name: folderName, exact: true })).toBeVisible();

  // Rename the folder from its action menu.
  const renamed = `Client bundles ${stamp}`;
  await folders.getByRole('button', { name: `Actions for ${folderName}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename directory' });
  await expect(rename.getByRole('textbox', { name: /Directory name/ })).toHaveValue(folderName);
  await expectNoAxeFindings(page, '/forms/law-firm-forms dialog "Rename directory"', '[role="dialog"]');
  await rename.getByRole('textbox', { name: /Directory name/ }).fill(renamed);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Directory renamed')).toBeVisible();
  await expect(folders.getByRole('button', { name: renamed, exact: true })).toBeVisible();
  await expect(folders.getByRole('button', { name: folderName, exact: true })).toHaveCount(0);

  // Arabic on a phone: right to left, fits 390 px, passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/forms/law-firm-forms');
  const heading = page.getByRole('heading', { name: 'نماذج المكتب', level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'نماذج العملاء', exact: true })).toBeVisible();
  // The heading starts at the right edge of the page.
  const box = (await heading.boundingBox())!;
  const end = await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().right;
  });
  expect(end).toBeGreaterThan(box.x + box.width - 2);
  expect(end).toBeGreaterThan(300);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeFindings(page, '/ar/forms/law-firm-forms');
  await expectAccessibleDialogs(page, '/ar/forms/law-firm-forms', ['إضافة مجلد', 'رفع نموذج قانوني']);
});
