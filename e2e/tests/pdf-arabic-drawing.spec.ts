/**
 * A PDF is a picture of paper: the viewer draws it the same in Arabic as in English. A canvas takes
 * its element's direction, and with the interface's right-to-left one pdf.js put every glyph at the
 * wrong end of its place ("Houston" lost its "H"). The filled form is opened in the English and the
 * Arabic viewer side by side and their page canvases compared pixel by pixel.
 */

import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';
import { filledFormPdf } from './sample-pdf';
import { expect, type Locator, type Page, test } from './test';

const TITLE = 'Filled I-130 address';

/** The page canvas in grey levels (one byte a pixel), once pdf.js has drawn text on it. */
async function drawnPage(pageView: Locator): Promise<Buffer> {
  const canvas = pageView.locator('canvas');
  const grey = () =>
    canvas.evaluate((element: HTMLCanvasElement) => {
      const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
      let text = '';
      for (let i = 0; i < data.length; i += 4) {
        text += String.fromCharCode(Math.round((data[i]! + data[i + 1]! + data[i + 2]!) / 3));
      }
      return btoa(text);
    });
  // Drawn when there is ink and two readings agree.
  let last = '';
  await expect
    .poll(async () => {
      const now = await grey();
      const inked = Buffer.from(now, 'base64').some((value) => value < 128);
      const settled = inked && now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return Buffer.from(last, 'base64');
}

async function openInViewer(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name: TITLE, exact: true }).click();
  const viewer = page.getByRole('dialog', { name: new RegExp(TITLE) });
  const pageView = viewer.getByTestId('pdf-page');
  // pdf.js's worker is a large first download on a busy machine.
  await expect(pageView.locator('canvas')).toBeVisible({ timeout: 60_000 });
  return pageView;
}

test('a filled form is drawn the same in the Arabic viewer as in the English one', async ({ page, request }) => {
  const headers = await demoAuthHeaders(request);
  const clientId = await demoClientId(request, headers, 'youssef.khatib');
  const cases = await (await request.get(`/api/client/${clientId}/cases/light`, { headers })).json();
  const caseOf = cases[0] as { id: number; title: string };
  await page.setViewportSize({ width: 1200, height: 900 });
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`/client/${clientId}/cases/${caseOf.id}`);

  const section = page.getByRole('region', { name: 'Documents' });
  await section.getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: `Upload a document to the case “${caseOf.title}”` });
  await upload.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await upload.getByLabel('File').setInputFiles({
    name: 'i-130-address.pdf',
    mimeType: 'application/pdf',
    buffer: await filledFormPdf([
      { label: 'Street Number and Name', value: '5810 Hillcroft Ave' },
      { label: 'City or Town', value: 'Houston' },
      { label: 'State', value: 'TX' },
    ]),
  });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();

  const english = await drawnPage(await openInViewer(page, `/client/${clientId}/cases/${caseOf.id}`));

  const arabicPage = await page.context().newPage();
  await arabicPage.setViewportSize({ width: 1200, height: 900 });
  const arabicView = await openInViewer(arabicPage, `/ar/client/${clientId}/cases/${caseOf.id}`);
  await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = await drawnPage(arabicView);

  expect(arabic.length).toBe(english.length);
  let different = 0;
  for (let i = 0; i < english.length; i += 1) {
    if (Math.abs(english[i]! - arabic[i]!) > 48) different += 1;
  }
  // Anti-aliasing may differ by a pixel here and there, never a glyph.
  expect(different / english.length).toBeLessThan(0.0005);
  // The viewer and its toolbar still follow the interface; the page itself is left to right.
  await expect(arabicView).toHaveAttribute('dir', 'ltr');
  await expect(arabicPage.getByRole('dialog', { name: new RegExp(TITLE) })).toHaveCSS('direction', 'rtl');
});
