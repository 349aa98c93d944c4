/**
 * Google Calendar through the API's own sandbox: connect in the consent popup, schedule a Google Calendar
 * meeting with a Meet link, open its page in the sandbox calendar and add an event there, which a sync
 * brings in read-only; edit and cancel the meeting, schedule an appointment; then the agenda in Arabic
 * on a phone.
 */

import {
  allowInConsentPopup,
  calendarOf,
  cancelMeeting,
  closeDetails,
  fillNewMeeting,
  pick,
  today,
} from './calendar-kit';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

const MEETING = 'Green card interview prep (Google)';
const MOVED = 'Green card interview prep (moved)';
const OUTSIDE = 'Dentist (booked in Google)';
const REQUEST_NUMBER = 'IOE0987654321';

test.describe
  .serial('Google Calendar (sandbox)', () => {
    // A long walk through the calendar, two popups and several dialogs on a shared machine.
    test.setTimeout(240_000);
    // A step that cannot happen fails at once rather than at the end of the whole walk.
    test.use({ actionTimeout: 20_000 });

    test('connect, a meeting in Google with Meet, an event from Google, edit, cancel, an appointment', async ({
      page,
    }) => {
      await signIn(page, DEMO);
      await expectDashboard(page, DEMO.firm);
      await page.goto('/client/calendar');
      const calendar = calendarOf(page);

      // Connect through the sandbox's consent popup; the sync that follows it says the calendar is up to date.
      await allowInConsentPopup(page, 'Connect Google Calendar', DEMO.email);
      await expect(page.getByRole('button', { name: 'Sync Google Calendar' })).toBeVisible();
      await expect(page.getByText('Google Calendar is up to date.').first()).toBeVisible();

      // A meeting in Google Calendar with a client and a contact.
      const form = await fillNewMeeting(page, { title: MEETING, time: '21:00', location: 'Google Calendar' });
      await pick(page, form.getByRole('combobox', { name: 'Contacts' }), 'Samir', /Samir Abboud/);
      await form.getByRole('button', { name: 'Schedule' }).click();
      await expect(page.getByText('The meeting was scheduled.')).toBeVisible();
      await expect(form).toBeHidden();

      // Its details: the Meet link, and its page in the sandbox calendar.
      await calendar.getByText(MEETING, { exact: true }).click();
      let details = page.getByRole('dialog', { name: MEETING });
      await expect(details.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute(
        'href',
        /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/,
      );
      await expect(details.getByText('Samir Abboud')).toBeVisible();
      await expect(details.getByText(/Maria.*Gonzalez/).first()).toBeVisible();
      const eventPageOpened = page.waitForEvent('popup');
      await details.getByRole('link', { name: 'Open in the calendar' }).click();
      const googlePage = await eventPageOpened;
      await expect(googlePage.getByRole('heading', { level: 1, name: MEETING })).toBeVisible();
      await expect(googlePage.getByText('Sandbox', { exact: true })).toBeVisible();
      await expect(googlePage.getByRole('link', { name: /^https:\/\/meet\.google\.com\// })).toBeVisible();

      // Someone adds an event in Google: after Sync, Counsel shows it, read-only.
      await googlePage.getByRole('textbox', { name: 'Title' }).fill(OUTSIDE);
      await googlePage.getByLabel('Start', { exact: true }).fill(`${today()}T22:00`);
      await googlePage.getByLabel('End', { exact: true }).fill(`${today()}T22:30`);
      await googlePage.getByRole('button', { name: 'Add event' }).click();
      await expect(googlePage.getByRole('heading', { level: 1, name: OUTSIDE })).toBeVisible();
      await googlePage.close();
      await closeDetails(details);
      await expect(calendar.getByText(OUTSIDE, { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Sync Google Calendar' }).click();
      await calendar.getByText(OUTSIDE, { exact: true }).click();
      const outside = page.getByRole('dialog', { name: OUTSIDE });
      await expect(outside.getByText('Imported from Google Calendar: edit it there.')).toBeVisible();
      await expect(outside.getByRole('button', { name: 'Close' })).toHaveCount(2);
      await expect(outside.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(outside.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
      await closeDetails(outside);

      // The Google meeting's title is edited, then the meeting is cancelled.
      await calendar.getByText(MEETING, { exact: true }).click();
      await page.getByRole('dialog', { name: MEETING }).getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Meeting' });
      await edit.getByRole('textbox', { name: 'Title' }).fill(MOVED);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The meeting was updated.')).toBeVisible();
      await expect(calendar.getByText(MEETING, { exact: true })).toHaveCount(0);
      await calendar.getByText(MOVED, { exact: true }).click();
      details = page.getByRole('dialog', { name: MOVED });
      await cancelMeeting(page, details);
      await expect(calendar.getByText(MOVED, { exact: true })).toHaveCount(0);

      // An appointment.
      await page.getByRole('button', { name: 'New event' }).click();
      await page.getByRole('dialog', { name: 'New event' }).getByRole('button', { name: 'Case Appointment' }).click();
      const appointment = page.getByRole('dialog', { name: 'Schedule Appointment' });
      await pick(page, appointment.getByRole('combobox', { name: 'Client' }), 'Gonzalez', /Maria.*Gonzalez/);
      await appointment.getByRole('textbox', { name: 'Legal case type' }).fill('Biometrics');
      await appointment.getByRole('textbox', { name: 'Request number' }).fill(REQUEST_NUMBER);
      await appointment.getByRole('textbox', { name: 'Date', exact: true }).fill(today());
      await appointment.getByRole('textbox', { name: 'Time', exact: true }).fill('20:00');
      await appointment.getByRole('textbox', { name: 'Address' }).fill('126 Northpoint Dr, Houston, TX 77060');
      await appointment.getByRole('button', { name: 'Schedule' }).click();
      await expect(page.getByText('The appointment was scheduled.')).toBeVisible();
      await expect(calendar.getByText(`Biometrics · ${REQUEST_NUMBER}`, { exact: true })).toBeVisible();
    });

    test('Arabic on a phone: the agenda', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, DEMO);
      await expectDashboard(page, DEMO.firm);
      await page.goto('/ar/client/calendar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'التقويم' })).toBeVisible();
      const calendar = page.getByRole('region', { name: 'تقويم الاجتماعات والمواعيد' });
      // Narrow screens get the week's agenda: a list of days, each a list of its events (with their times).
      const agenda = calendar.getByRole('list').first();
      await expect(agenda).toBeVisible();
      await expect(agenda.getByRole('button', { name: OUTSIDE })).toBeVisible();
      await expect(agenda.getByRole('button', { name: `Biometrics · ${REQUEST_NUMBER}` })).toBeVisible();
      await expect(agenda.getByRole('button', { name: MOVED })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'مزامنة تقويم جوجل' })).toBeVisible();
    });
  });
