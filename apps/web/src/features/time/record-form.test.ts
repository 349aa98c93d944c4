import { describe, expect, it } from 'vitest';
import { makeEntry } from '../../test/time-test-data';
import {
  carryDuration,
  durationOf,
  localDay,
  type RecordFormValues,
  recordDefaults,
  recordRequest,
  validateRecord,
} from './record-form';

const NOW = new Date(2026, 2, 10, 16, 0, 0).getTime();
const values = (overrides: Partial<RecordFormValues> = {}): RecordFormValues => ({
  client_id: 5,
  case_id: 21,
  hourly_rate: 250,
  hours: 1,
  minutes: 30,
  seconds: 0,
  billable: true,
  description: ' Drafted the cover letter ',
  date: localDay(NOW),
  ...overrides,
});

describe('time record form', () => {
  it('starts from the entry, or from the employee’s default rate for a new one', () => {
    expect(recordDefaults(makeEntry({ duration: 3725 }), 300, NOW)).toMatchObject({
      client_id: 5,
      case_id: 21,
      hourly_rate: 250,
      hours: 1,
      minutes: 2,
      seconds: 5,
    });
    expect(recordDefaults(null, 300, NOW)).toMatchObject({
      client_id: null,
      hourly_rate: 300,
      hours: 0,
      billable: true,
    });
  });

  it('requires a client and checks the rate and each part of the duration', () => {
    expect(validateRecord(values(), false)).toEqual({});
    expect(validateRecord(values({ client_id: null }), false)).toEqual({ client_id: 'record.errors.clientRequired' });
    expect(validateRecord(values({ hourly_rate: 10.555 }), false)).toEqual({ hourly_rate: 'record.errors.rate' });
    expect(validateRecord(values({ hourly_rate: '' }), false)).toEqual({ hourly_rate: 'record.errors.rate' });
    expect(validateRecord(values({ hourly_rate: 100_001 }), false)).toEqual({ hourly_rate: 'record.errors.rate' });
    expect(validateRecord(values({ minutes: 60 }), false)).toEqual({ hours: 'record.errors.durationParts' });
    expect(validateRecord(values({ seconds: 1.5 }), false)).toEqual({ hours: 'record.errors.durationParts' });
    expect(validateRecord(values({ hours: 24, minutes: 0, seconds: 1 }), false)).toEqual({
      hours: 'record.errors.durationTooLong',
    });
    expect(validateRecord(values({ date: '' }), true)).toEqual({ date: 'record.errors.dateRequired' });
  });

  it('reads empty duration parts as zero', () => {
    expect(durationOf({ hours: '', minutes: 5, seconds: '' })).toBe(300);
  });

  it('saves an existing entry with its own start and end, and the edited duration', () => {
    const entry = makeEntry();
    expect(recordRequest(values({ hours: 2, minutes: 0 }), entry, NOW)).toEqual({
      client_id: 5,
      case_id: 21,
      description: 'Drafted the cover letter',
      billable: true,
      invoiced: false,
      hourly_rate: 250,
      duration: 7200,
      start_time: entry.start_time,
      end_time: entry.end_time,
      running: false,
    });
  });

  it('places an entry added by hand: today ends now, another day starts at 9:00 that day', () => {
    const today = recordRequest(values(), null, NOW);
    expect(today.end_time).toBe(new Date(NOW).toISOString());
    expect(today.start_time).toBe(new Date(NOW - 5400_000).toISOString());
    const earlier = recordRequest(values({ date: '2026-03-04', description: '' }), null, NOW);
    expect(earlier.start_time).toBe(new Date(2026, 2, 4, 9, 0, 0).toISOString());
    expect(earlier.end_time).toBe(new Date(2026, 2, 4, 10, 30, 0).toISOString());
    expect(earlier.description).toBeNull();
  });

  it('refuses a duration of zero and carries minutes and seconds above 59', () => {
    expect(validateRecord(values({ hours: 0, minutes: 0, seconds: '' }), false)).toEqual({
      hours: 'record.errors.durationZero',
    });
    expect(carryDuration({ hours: 1, minutes: 75, seconds: 90 })).toEqual({ hours: 2, minutes: 16, seconds: 30 });
    expect(carryDuration({ hours: '', minutes: 45, seconds: 0 })).toBeNull();
    expect(carryDuration({ hours: 0, minutes: 1.5, seconds: 0 })).toBeNull();
  });
});
