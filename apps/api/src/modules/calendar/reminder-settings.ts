/** The caller's own reminder setting: minutes before an event, one of REMINDER_CHOICES (0 is off). */
import { type CalendarSettings, calendarSettingsSchema } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { found } from '../../platform/tenancy.js';
import * as repo from './reminder-repository.js';

export async function getCalendarSettings(db: Db, auth: AuthContext): Promise<CalendarSettings> {
  const minutes = found(await repo.reminderMinutes(db, auth.firm.id, auth.user.id), 'User');
  return calendarSettingsSchema.parse({ reminder_minutes: minutes });
}

export async function setCalendarSettings(
  db: Db,
  auth: AuthContext,
  input: CalendarSettings,
): Promise<CalendarSettings> {
  await repo.setReminderMinutes(db, auth.firm.id, auth.user.id, input.reminder_minutes);
  return input;
}
