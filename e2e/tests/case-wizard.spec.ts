/**
 * A case built from a public workflow through the three-step wizard, for an organisation whose primary contact
 * is a client; then its tasks: an alternative path chosen, a task started and finished; the case closed as
 * a downloaded ZIP whose manifest is read; and the same case in Arabic on a phone.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { DEMO, demoAuthHeaders, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

/** One entry of a ZIP file, read with yauzl. */
function zipEntry(file: string, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (err, stream?: Readable) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in the archive`)));
      zip.readEntry();
    });
  });
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a case from a workflow: the wizard, a path chosen, a task started and finished, in English and Arabic', async ({
  page,
  request,
}) => {
  const headers = await demoAuthHeaders(request);
  const contacts = await (
    await request.get('/api/contacts', { headers, params: { details: 'false', q: 'Maria Elena' } })
  ).json();
  const maria = contacts.contacts.find(
    (c: { related_entity_type: string | null }) => c.related_entity_type === 'client',
  );
  const trust = await request.post('/api/contacts', {
    headers,
    data: {
      name: 'Gonzalez Family Holdings',
      contact_type: 'company',
      email: 'office@gonzalezholdings.example',
      phone_number: '+17135550190',
      current_address: { country: { id: 'US', name: 'United States' }, city: { id: null, name: 'Houston' } },
    },
  });
  expect(trust.status()).toBe(201);
  const trustId = (await trust.json()).id;
  const primary = await request.put(`/api/contacts/${trustId}/primary-contact`, {
    headers,
    data: { primary_contact_id: maria.id },
  });
  expect(primary.ok()).toBe(true);

  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/client/cases');
  await page.getByRole('button', { name: 'New case' }).click();
  const wizard = page.getByRole('dialog', { name: 'New case' });
  const next = wizard.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await wizard.getByRole('textbox', { name: 'Title' }).fill('Naturalization through the family holding');
  await wizard.getByRole('combobox', { name: 'Contact' }).fill('Gonzalez Family');
  await page.getByRole('option', { name: /Gonzalez Family Holdings/ }).click();
  await choose(page, wizard, 'Workflow', 'Naturalization (N-400)');
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: a team lead is required; each participant type goes to someone.
  await next.click();
  await expect(wizard.getByText('Assign a team lead before proceeding.')).toBeVisible();
  await choose(page, wizard, 'Team leads', 'Layla Hamdan');
  await page.keyboard.press('Escape');
  for (const type of ['Attorney', 'Client', 'Legal assistant', 'Paralegal']) {
    await choose(page, wizard, type, 'Layla Hamdan');
  }
  await next.click();

  // Step 3: the preview lists every task, alternatives included, and searches them.
  await wizard.getByRole('searchbox', { name: 'Search tasks' }).fill('retest');
  await expect(wizard.getByText(/Alternative: Continued case/).first()).toBeVisible();
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The case was created.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Naturalization through the family holding' }),
  ).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  const tasks = page.getByRole('region', { name: 'Tasks' });
  // An empty bar has no width: it is there, not visible.
  await expect(tasks.getByRole('progressbar', { name: /^0 of \d+ tasks done$/ })).toHaveCount(1);

  // The interview step has an alternative: the case takes it.
  const paths = tasks.getByRole('radiogroup', { name: 'Which path does this case take?' });
  await paths.getByRole('radio', { name: /Continued case: retest or additional evidence/ }).check();
  await tasks.getByRole('button', { name: 'Choose this path' }).click();
  await expect(page.getByText('The path was chosen.')).toBeVisible();
  await expect(tasks.getByText('Skipped path: Naturalization interview')).toBeVisible();

  // The first task: started (the case is now in progress), then done.
  const first = tasks.getByRole('listitem', { name: 'Compute the earliest filing date' });
  await first.getByRole('button', { name: 'Start' }).click();
  await expect(first.getByText('In progress', { exact: true })).toBeVisible();
  await expect(page.getByText('In progress', { exact: true }).first()).toBeVisible();
  await first.getByRole('button', { name: 'Mark done' }).click();
  await expect(first.getByText(/done by Layla Hamdan/)).toBeVisible();
  await expect(tasks.getByRole('progressbar', { name: /^1 of \d+ tasks done$/ })).toBeVisible();
  const url = page.url();

  // Closing: a ZIP, downloaded; its manifest lists the report. The case is closed from then on.
  await page.getByRole('button', { name: 'Close case' }).click();
  const closing = page.getByRole('dialog', { name: 'Close the case' });
  await closing.getByRole('radio', { name: /ZIP archive/ }).click();
  await closing.getByRole('button', { name: 'Next' }).click();
  await closing.getByRole('radio', { name: /^Download/ }).click();
  const downloading = page.waitForEvent('download');
  await closing.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^Case closure files \d{4}-\d{2}-\d{2} Naturalization through the family holding\.zip$/,
  );
  const manifest = JSON.parse((await zipEntry(await download.path(), 'manifest.json')).toString('utf8'));
  expect(manifest.case.title).toBe('Naturalization through the family holding');
  expect(manifest.files[0]).toMatchObject({ kind: 'report', path: expect.stringMatching(/^report\/.+\.pdf$/) });
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen case' })).toBeVisible();

  // The same case in Arabic on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url.replace(/\/client\//, '/ar/client/'));
  const arabic = page.getByRole('region', { name: 'المهام' });
  await expect(arabic.getByRole('progressbar', { name: /^أُنجزت 1 من \d+ مهمة$/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'إعادة فتح القضية' })).toBeVisible();
  // A step that is not at work is folded; opened, it shows the path the case does not take.
  const interview = arabic.getByRole('region', { name: /^الخطوة 6:/ });
  await interview.getByRole('button', { name: /^عرض/ }).click();
  await expect(interview.getByText('مسار متجاوز: Naturalization interview')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('arabic-phone.png'), fullPage: true });
});
