/**
 * Building a workflow from scratch: the chooser creates 'Untitled', the builder renames it, creates two
 * steps (one with an alternative path) and three tasks (one with a public form attached), reorders steps
 * by keyboard and tasks by drag, and the order survives a reload. Then the same builder in Arabic on a
 * phone.
 */

import { axeFindings, describeFindings } from './axe';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Locator, type Page, test } from './test';

const TITLE = `Asylum intake ${Date.now().toString(36)}`;
const FIRST_STEP = 'Prepare the asylum application';
const ALTERNATIVE = 'Defensive filing before the immigration court';
const SECOND_STEP = 'File with USCIS and track receipts';

async function expectNoAxeFindings(page: Page, where: string) {
  expect(describeFindings(where, await axeFindings(page))).toEqual([]);
}

/** The titles of the tasks listed under a step, in order. */
async function taskTitles(list: Locator): Promise<string[]> {
  // Each task's drag handle is named after it.
  const handles = await list.getByRole('button', { name: /^Move task / }).all();
  return Promise.all(
    handles.map(async (handle) => (await handle.getAttribute('aria-label'))?.replace('Move task ', '') ?? ''),
  );
}

async function createTask(
  dialog: Locator,
  page: Page,
  task: { title: string; duration: { Days?: string; Hours?: string }; form?: RegExp },
  intent: 'Save' | 'Save and continue',
) {
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(task.title);
  const duration = dialog.getByRole('group', { name: 'Duration' });
  for (const [part, value] of Object.entries(task.duration)) {
    await duration.getByRole('textbox', { name: part, exact: true }).fill(value);
  }
  await dialog.getByRole('combobox', { name: 'Participant type' }).click();
  await page.getByRole('option', { name: 'Petitioner' }).click();
  if (task.form) {
    await dialog.getByRole('combobox', { name: 'Attached forms' }).click();
    await page.getByRole('option', { name: task.form }).first().click();
    await page.keyboard.press('Escape');
  }
  await dialog.getByRole('textbox', { name: 'New instruction: title' }).fill('What to gather');
  await dialog.getByRole('textbox', { name: 'New instruction: description' }).fill('Passports and prior filings.');
  await dialog.getByRole('button', { name: 'Add instruction' }).click();
  await dialog.getByRole('button', { name: intent, exact: true }).click();
  await expect(page.getByText('Task saved').first()).toBeVisible();
}

test('build a workflow with steps, an alternative and tasks, reorder it and find the order after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/client/workflows');

  // The chooser: build your own creates 'Untitled' and opens its builder.
  await page.getByRole('button', { name: 'New workflow' }).click();
  const chooser = page.getByRole('dialog', { name: 'Create a workflow' });
  await chooser.getByRole('button', { name: 'Build your own' }).click();
  await expect(page).toHaveURL(/\/client\/workflows\/\d+\/workflow-builder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Untitled' })).toBeVisible();

  // Rename: a blank name is ignored, a real one is kept.
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  const titleBox = page.getByRole('textbox', { name: 'Workflow title' });
  await titleBox.fill('   ');
  await titleBox.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Untitled' })).toBeVisible();
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByRole('textbox', { name: 'Workflow title' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Workflow title' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  // The first step, with an alternative path; then the second step.
  await page.getByRole('button', { name: 'Create step' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create a step' });
  await dialog.getByRole('textbox', { name: 'Step title' }).fill(FIRST_STEP);
  await dialog.getByRole('button', { name: 'Add alternative' }).click();
  await dialog.getByRole('textbox', { name: 'Title of alternative 1' }).fill(ALTERNATIVE);
  await dialog.getByRole('button', { name: 'Create step' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `1. ${FIRST_STEP}` })).toBeVisible();
  await page.getByRole('button', { name: 'Create step' }).click();
  dialog = page.getByRole('dialog', { name: 'Create a step' });
  await dialog.getByRole('textbox', { name: 'Step title' }).fill(SECOND_STEP);
  await dialog.getByRole('button', { name: 'Create step' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `2. ${SECOND_STEP}` })).toBeVisible();
  await page.getByRole('button', { name: 'Expand all steps' }).click();
  await expect(page.getByText(`Alternative: ${ALTERNATIVE}`)).toBeVisible();

  // Two tasks in the first step (one with the G-28 attached, 'save and continue' between them), one in the second.
  await page.getByRole('button', { name: `Add task to ${FIRST_STEP}` }).click();
  dialog = page.getByRole('dialog', { name: `Tasks of “${FIRST_STEP}”` });
  await expect(dialog.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(describeFindings('the task selection dialog', await axeFindings(page, '[role="dialog"]'))).toEqual([]);
  await dialog.getByText('Create new task').click();
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  expect(describeFindings('the new task dialog', await axeFindings(page, '[role="dialog"]'))).toEqual([]);
  await createTask(
    dialog,
    page,
    { title: 'Draft the declaration', duration: { Days: '2' }, form: /^G-28/ },
    'Save and continue',
  );
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  await createTask(dialog, page, { title: 'Collect country reports', duration: { Days: '1' } }, 'Save');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Add task to ${SECOND_STEP}` }).click();
  dialog = page.getByRole('dialog', { name: `Tasks of “${SECOND_STEP}”` });
  await dialog.getByText('Create new task').click();
  await createTask(dialog, page, { title: 'Mail the package', duration: { Hours: '1' } }, 'Save');
  await expect(dialog).toBeHidden();

  const firstTasks = page.getByRole('list', { name: `Tasks of ${FIRST_STEP}` });
  await expect.poll(() => taskTitles(firstTasks)).toEqual(['Draft the declaration', 'Collect country reports']);
  await expect(firstTasks.getByRole('listitem').first()).toContainText('2 days');

  // Reorder steps by keyboard: the second step moves up.
  const stepHandle = page.getByRole('button', { name: `Move step ${SECOND_STEP}` });
  await stepHandle.focus();
  // Each key waits for the announcement of the one before, as a screen-reader user would hear it.
  const announcement = page.getByRole('status').filter({ hasText: SECOND_STEP });
  await page.keyboard.press('Space');
  // Picked up, then at once "over" its own place.
  await expect(announcement).toContainText('at position 2 of 2');
  await page.keyboard.press('ArrowUp');
  await expect(announcement).toContainText(`${SECOND_STEP} is at position 1 of 2`);
  await page.keyboard.press('Space');
  await expect(announcement).toContainText(`${SECOND_STEP} dropped at position 1 of 2`);
  await expect(page.getByRole('heading', { name: `1. ${SECOND_STEP}` })).toBeVisible();

  // Reorder tasks by drag: 'Collect country reports' goes above 'Draft the declaration'.
  const fromHandle = firstTasks.getByRole('button', { name: 'Move task Collect country reports', exact: true });
  const toHandle = firstTasks.getByRole('button', { name: 'Move task Draft the declaration', exact: true });
  await fromHandle.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const from = await fromHandle.boundingBox();
  const to = await toHandle.boundingBox();
  if (!from || !to) throw new Error('The task handles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => taskTitles(firstTasks)).toEqual(['Collect country reports', 'Draft the declaration']);
  await page.waitForLoadState('networkidle');

  // The order is stored: a reload shows it.
  await page.reload();
  await page.getByRole('button', { name: 'Expand all steps' }).click();
  await expect(page.getByRole('heading', { name: `1. ${SECOND_STEP}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `2. ${FIRST_STEP}` })).toBeVisible();
  await expect
    .poll(() => taskTitles(page.getByRole('list', { name: `Tasks of ${FIRST_STEP}` })))
    .toEqual(['Collect country reports', 'Draft the declaration']);
  await expectNoAxeFindings(page, 'the workflow builder');

  // The viewer shows the attached form.
  await page.getByRole('link', { name: 'View workflow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Expand all steps' }).click();
  const declaration = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Draft the declaration' }) });
  await expect(declaration.getByRole('list', { name: 'Forms' })).toContainText('G-28');

  // The same builder in Arabic on a phone.
  const builderPath = new URL(page.url()).pathname.replace(/^\/(en|ar)(?=\/)/, '');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar${builderPath}/workflow-builder`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expectNoAxeFindings(page, 'the workflow builder in Arabic at 390 px');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
