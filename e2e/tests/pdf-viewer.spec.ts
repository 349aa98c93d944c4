/**
 * The PDF viewer end to end, from a case's Documents section: upload a PDF to the case, open it, search, highlight by dragging, save (a new
 * version with a real Highlight annotation), reopen and see it drawn by pdf.js; then an Arabic pass.
 * Both passes scan the open viewer with axe.
 */

import { axeFindings, describeFindings } from './axe';
import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';
import { samplePdf } from './sample-pdf';
import { expect, type Locator, type Page, test } from './test';

/** Whether the page's canvas shows highlighter yellow somewhere in the given share of its area. */
async function canvasHasYellow(pageView: Locator): Promise<boolean> {
  return pageView.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return false;
    const { data } = context.getImageData(0, 0, canvas.width, Math.floor(canvas.height / 3));
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 220 && g > 190 && b < 170) return true;
    }
    return false;
  });
}

/** The toolbar's layout: its height, and whether the search field shows its whole placeholder. */
async function toolbarLayout(viewer: Locator) {
  return viewer.getByRole('button', { name: /^(Zoom in|تكبير)/ }).evaluate((button) => {
    const toolbar = button.closest('[class*="_toolbar_"]')!;
    const search = toolbar.querySelector<HTMLInputElement>('input[placeholder]')!;
    const style = getComputedStyle(search);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const room =
      search.clientWidth - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd);
    return {
      height: toolbar.getBoundingClientRect().height,
      placeholderFits: context.measureText(search.placeholder).width <= room,
    };
  });
}

async function expectNoAxeFindings(page: Page, where: string) {
  const findings = await axeFindings(page, '[role="dialog"]');
  expect(describeFindings(where, findings)).toEqual([]);
}

test('annotate a PDF with a highlight, save it as a new version, and see it after reopening', async ({
  page,
  request,
}) => {
  // pdf.js's worker is a large first download on a busy machine.
  test.setTimeout(150_000);
  const headers = await demoAuthHeaders(request);
  const clientId = await demoClientId(request, headers, 'youssef.khatib');
  const cases = await (await request.get(`/api/client/${clientId}/cases/light`, { headers })).json();
  const caseOf = cases[0] as { id: number; title: string };
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`/client/${clientId}/cases/${caseOf.id}`);

  const section = page.getByRole('region', { name: 'Documents' });
  await section.getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: `Upload a document to the case “${caseOf.title}”` });
  await upload.getByRole('textbox', { name: 'Title' }).fill('Affidavit of support');
  await upload.getByLabel('File').setInputFiles({
    name: 'affidavit.pdf',
    mimeType: 'application/pdf',
    buffer: await samplePdf(['Affidavit of Support under Section 213A', 'Sponsor household size and income'], {
      size: 18,
      y: 700,
    }),
  });
  await expect(upload.getByRole('region', { name: 'Chosen file' })).toContainText('affidavit.pdf');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();

  // A click on the card opens it in the viewer.
  await section.getByRole('button', { name: 'Affidavit of support', exact: true }).click();
  const viewer = page.getByRole('dialog', { name: /Affidavit of support/ });
  const save = viewer.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-disabled', 'false', { timeout: 30_000 });
  await expect(viewer.getByText('Version 1')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Go to page 2' })).toBeVisible();

  // Search finds the text on page 2 and goes there.
  await viewer.getByRole('textbox', { name: 'Search in the document' }).fill('household');
  await expect(viewer.getByText('1 of 1')).toBeVisible();
  await expect(viewer.getByRole('group', { name: 'Page 2' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Go to page 1' }).click();
  await viewer.getByRole('textbox', { name: 'Search in the document' }).fill('');

  await expectNoAxeFindings(page, 'PDF viewer (en)');
  // The title keeps its space from the edge; the search field shows its whole placeholder.
  const titleGap = await viewer.evaluate((dialog) => {
    const title = dialog.querySelector('.mantine-Modal-title')!;
    return title.getBoundingClientRect().left - dialog.getBoundingClientRect().left;
  });
  expect(titleGap).toBeGreaterThanOrEqual(12);
  expect((await toolbarLayout(viewer)).placeholderFits).toBe(true);

  // Drag a highlight over the first line.
  await viewer.getByText('Highlight', { exact: true }).click();
  const pageView = viewer.getByRole('group', { name: 'Page 1' });
  const box = (await pageView.boundingBox())!;
  const scale = box.width / 612;
  const top = box.y + (792 - 722) * scale;
  await page.mouse.move(box.x + 66 * scale, top);
  await page.mouse.down();
  await page.mouse.move(box.x + 300 * scale, top + 12 * scale, { steps: 5 });
  await page.mouse.move(box.x + 420 * scale, top + 28 * scale, { steps: 5 });
  await page.mouse.up();

  await save.click();
  // The first save downloads pdf-lib and the note font.
  await expect(page.getByText('Document saved successfully')).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByText('Version 2')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'false', {
    timeout: 30_000,
  });
  const saved = viewer.getByRole('region', { name: 'Saved annotations on page 1' });
  await expect(saved).toContainText('Highlight');
  await expect(saved).toContainText('Layla');
  // pdf.js draws the saved annotation's appearance on the page itself.
  await expect.poll(() => canvasHasYellow(pageView)).toBe(true);

  const documents = await (await request.get(`/api/case/${caseOf.id}/documents`, { headers })).json();
  const document = documents.documents.find((d: { title: string }) => d.title === 'Affidavit of support');
  const versions = await (await request.get(`/api/document/${document.id}/versions`, { headers })).json();
  expect(versions.versions).toHaveLength(2);

  // Closing and opening again shows the saved highlight.
  await viewer.getByRole('button', { name: 'Close the viewer' }).click();
  await section.getByRole('button', { name: 'Actions for Affidavit of support' }).click();
  await page.getByRole('menuitem', { name: 'Open' }).click();
  await expect(viewer.getByText('Version 2')).toBeVisible();
  await expect(viewer.getByRole('region', { name: 'Saved annotations on page 1' })).toContainText('Highlight', {
    timeout: 30_000,
  });
  await expect.poll(() => canvasHasYellow(viewer.getByRole('group', { name: 'Page 1' }))).toBe(true);

  // Arabic: the same viewer, translated and mirrored.
  await page.goto(`/ar/client/${clientId}/cases/${caseOf.id}`);
  const arabicSection = page.getByRole('region', { name: 'المستندات' });
  await arabicSection.getByRole('button', { name: 'إجراءات Affidavit of support' }).click();
  await page.getByRole('menuitem', { name: 'فتح' }).click();
  const arabicViewer = page.getByRole('dialog', { name: /Affidavit of support/ });
  await expect(arabicViewer.getByRole('button', { name: 'حفظ' })).toHaveAttribute('aria-disabled', 'false', {
    timeout: 30_000,
  });
  await expect(arabicViewer.getByText('الإصدار 2')).toBeVisible();
  await expect(arabicViewer.getByRole('region', { name: 'التعليقات المحفوظة في الصفحة 1' })).toContainText('تظليل', {
    timeout: 30_000,
  });
  await expectNoAxeFindings(page, 'PDF viewer (ar)');
  expect((await toolbarLayout(arabicViewer)).placeholderFits).toBe(true);

  // On a phone the toolbar is one row that scrolls sideways, leaving the height to the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await toolbarLayout(arabicViewer)).height).toBeLessThan(64);
});
