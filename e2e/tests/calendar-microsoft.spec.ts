/**
 * Microsoft 365 through the API's own sandbox: sign in through the Microsoft popup, schedule a Teams
 * meeting and see its Teams link, sync the Outlook calendar without the meeting showing twice, edit it
 * and cancel it; the calendar page with its Microsoft button passes axe in English and in Arabic.
 */

import { axeFindings, describeFindings } from './axe';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Locator, type Page, test } from './test';

/** Today as the browser's calendar sees it (the runner and Chromium share a time zone). */
const today = () => new Date().toLocaleDateString('en-CA');
const MEETING = 'Asylum interview prep (Teams)';
const MOVED = 'Asylum interview prep (Teams, agenda)';

const calendarOf = (page: Page) => page.getByRole('region', { name: 'Calendar of meetings and appointments' });

/** The details dialog's own Close button (the last one: the dialog's header has an × of that name too). */
const closeDetails = (dialog: Locator) => dialog.getByRole('button', { name: 'Close' }).last().click();

/** Picks `option` from a select or multi-select after typing `search` into it. */
async function pick(page: Page, field: Locator, search: string, option: string | RegExp) {
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option }).click();
  await field.press('Tab');
}

test.describe
  .serial('Microsoft 365 (sandbox)', () => {
    test.setTimeout(240_000);
    test.use({ actionTimeout: 20_000 });

    test('sign in, a Teams meeting with its link, sync without duplicates, edit, cancel', async ({ page }) => {
      await signIn(page, DEMO);
      await expectDashboard(page, DEMO.firm);
      await page.goto('/client/calendar');
      const calendar = calendarOf(page);

      // The Microsoft sign-in popup: the sandbox's consent page; once allowed, Microsoft 365 is verified.
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Connect Microsoft 365' }).click();
      const consent = await popupOpened;
      await expect(consent.getByText('Sandbox', { exact: true })).toBeVisible();
      await expect(consent.getByText('Microsoft 365').first()).toBeVisible();
      const consentClosed = consent.waitForEvent('close');
      await consent.getByRole('button', { name: 'Allow' }).click();
      await consentClosed;
      await expect(page.getByText('Microsoft 365 is connected.').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sync Microsoft 365' })).toBeVisible();
      await expect(page.getByText('Your Outlook calendar is up to date.').first()).toBeVisible();

      // A Teams meeting with a client.
      await page.getByRole('button', { name: 'New event' }).click();
      await page.getByRole('dialog', { name: 'New event' }).getByRole('button', { name: 'Client Meeting' }).click();
      const form = page.getByRole('dialog', { name: 'Schedule Meeting' });
      await form.getByRole('textbox', { name: 'Title' }).fill(MEETING);
      await form.getByRole('textbox', { name: 'Start date' }).fill(today());
      await form.getByRole('textbox', { name: 'Time', exact: true }).fill('21:30');
      await form.getByRole('combobox', { name: 'Location' }).click();
      await page.getByRole('option', { name: 'Microsoft Teams' }).click();
      await pick(page, form.getByRole('combobox', { name: 'Employees' }), 'Layla', 'Layla Hamdan');
      await pick(page, form.getByRole('combobox', { name: 'Client' }), 'Gonzalez', /Maria.*Gonzalez/);
      await form.getByRole('button', { name: 'Schedule' }).click();
      await expect(page.getByText('The meeting was scheduled.')).toBeVisible();
      await expect(form).toBeHidden();

      // Its details: the Teams link.
      await calendar.getByText(MEETING, { exact: true }).click();
      let details = page.getByRole('dialog', { name: MEETING });
      await expect(details.getByText('Microsoft Teams', { exact: true })).toBeVisible();
      await expect(details.getByRole('link', { name: 'Join Microsoft Teams meeting' })).toHaveAttribute(
        'href',
        /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//,
      );
      await closeDetails(details);

      // The Outlook sync sees the meeting's own event: it is still shown once.
      await page.getByRole('button', { name: 'Sync Microsoft 365' }).click();
      await expect(page.getByText('Your Outlook calendar is up to date.').first()).toBeVisible();
      await expect(calendar.getByText(MEETING, { exact: true })).toHaveCount(1);

      // Edited, then cancelled.
      await calendar.getByText(MEETING, { exact: true }).click();
      await page.getByRole('dialog', { name: MEETING }).getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Meeting' });
      await expect(edit.getByRole('combobox', { name: 'Location' })).toHaveValue('Microsoft Teams');
      await edit.getByRole('textbox', { name: 'Title' }).fill(MOVED);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The meeting was updated.')).toBeVisible();
      await expect(calendar.getByText(MEETING, { exact: true })).toHaveCount(0);
      await calendar.getByText(MOVED, { exact: true }).click();
      details = page.getByRole('dialog', { name: MOVED });
      await expect(details.getByRole('link', { name: 'Join Microsoft Teams meeting' })).toBeVisible();
      await details.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Cancel this meeting?' })
        .getByRole('button', { name: 'Cancel event' })
        .click();
      await expect(page.getByText('The meeting was cancelled.')).toBeVisible();
      await expect(calendar.getByText(MOVED, { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Sync Microsoft 365' }).click();
      await expect(page.getByText('Your Outlook calendar is up to date.').first()).toBeVisible();
      await expect(calendar.getByText(MOVED, { exact: true })).toHaveCount(0);
    });

    for (const lang of ['en', 'ar'] as const) {
      test(`the calendar page with its Microsoft button passes axe (${lang})`, async ({ page }) => {
        await signIn(page, DEMO);
        await expectDashboard(page, DEMO.firm);
        await page.goto(lang === 'ar' ? '/ar/client/calendar' : '/client/calendar');
        const sync = lang === 'ar' ? 'مزامنة مايكروسوفت 365' : 'Sync Microsoft 365';
        await expect(page.getByRole('button', { name: sync })).toBeVisible();
        const findings = await axeFindings(page);
        expect(describeFindings(`calendar (${lang})`, findings)).toEqual([]);
      });
    }
  });
