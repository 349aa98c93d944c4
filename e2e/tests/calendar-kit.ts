/** What the calendar's end-to-end specs share: today's date, the calendar region, the details dialog, pickers. */
import { expect, type Locator, type Page } from './test';

/** Today as the browser's calendar sees it (the runner and Chromium share a time zone). */
export const today = () => new Date().toLocaleDateString('en-CA');

export const calendarOf = (page: Page) => page.getByRole('region', { name: 'Calendar of meetings and appointments' });

/** The details dialog's own Close button (the last one: the dialog's header has an × of that name too). */
export const closeDetails = (dialog: Locator) => dialog.getByRole('button', { name: 'Close' }).last().click();

/** Picks `option` from a select or multi-select after typing `search` into it. */
export async function pick(page: Page, field: Locator, search: string, option: string | RegExp) {
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option }).click();
  // A multi-select keeps its list open after a pick; leaving the field closes it.
  await field.press('Tab');
}

/** Opens the meeting form from New event and fills in a meeting today with Layla Hamdan and Maria Gonzalez. */
export async function fillNewMeeting(page: Page, meeting: { title: string; time: string; location: string }) {
  await page.getByRole('button', { name: 'New event' }).click();
  await page.getByRole('dialog', { name: 'New event' }).getByRole('button', { name: 'Client Meeting' }).click();
  const form = page.getByRole('dialog', { name: 'Schedule Meeting' });
  await form.getByRole('textbox', { name: 'Title' }).fill(meeting.title);
  await form.getByRole('textbox', { name: 'Start date' }).fill(today());
  await form.getByRole('textbox', { name: 'Time', exact: true }).fill(meeting.time);
  await form.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: meeting.location }).click();
  await pick(page, form.getByRole('combobox', { name: 'Employees' }), 'Layla', 'Layla Hamdan');
  await pick(page, form.getByRole('combobox', { name: 'Client' }), 'Gonzalez', /Maria.*Gonzalez/);
  return form;
}

/** Cancels the meeting its details dialog shows, through the confirmation. */
export async function cancelMeeting(page: Page, details: Locator) {
  await details.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this meeting?' })
    .getByRole('button', { name: 'Cancel event' })
    .click();
  await expect(page.getByText('The meeting was cancelled.')).toBeVisible();
}

/** Clicks `button`, and in the sandbox's consent popup it opens (showing `shown`) allows access; the popup closes. */
export async function allowInConsentPopup(page: Page, button: string, shown: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const consent = await popupOpened;
  await expect(consent.getByText('Sandbox', { exact: true })).toBeVisible();
  await expect(consent.getByText(shown).first()).toBeVisible();
  const consentClosed = consent.waitForEvent('close');
  await consent.getByRole('button', { name: 'Allow' }).click();
  await consentClosed;
}
