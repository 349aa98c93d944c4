import { describe, expect, it } from 'vitest';
import { FOIA_MESSAGES, foiaDeadlinesQuery, foiaRequestBody } from './foia-requests.js';

const body = (overrides: Record<string, unknown> = {}) => ({
  agency: 'U.S. Citizenship and Immigration Services',
  request_number: 'COW2026000123',
  received_date: '2026-03-02',
  extension_taken: false,
  tollings: [],
  ...overrides,
});

/** The first message of each path a parse refused. */
function messages(input: unknown): Record<string, string> {
  const result = foiaRequestBody.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('FOIA request details', () => {
  it('takes a complete request, an empty tracking number as none', () => {
    expect(foiaRequestBody.parse(body({ request_number: ' ' }))).toMatchObject({ request_number: null });
  });

  it('refuses a missing agency, a day that does not exist and a day before the 20-day rule', () => {
    expect(messages(body({ agency: '  ' }))).toEqual({ agency: FOIA_MESSAGES.agencyRequired });
    expect(Object.keys(messages(body({ received_date: '2026-02-30' })))).toEqual(['received_date']);
    expect(messages(body({ received_date: '1997-10-01' }))).toEqual({ received_date: FOIA_MESSAGES.receivedTooEarly });
    expect(messages(body({ received_date: '1997-10-02' }))).toEqual({});
  });

  it('refuses a tolling that ends before it starts or starts before receipt', () => {
    expect(messages(body({ tollings: [{ started_on: '2026-03-10', ended_on: '2026-03-09' }] }))).toEqual({
      'tollings.0.ended_on': FOIA_MESSAGES.tollingEndsBeforeStart,
    });
    expect(messages(body({ tollings: [{ started_on: '2026-03-01', ended_on: null }] }))).toEqual({
      'tollings.0.started_on': FOIA_MESSAGES.tollingBeforeReceived,
    });
  });

  it('refuses overlapping tollings, a shared day and anything after an open one included', () => {
    const overlapping = [
      { started_on: '2026-03-16', ended_on: '2026-03-20' },
      { started_on: '2026-03-09', ended_on: '2026-03-16' },
    ];
    expect(messages(body({ tollings: overlapping }))).toEqual({
      'tollings.0.started_on': FOIA_MESSAGES.tollingsOverlap,
    });
    const afterOpen = [
      { started_on: '2026-03-09', ended_on: null },
      { started_on: '2026-04-09', ended_on: '2026-04-10' },
    ];
    expect(messages(body({ tollings: afterOpen }))).toEqual({ 'tollings.1.started_on': FOIA_MESSAGES.tollingsOverlap });
    const backToBack = [
      { started_on: '2026-03-09', ended_on: '2026-03-10' },
      { started_on: '2026-03-11', ended_on: null },
    ];
    expect(messages(body({ tollings: backToBack }))).toEqual({});
  });

  it('bounds the calendar window', () => {
    expect(foiaDeadlinesQuery.safeParse({ start: '2026-03-01', end: '2026-04-11' }).success).toBe(true);
    expect(foiaDeadlinesQuery.safeParse({ start: '2026-03-01', end: '2026-02-28' }).success).toBe(false);
    expect(foiaDeadlinesQuery.safeParse({ start: '2026-01-01', end: '2026-12-31' }).success).toBe(false);
  });
});
