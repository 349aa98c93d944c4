import { FOIA_MESSAGES, type FoiaRequest, INVALID_DATE_MESSAGE } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../locales/i18n';
import { caseProfile } from '../../../test/cases-test-data';
import { fakeApi } from '../../../test/fake-api';
import { makeMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { renderInApp } from '../../../test/render-in-app';
import { FoiaRequestSection } from './FoiaRequestSection';
import { foiaMessage } from './foia-form';

const EDITOR = [{ subject: 'cases' as const, action: 'update' as const }];
const READER = [{ subject: 'cases' as const, action: 'read' as const }];

function saved(overrides: Partial<FoiaRequest> = {}): FoiaRequest {
  return {
    case_id: 55,
    agency: 'U.S. Citizenship and Immigration Services',
    request_number: 'COW2026000123',
    received_date: '2026-11-16',
    extension_taken: false,
    tollings: [],
    response_due: '2026-12-15',
    clock_stopped_since: null,
    updated_at: '2026-11-17T15:00:00Z',
    ...overrides,
  };
}

const EMPTY: FoiaRequest = {
  ...saved(),
  agency: null,
  request_number: null,
  received_date: null,
  response_due: null,
  updated_at: null,
};

/** Noon on a day in the firm's zone (America/New_York in the fixtures). */
const at = (day: string) => vi.setSystemTime(new Date(`${day}T17:00:00Z`));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-12-10');
});
afterEach(() => vi.useRealTimers());

describe('FOIA request panel', () => {
  it('counts the working days left to the due day, weekends not counted', async () => {
    fakeApi({ 'GET /api/foia-cases/55': { body: saved() } });
    renderInApp(<FoiaRequestSection caseId={55} />, READER);
    // Thursday 10 Dec → Tuesday 15 Dec: Friday, Monday, Tuesday.
    expect(await screen.findByText('Response due Dec 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('3 working days left')).toBeInTheDocument();
  });

  it('says when the day has passed, in working days', async () => {
    at('2026-12-17');
    fakeApi({ 'GET /api/foia-cases/55': { body: saved() } });
    renderInApp(<FoiaRequestSection caseId={55} />, READER);
    expect(await screen.findByText('Overdue by 2 working days')).toBeInTheDocument();
  });

  it('says the clock is stopped while a tolling waits on the requester', async () => {
    fakeApi({
      'GET /api/foia-cases/55': {
        body: saved({
          response_due: null,
          clock_stopped_since: '2026-11-20',
          tollings: [{ started_on: '2026-11-20', ended_on: null }],
        }),
      },
    });
    renderInApp(<FoiaRequestSection caseId={55} />, READER);
    expect(await screen.findByText(/The clock is stopped since Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/Response due/)).not.toBeInTheDocument();
  });

  it('lets a reader read but not save', async () => {
    fakeApi({ 'GET /api/foia-cases/55': { body: saved() } });
    renderInApp(<FoiaRequestSection caseId={55} />, READER);
    expect(await screen.findByRole('textbox', { name: /Agency/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save FOIA request' })).not.toBeInTheDocument();
  });

  it('saves the details with a waiting tolling as one without an answer day', async () => {
    const server = fakeApi({
      'GET /api/foia-cases/55': { body: EMPTY },
      'PUT /api/foia-cases/55': (call) => ({
        body: saved({ ...(call.body as object), response_due: null, clock_stopped_since: '2026-11-20' }),
      }),
    });
    const { user } = renderInApp(<FoiaRequestSection caseId={55} />, EDITOR);
    expect(await screen.findByText(/to see the response due date/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Agency/ }), 'U.S. Customs and Border Protection');
    await user.type(screen.getByRole('textbox', { name: /Request \(tracking\) number/ }), 'CBP-2026-0456');
    await user.type(screen.getByRole('textbox', { name: /Received by the agency/ }), '2026-11-16');
    await user.click(screen.getByRole('checkbox', { name: /Extension for unusual circumstances/ }));
    await user.click(screen.getByRole('button', { name: 'Add a tolling period' }));
    await user.type(screen.getByRole('textbox', { name: /Tolling 1: agency asked on/ }), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Save FOIA request' }));
    await waitFor(() => expect(server.calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      agency: 'U.S. Customs and Border Protection',
      request_number: 'CBP-2026-0456',
      received_date: '2026-11-16',
      extension_taken: true,
      tollings: [{ started_on: '2026-11-20', ended_on: null }],
    });
    expect(await screen.findByText(/The clock is stopped since/)).toBeInTheDocument();
  });

  it('refuses a tolling answered before it was asked, sending nothing', async () => {
    const server = fakeApi({ 'GET /api/foia-cases/55': { body: saved() } });
    const { user } = renderInApp(<FoiaRequestSection caseId={55} />, EDITOR);
    await user.click(await screen.findByRole('button', { name: 'Add a tolling period' }));
    await user.type(screen.getByRole('textbox', { name: /Tolling 1: agency asked on/ }), '2026-11-24');
    await user.type(screen.getByRole('textbox', { name: /Tolling 1: answer received on/ }), '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Save FOIA request' }));
    expect(await screen.findByText('The answer cannot come back before the agency asked')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s field refusal under its field', async () => {
    fakeApi({
      'GET /api/foia-cases/55': { body: saved() },
      'PUT /api/foia-cases/55': {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Some fields are invalid.',
          fields: { received_date: 'This day has not come yet' },
        },
      },
    });
    const { user } = renderInApp(<FoiaRequestSection caseId={55} />, EDITOR);
    await user.click(await screen.findByRole('button', { name: 'Save FOIA request' }));
    const field = screen.getByRole('textbox', { name: /Received by the agency/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This day has not come yet/));
    const form = screen.getByRole('form', { name: 'FOIA request' });
    expect(within(form).getByText('This day has not come yet')).toBeInTheDocument();
  });
});

describe('FOIA messages', () => {
  it('reads the domain’s and the server’s English messages in Arabic, others as they came', () => {
    const ar = i18n.getFixedT('ar');
    expect(foiaMessage(ar, FOIA_MESSAGES.inFuture)).toBe('هذا اليوم لم يأتِ بعد');
    expect(foiaMessage(ar, FOIA_MESSAGES.tollingsOverlap)).toBe(
      'لا يجوز أن تتداخل فترات الإيقاف: تبدأ هذه الفترة قبل انتهاء الفترة السابقة',
    );
    expect(foiaMessage(ar, INVALID_DATE_MESSAGE)).toBe('أدخل تاريخًا صحيحًا');
    expect(foiaMessage(ar, 'Something else')).toBe('Something else');
  });
});

describe('the case page', () => {
  it('shows the FOIA request panel on a FOIA case only', async () => {
    vi.useRealTimers();
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: READER }) },
      'GET /api/case/55': { body: caseProfile({ case_type: 'FOIA', title: 'FOIA: USCIS A-File' }) },
      'GET /api/case/56': { body: caseProfile({ id: 56 }) },
      'GET /api/foia-cases/55': { body: saved() },
    });
    renderApp('/client/101/cases/55');
    expect(await screen.findByRole('heading', { level: 2, name: 'FOIA request' })).toBeInTheDocument();
    expect(await screen.findByText('Response due Dec 15, 2026')).toBeInTheDocument();

    renderApp('/client/101/cases/56');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'N-400 Naturalization' })).not.toHaveLength(0);
    expect(server.calls.some((c) => c.path === '/api/foia-cases/56')).toBe(false);
  });
});
