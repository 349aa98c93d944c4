/**
 * The demo firm's time: each lawyer's and paralegal's default hourly rate, and about three weeks of
 * recorded work on the demo clients' matters (in 6-minute steps, as lawyers bill), during office hours
 * in Houston. Dates are relative to the day of seeding so the time entries page always looks current.
 * Runs inside the demo seed's transaction, after the cases seed.
 */
import { dayIn } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cases, clients, timeEntries, users } from '../db/schema/index.js';
import { DEMO_FIRM } from './demo-data.js';
import { DEMO_TIME_ENTRIES, RATES } from './time-entries-data.js';

/** The firm's weekday `workdaysAgo + 1` weekdays before the day of `now`, as [year, month, day]. */
function workday(timeZone: string, now: Date, workdaysAgo: number): [number, number, number] {
  const parts = dayIn(timeZone, now).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
  const isWeekend = () => day.getUTCDay() === 0 || day.getUTCDay() === 6;
  let left = workdaysAgo + 1;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (!isWeekend()) left--;
  }
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
}

/** The instant at which the wall clock in `timeZone` shows the given day and time. */
function wallTime(timeZone: string, [year, month, day]: [number, number, number], hhmm: string): Date {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const shown = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(instant));
    const part = (type: string) => Number(shown.find((p) => p.type === type)!.value);
    return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - instant;
  };
  // Office hours are never in a daylight-saving gap, so one correction is enough.
  return new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc)));
}

export async function seedTimeEntries(tx: DbOrTx, lawFirmId: number, now = new Date()): Promise<void> {
  const staff = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.lawFirmId, lawFirmId));
  const userIdByEmail = new Map(staff.map((user) => [user.email, user.id]));
  for (const [email, cents] of Object.entries(RATES)) {
    await tx
      .update(users)
      .set({ defaultHourlyRateCents: cents })
      .where(and(eq(users.lawFirmId, lawFirmId), eq(users.email, email)));
  }
  const caseRows = await tx
    .select({ id: cases.id, title: cases.title, clientId: cases.clientId })
    .from(cases)
    .where(eq(cases.lawFirmId, lawFirmId));
  const caseByTitle = new Map(caseRows.map((row) => [row.title, row]));
  const clientRows = await tx
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(eq(clients.lawFirmId, lawFirmId));
  const clientIdByEmail = new Map(clientRows.map((row) => [row.email, row.id]));

  const rows: Array<typeof timeEntries.$inferInsert> = [];
  for (const entry of DEMO_TIME_ENTRIES) {
    const userId = userIdByEmail.get(entry.who);
    const theCase = entry.caseTitle ? caseByTitle.get(entry.caseTitle) : undefined;
    const clientId = theCase?.clientId ?? (entry.clientEmail ? clientIdByEmail.get(entry.clientEmail) : undefined);
    // A name that matches nothing is a mistake in this file: fail loudly rather than seed less.
    if (userId === undefined || clientId === undefined) throw new Error(`demo time entry: ${entry.description}`);
    const startTime = wallTime(DEMO_FIRM.timeZone, workday(DEMO_FIRM.timeZone, now, entry.workdaysAgo), entry.at);
    const durationSeconds = entry.minutes * 60;
    rows.push({
      lawFirmId,
      userId,
      clientId,
      caseId: theCase?.id ?? null,
      description: entry.description,
      billable: entry.billable ?? true,
      hourlyRateCents: entry.rateCents ?? RATES[entry.who] ?? 0,
      durationSeconds,
      startTime,
      endTime: new Date(startTime.getTime() + durationSeconds * 1000),
      createdAt: new Date(startTime.getTime() + durationSeconds * 1000),
      updatedAt: new Date(startTime.getTime() + durationSeconds * 1000),
    });
  }
  if (rows.length > 0) await tx.insert(timeEntries).values(rows);
}
