import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

/** The id of a demo client, asked of the API with the signed-in session. */
async function clientIdOf(page: Page, q: string): Promise<number> {
  return page.evaluate(async (search) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('counsel.accessToken')}` };
    const me = await (await fetch('/api/auth/me', { headers })).json();
    const response = await fetch(`/api/law-firm/${me.law_firm.id}/client?q=${encodeURIComponent(search)}`, { headers });
    return (await response.json()).clients[0].id as number;
  }, q);
}

test('family, employers and schools on a client profile', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`/client/${await clientIdOf(page, 'maria.gonzalez')}`);

  const family = page.getByRole('region', { name: 'Family' });
  await expect(family.getByText('Luis Alberto Gonzalez')).toBeVisible();
  await family.getByRole('button', { name: 'Add family contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add family contact' });
  const relationship = dialog.getByRole('combobox', { name: 'Relationship' });
  // Maria already has a spouse and a mother: those are taken, a father is not.
  await expect(relationship.getByRole('option', { name: 'Spouse' })).toBeDisabled();
  await expect(relationship.getByRole('option', { name: 'Mother' })).toBeDisabled();
  await relationship.selectOption('Father');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ernesto');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hernández');
  await dialog.getByRole('textbox', { name: 'Household income' }).fill('31000.25');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Family contact added.')).toBeVisible();
  await expect(family.getByText('Ernesto Hernández')).toBeVisible();
  await expect(family.getByText('Household income: $31,000.25')).toBeVisible();

  const employment = page.getByRole('region', { name: 'Employment' });
  await employment.getByRole('button', { name: 'Add employer' }).click();
  const employer = page.getByRole('dialog', { name: 'Add employer' });
  await employer.getByRole('button', { name: 'Save' }).click();
  await expect(employer.getByText('Company name is required.')).toBeVisible();
  await employer.getByRole('textbox', { name: 'Company name' }).fill('Texas Children’s Hospital');
  await employer.getByRole('checkbox', { name: 'Current employer' }).check();
  await employer.getByRole('button', { name: 'Save' }).click();
  await expect(employment.getByText('Texas Children’s Hospital')).toBeVisible();

  const education = page.getByRole('region', { name: 'Education' });
  await education.getByRole('button', { name: 'Actions for Universidad Autónoma de Nuevo León' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const school = page.getByRole('dialog', { name: 'Edit school' });
  await expect(school.getByRole('textbox', { name: 'School name' })).toHaveValue('Universidad Autónoma de Nuevo León');
  await school.getByRole('textbox', { name: 'Field of study' }).fill('Nursing and Midwifery');
  await school.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('School updated successfully.')).toBeVisible();
  await expect(education.getByText(/Nursing and Midwifery/)).toBeVisible();

  // After a reload everything is still there: it was saved, not just shown.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Family' }).getByText('Ernesto Hernández')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Employment' }).getByText('Texas Children’s Hospital')).toBeVisible();
});
