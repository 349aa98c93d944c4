import { axeFindings, describeFindings } from './axe';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

test('a FOIA case opened from the cases page shows on the client’s profile', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cases' }).click();
  await expect(page).toHaveURL(/\/client\/cases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();

  await page.getByRole('button', { name: 'New FOIA case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add FOIA case' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Case title' }).fill('FOIA Request: CBP Entry Records');
  await expect(create).toBeDisabled();
  // Search by email, in another case than it is stored.
  await dialog.getByRole('searchbox', { name: 'Search clients' }).fill('WEI.CHEN@');
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await dialog.getByRole('radio', { name: /Wei Chen/ }).check();
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('The FOIA case was created.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new case heads the list; its row opens the case profile.
  const title = page.getByRole('link', { name: 'FOIA Request: CBP Entry Records' });
  await title.click();
  await expect(page).toHaveURL(/\/client\/\d+\/cases\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FOIA Request: CBP Entry Records' })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  // The client card leads to the client's profile, whose cases section lists the new case.
  await page.getByRole('link', { name: 'Wei Chen' }).click();
  await expect(page).toHaveURL(/\/client\/\d+$/);
  const section = page.getByRole('region', { name: 'Cases' });
  await expect(section.getByRole('link', { name: 'FOIA Request: CBP Entry Records' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'EB-2 National Interest Waiver (I-140)' })).toBeVisible();
});

test('a FOIA request’s details give its response due date, refuse bad dates, and pass the accessibility scan', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cases' }).click();
  await page.getByRole('link', { name: 'FOIA Request: USCIS A-File' }).click();
  const panel = page.getByRole('form', { name: 'FOIA request' });
  await expect(page.getByText(/^Response due /)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Agency', exact: true })).toHaveValue(
    /U\.S\. Citizenship and Immigration Services/,
  );

  // An answer that comes back before the agency asked is refused, and nothing is saved.
  const end = panel.getByRole('textbox', { name: 'Tolling 1: answer received on' });
  const start = panel.getByRole('textbox', { name: 'Tolling 1: agency asked on' });
  const startText = await start.inputValue();
  await end.click();
  await end.fill('');
  await end.fill('2026-01-02');
  await end.press('Tab');
  await panel.getByRole('button', { name: 'Save FOIA request' }).click();
  await expect(panel.getByText('The answer cannot come back before the agency asked')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'FOIA request' }).getByRole('textbox', { name: 'Tolling 1: agency asked on' }),
  ).toHaveValue(startText);

  for (const lang of ['en', 'ar'] as const) {
    if (lang === 'ar') await page.goto(`/ar${new URL(page.url()).pathname.replace(/^\/en(?=\/)/, '')}`);
    await expect(
      page.getByRole('form', { name: lang === 'ar' ? 'طلب قانون حرية المعلومات (FOIA)' : 'FOIA request' }),
    ).toBeVisible();
    const findings = await axeFindings(page);
    expect(describeFindings(`FOIA case (${lang})`, findings)).toEqual([]);
  }
});
