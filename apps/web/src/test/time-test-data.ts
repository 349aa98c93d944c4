/** Time entries, pages and a fake server for the time feature's component tests. */
import type { TimeEntriesPage, TimeEntry } from '@counsel/domain';
import { type FakeReply, fakeApi, type RecordedCall } from './fake-api';
import { makeMe } from './fixtures';

export const ME = makeMe();

export function makeEntry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    id: 101,
    law_firm_id: 3,
    user_id: 7,
    employee_name: 'Layla Haddad',
    client_id: 5,
    client_name: 'Maria Gonzalez',
    case_id: 21,
    case_name: 'I-130 petition',
    description: 'Reviewed the petition',
    billable: true,
    invoiced: false,
    hourly_rate: 250,
    duration: 5400,
    start_time: '2026-03-02T14:00:00.000Z',
    end_time: '2026-03-02T15:30:00.000Z',
    running: false,
    dateRecorded: '2026-03-02',
    total: 375,
    created_at: '2026-03-02T15:30:00.000Z',
    ...overrides,
  };
}

export function entriesPage(
  entries: TimeEntry[],
  extra: Partial<Omit<TimeEntriesPage, 'time_entries'>> = {},
): TimeEntriesPage {
  return {
    time_entries: entries,
    page: 1,
    page_size: 12,
    total: entries.length,
    totals: {
      count: entries.length,
      duration: entries.reduce((sum, entry) => sum + entry.duration, 0),
      amount: entries.reduce((sum, entry) => sum + entry.total, 0),
    },
    ...extra,
  };
}

export const CLIENTS = {
  clients: [
    {
      id: 5,
      first_name: 'Maria',
      middle_name: null,
      last_name: 'Gonzalez',
      gender: null,
      email: 'maria@example.com',
      phone_number: null,
      image: null,
      city: 'Houston',
      country: 'US',
      created_at: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 6,
      first_name: 'Ahmed',
      middle_name: null,
      last_name: 'Saleh',
      gender: null,
      email: null,
      phone_number: null,
      image: null,
      city: null,
      country: null,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  page: 1,
  page_size: 20,
  total: 2,
};

type Route = FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>);

/** The calls every signed-in page makes, plus the time feature's pickers; `routes` adds or overrides. */
export function serveTime(routes: Record<string, Route> = {}, me = ME) {
  return fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/time_entry/running': { body: { time_entries: [] } },
    'GET /api/law-firm/3/client': { body: CLIENTS },
    'GET /api/client/5/cases/light': {
      body: [
        { id: 21, title: 'I-130 petition' },
        { id: 22, title: 'Asylum application' },
      ],
    },
    'GET /api/client/6/cases/light': { body: [{ id: 31, title: 'Naturalization' }] },
    'GET /api/law-firm/employee/7': { body: { employee: { id: 7, default_hourly_rate: 300 } } },
    'GET /api/law-firm/users/light': {
      body: [
        { id: 7, full_name: 'Layla Haddad', image: null, email: 'layla@haddad-law.test', position: 'attorney' },
        { id: 8, full_name: 'Omar Haddad', image: null, email: 'omar@haddad-law.test', position: 'paralegal' },
      ],
    },
    ...routes,
  });
}
