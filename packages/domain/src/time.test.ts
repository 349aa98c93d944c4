import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  apiTime,
  centsToAmount,
  chargeTimeOf,
  createInvoiceAddress,
  createTimeEntryRequest,
  decodeInvoiceTimeEntries,
  encodeInvoiceTimeEntries,
  formatDuration,
  type TimeEntry,
  timeEntriesQuery,
  timeEntryToInvoiceLine,
  timeEntryTotalCents,
} from './time.js';

describe('timeEntryTotalCents', () => {
  it('is the rate times the hours', () => {
    expect(timeEntryTotalCents(30000, 3600)).toBe(30000);
    expect(timeEntryTotalCents(30000, 5400)).toBe(45000);
    expect(timeEntryTotalCents(27500, 900)).toBe(6875);
    expect(timeEntryTotalCents(30000, 0)).toBe(0);
  });

  it('rounds half a cent away from zero', () => {
    // 0.01 an hour for half an hour: 0.5 cent.
    expect(timeEntryTotalCents(1, 1800)).toBe(1);
    expect(timeEntryTotalCents(3, 1800)).toBe(2);
    // 100.50 an hour for a quarter hour: 2512.5 cents.
    expect(timeEntryTotalCents(10050, 900)).toBe(2513);
    expect(timeEntryTotalCents(-1, 1800)).toBe(-1);
    expect(timeEntryTotalCents(-10050, 900)).toBe(-2513);
  });

  it('rounds other fractions of a cent to the nearest cent', () => {
    // 333.33 an hour for one second: 9.259 cents.
    expect(timeEntryTotalCents(33333, 1)).toBe(9);
    // 125.00 an hour for 1 minute 7 seconds: 232.638… cents.
    expect(timeEntryTotalCents(12500, 67)).toBe(233);
    // 0.01 an hour for 1799 seconds: 0.4997 cent.
    expect(timeEntryTotalCents(1, 1799)).toBe(0);
  });
});

describe('amounts and cents', () => {
  it('converts both ways without float drift', () => {
    expect(amountToCents(123.45)).toBe(12345);
    expect(amountToCents(0.29)).toBe(29);
    expect(amountToCents(1234.56)).toBe(123456);
    expect(amountToCents(0.07)).toBe(7);
    expect(centsToAmount(12345)).toBe(123.45);
    expect(centsToAmount(1)).toBe(0.01);
  });
});

describe('formatDuration', () => {
  it('shows HH:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(86_399)).toBe('23:59:59');
  });

  it('lets the hours pass 99', () => {
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
    expect(formatDuration(1234 * 3600 + 5 * 60 + 6)).toBe('1234:05:06');
  });

  it('drops fractions of a second and shows nothing below zero', () => {
    expect(formatDuration(59.9)).toBe('00:00:59');
    expect(formatDuration(-5)).toBe('00:00:00');
  });
});

describe('apiTime', () => {
  const parse = (value: string) => apiTime.safeParse(value);

  it('keeps a time with Z, in ISO form', () => {
    expect(parse('2025-03-10T15:00:00Z').data).toBe('2025-03-10T15:00:00.000Z');
    expect(parse('2025-03-10T15:00:00.250z').data).toBe('2025-03-10T15:00:00.250Z');
  });

  it('takes a time without Z or offset as UTC, as the spec’s caller means it', () => {
    expect(parse('2025-03-10T15:00:00').data).toBe('2025-03-10T15:00:00.000Z');
    expect(parse('2025-03-10T15:00').data).toBe('2025-03-10T15:00:00.000Z');
    expect(parse('  2025-03-10T15:00:00.123  ').data).toBe('2025-03-10T15:00:00.123Z');
  });

  it('applies an offset, with or without its colon', () => {
    expect(parse('2025-03-10T15:00:00+02:00').data).toBe('2025-03-10T13:00:00.000Z');
    expect(parse('2025-03-10T15:00:00-0500').data).toBe('2025-03-10T20:00:00.000Z');
    expect(parse('2025-03-10T23:30:00-05:00').data).toBe('2025-03-11T04:30:00.000Z');
  });

  it.each([
    '',
    'yesterday',
    '2025-03-10',
    '10/03/2025 15:00',
    '2025-13-01T10:00:00Z',
    '2025-02-30T10:00:00Z',
    '2025-04-31T10:00:00',
    '2025-03-10T24:00:00Z',
    '2025-03-10T15:60:00Z',
    '2025-03-10T15:00:00+25:00',
    '2025-03-10T15:00:00Zjunk',
  ])('refuses %j', (value) => {
    const result = parse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid date and time');
  });

  it('accepts the 29th of February only in leap years', () => {
    expect(parse('2024-02-29T10:00:00Z').success).toBe(true);
    expect(parse('2025-02-29T10:00:00Z').success).toBe(false);
  });
});

describe('createTimeEntryRequest and timeEntriesQuery', () => {
  const times = { start_time: '2025-03-10T15:00:00Z', end_time: '2025-03-10T16:00:00Z' };

  it('accepts a timer start with nothing but the times', () => {
    expect(createTimeEntryRequest.safeParse({ ...times, running: true }).success).toBe(true);
  });

  it('refuses negative durations, negative rates and rates with more than two decimals', () => {
    expect(createTimeEntryRequest.safeParse({ ...times, duration: -1 }).success).toBe(false);
    expect(createTimeEntryRequest.safeParse({ ...times, hourly_rate: -0.01 }).success).toBe(false);
    expect(createTimeEntryRequest.safeParse({ ...times, hourly_rate: 10.005 }).success).toBe(false);
    expect(createTimeEntryRequest.safeParse({ ...times, hourly_rate: 10.05 }).success).toBe(true);
  });

  it('defaults the page size to 12 and reads booleans from text', () => {
    const query = timeEntriesQuery.parse({ billable: 'false', invoiced: 'true' });
    expect(query).toMatchObject({ page: 1, page_size: 12, billable: false, invoiced: true });
    expect(timeEntriesQuery.safeParse({ billable: 'yes' }).success).toBe(false);
  });
});

const entry = (id: number, clientId: number | null, extra: Partial<TimeEntry> = {}): TimeEntry => ({
  id,
  law_firm_id: 1,
  user_id: 2,
  employee_name: 'Nadia Rahman',
  client_id: clientId,
  client_name: clientId === null ? null : 'Maria Gomez',
  case_id: 7,
  case_name: 'Asylum application',
  description: 'Drafted the declaration',
  billable: true,
  invoiced: false,
  hourly_rate: 300,
  duration: 5400,
  start_time: '2025-03-10T15:00:00.000Z',
  end_time: '2025-03-10T16:30:00.000Z',
  running: false,
  dateRecorded: '2025-03-10',
  total: 450,
  created_at: '2025-03-10T16:30:00.000Z',
  ...extra,
});

describe('createInvoiceAddress', () => {
  it('needs entries of exactly one client', () => {
    expect(createInvoiceAddress([])).toBeNull();
    expect(createInvoiceAddress([entry(1, 5), entry(2, 6)])).toBeNull();
    expect(createInvoiceAddress([entry(1, null)])).toBeNull();
    expect(createInvoiceAddress([entry(1, 5), entry(2, null)])).toBeNull();
  });

  it('opens the client’s bill invoice with the entries as Expense lines that survive the round trip', () => {
    const entries = [
      entry(1, 5),
      entry(2, 5, {
        case_id: null,
        description: 'مراجعة مستندات التأشيرة & 100% + "quotes" #1',
        total: 137.5,
        dateRecorded: '2025-03-11',
      }),
      entry(3, 5, { description: null }),
    ];
    const address = createInvoiceAddress(entries);
    expect(address).not.toBeNull();
    const url = new URL(address!, 'https://counsel.example');
    expect(url.pathname).toBe('/client/5/invoices/create-invoice');
    expect(url.searchParams.get('type')).toBe('bill');
    expect(url.searchParams.get('from')).toBe('client');
    const lines = decodeInvoiceTimeEntries(url.searchParams.get('timeEntries'));
    expect(lines).toEqual(entries.map(timeEntryToInvoiceLine));
    expect(lines[1]).toEqual({
      time_entry_id: 2,
      description: 'مراجعة مستندات التأشيرة & 100% + "quotes" #1',
      amount: 137.5,
      date: '2025-03-11',
      type: 'Expense',
      is_time_entry: true,
      client_id: 5,
      case_id: null,
      // The invoice screen shows the entry's hours, rate and timekeeper on its line.
      time: { hours: 1.5, hourly_rate: '300.00', timekeeper: 'Nadia Rahman' },
    });
    expect(lines[2]!.description).toBe('');
  });
});

describe('chargeTimeOf', () => {
  it('gives hours to the hundredth, the rate with two decimals and the timekeeper', () => {
    expect(chargeTimeOf({ duration: 1000, hourly_rate: 275.5, employee_name: 'Omar Haddad' })).toEqual({
      hours: 0.28,
      hourly_rate: '275.50',
      timekeeper: 'Omar Haddad',
    });
  });
});

describe('decodeInvoiceTimeEntries', () => {
  it('gives no lines for a missing, malformed or wrongly shaped value', () => {
    expect(decodeInvoiceTimeEntries(null)).toEqual([]);
    expect(decodeInvoiceTimeEntries('')).toEqual([]);
    expect(decodeInvoiceTimeEntries('not json')).toEqual([]);
    expect(decodeInvoiceTimeEntries('{"time_entry_id":1}')).toEqual([]);
    expect(decodeInvoiceTimeEntries('[{"time_entry_id":1,"type":"Service"}]')).toEqual([]);
  });

  it('reads what encodeInvoiceTimeEntries wrote', () => {
    const lines = [timeEntryToInvoiceLine(entry(9, 4))];
    expect(decodeInvoiceTimeEntries(encodeInvoiceTimeEntries(lines))).toEqual(lines);
  });

  it('refuses to turn an entry without a client into a line', () => {
    expect(() => timeEntryToInvoiceLine(entry(1, null))).toThrow();
  });
});

describe('apiTime', () => {
  it('takes a real day and hour, with or without an offset', () => {
    expect(apiTime.parse('2025-01-31T23:59')).toBe('2025-01-31T23:59:00.000Z');
    expect(apiTime.parse('2025-12-01T10:00:00z')).toBe('2025-12-01T10:00:00.000Z');
    expect(apiTime.parse('2025-12-01T10:00:00+02:00')).toBe('2025-12-01T08:00:00.000Z');
    expect(apiTime.parse('2025-12-01T10:00:00-0300')).toBe('2025-12-01T13:00:00.000Z');
  });

  it.each([
    '2025-00-10T10:00',
    '2025-13-10T10:00',
    '2025-01-00T10:00',
    '2025-02-29T10:00',
    '2025-01-10T24:00',
    'x2025-01-10T10:00',
    '2025-01-10T10:0',
  ])('refuses %s', (value) => {
    expect(apiTime.safeParse(value).error?.issues[0]?.message).toBe('Invalid date and time');
  });
});

describe('decodeInvoiceTimeEntries', () => {
  it('reads nothing from an empty parameter', () => {
    expect(decodeInvoiceTimeEntries('')).toEqual([]);
    expect(decodeInvoiceTimeEntries(null)).toEqual([]);
  });
});
