/**
 * Microsoft 365 through the API's own sandbox: sign in through the Microsoft popup, schedule a Teams
 * meeting and see its Teams link, sync the Outlook calendar without the meeting showing twice, edit it
 * and cancel it; the calendar page with its Microsoft button passes axe in English and in Arabic.
 */

import { axeFindings, describeFindings } from './axe';
import { allowInConsentPopup, calendarOf, cancelMeeting, closeDetails, fillNewMeeting } from './calendar-kit';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

const MEETING = 'Asylum interview prep (Teams)';
const MOVED = 'Asylum interview prep (Teams, agenda)';

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
      await allowInConsentPopup(page, 'Connect Microsoft 365', 'Microsoft 365');
      await expect(page.getByText('Microsoft 365 is connected.').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sync Microsoft 365' })).toBeVisible();
      await expect(page.getByText('Your Outlook calendar is up to date.').first()).toBeVisible();

      // A Teams meeting with a client.
      const form = await fillNewMeeting(page, { title: MEETING, time: '21:30', location: 'Microsoft Teams' });
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
      await cancelMeeting(page, details);
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
