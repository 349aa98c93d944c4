import { describe, expect, it } from 'vitest';
import { type FoiaTolling, foiaClock, foiaResponseDue } from './foia-deadline.js';

interface Row {
  name: string;
  received: string;
  extension?: boolean;
  tollings?: FoiaTolling[];
  due: string;
}

// Each due day counted by hand against the calendar and OPM's observed holidays.
const TABLE: Row[] = [
  { name: 'plain: 20 working days, receipt day not counted', received: '2026-03-02', due: '2026-03-30' },
  { name: 'across Thanksgiving (26 Nov 2026)', received: '2026-11-16', due: '2026-12-15' },
  {
    name: 'extension across Thanksgiving and Christmas (Friday 25 Dec 2026)',
    received: '2026-11-16',
    extension: true,
    due: '2026-12-30',
  },
  {
    name: 'year end: Christmas on Saturday observed 24 Dec, New Year 2022 observed Friday 31 Dec 2021',
    received: '2021-12-15',
    due: '2022-01-14',
  },
  {
    name: 'year end with the extension, past Martin Luther King Jr. Day (17 Jan 2022)',
    received: '2021-12-15',
    extension: true,
    due: '2022-01-31',
  },
  {
    name: 'Sunday holiday: New Year 2023 observed Monday 2 Jan, then MLK Day 16 Jan',
    received: '2022-12-28',
    due: '2023-01-27',
  },
  { name: 'Saturday holiday: Independence Day 2026 observed Friday 3 July', received: '2026-06-29', due: '2026-07-28' },
  {
    name: 'received on a Saturday: the count starts on Monday',
    received: '2026-02-28',
    due: '2026-03-27',
  },
  {
    name: 'extension and two tollings, both ends of each stopped',
    received: '2026-03-02',
    extension: true,
    tollings: [
      { started_on: '2026-03-09', ended_on: '2026-03-12' },
      { started_on: '2026-03-23', ended_on: '2026-04-01' },
    ],
    due: '2026-04-29',
  },
  {
    name: 'two tollings given out of order',
    received: '2026-03-02',
    extension: true,
    tollings: [
      { started_on: '2026-03-23', ended_on: '2026-04-01' },
      { started_on: '2026-03-09', ended_on: '2026-03-12' },
    ],
    due: '2026-04-29',
  },
  {
    name: 'a tolling after the due day changes nothing',
    received: '2026-03-02',
    tollings: [{ started_on: '2026-04-06', ended_on: '2026-04-10' }],
    due: '2026-03-30',
  },
  {
    name: 'a tolling answered the day it was asked stops that one day',
    received: '2026-03-02',
    tollings: [{ started_on: '2026-03-10', ended_on: '2026-03-10' }],
    due: '2026-03-31',
  },
];

describe('FOIA response due (5 U.S.C. 552(a)(6))', () => {
  it.each(TABLE)('$name', (row) => {
    expect(
      foiaResponseDue({
        received_date: row.received,
        extension_taken: row.extension ?? false,
        tollings: row.tollings ?? [],
      }),
    ).toBe(row.due);
  });

  it('has no due day while a tolling waits on the requester, and says how many working days remain', () => {
    const input = {
      received_date: '2026-03-02',
      extension_taken: false,
      tollings: [{ started_on: '2026-03-09', ended_on: null }],
    };
    expect(foiaClock(input)).toEqual({ state: 'stopped', stopped_since: '2026-03-09', working_days_left: 16 });
    expect(foiaResponseDue(input)).toBeNull();
  });

  it('an open tolling after the due day leaves the due day standing', () => {
    expect(
      foiaResponseDue({
        received_date: '2026-03-02',
        extension_taken: false,
        tollings: [{ started_on: '2026-04-02', ended_on: null }],
      }),
    ).toBe('2026-03-30');
  });
});
