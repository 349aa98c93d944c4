import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { DEMO_TIME_ENTRIES } from '../../seed/time-entries-data.js';
import type { TestApp } from '../../test/app.js';
import { createDemoApp } from '../../test/demo.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('demo time entries', () => {
  it('gives the lawyers and paralegals default hourly rates', async () => {
    const staff = await t.services.db
      .select({ email: users.email, cents: users.defaultHourlyRateCents })
      .from(users)
      .where(eq(users.lawFirmId, lawFirmId));
    const rate = (email: string) => staff.find((s) => s.email === email)?.cents;
    expect(rate('demo@hamdanclarke.example')).toBe(39500);
    expect(rate('james@hamdanclarke.example')).toBe(35000);
    expect(rate('omar@hamdanclarke.example')).toBe(12500);
  });

  it('records about three weeks of past work, on weekdays in office hours in Houston, for clients', async () => {
    const res = await t.call('GET', `/api/time_entry/all/${lawFirmId}?page_size=100`, { token });
    expect(res.status).toBe(200);
    const entries = res.body.time_entries as Array<Record<string, unknown>>;
    expect(entries).toHaveLength(DEMO_TIME_ENTRIES.length);
    expect(entries.length).toBeGreaterThanOrEqual(25);
    const now = Date.now();
    for (const entry of entries) {
      const start = new Date(entry.start_time as string);
      expect(start.getTime(), entry.description as string).toBeLessThan(now);
      expect(start.getTime()).toBeGreaterThan(now - 25 * DAY);
      expect(entry.client_id).not.toBeNull();
      expect(entry.running).toBe(false);
      const local = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Chicago',
        weekday: 'short',
        hour: 'numeric',
        hourCycle: 'h23',
      }).formatToParts(start);
      const hour = Number(local.find((p) => p.type === 'hour')!.value);
      expect(['Sat', 'Sun']).not.toContain(local.find((p) => p.type === 'weekday')!.value);
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThan(18);
    }
    expect(new Set(entries.map((e) => e.user_id)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(entries.map((e) => e.client_id)).size).toBeGreaterThanOrEqual(6);
    expect(entries.some((e) => e.billable === false)).toBe(true);
    expect(entries.some((e) => /[\u0600-\u06FF]/.test(e.description as string))).toBe(true);
    expect(entries.some((e) => e.case_id === null)).toBe(true);
    expect(res.body.totals.amount).toBeGreaterThan(0);
  });
});
