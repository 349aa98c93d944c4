import { CURRENT_TERMS_VERSION, type TermsStatus } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { makeMe, TERMS_ACCEPTED_AT } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const TITLE = 'Terms of Service and Privacy Policy';
const NOT_ACCEPTED = makeMe({ termsAcceptedAt: null });
const ACCEPTED: TermsStatus = { version: CURRENT_TERMS_VERSION, accepted_at: '2027-03-15T14:00:00.000Z' };

beforeEach(() => {
  // The effective date is today (spec §9): a fixed today makes it checkable.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 2, 15, 10, 0));
});
afterEach(() => vi.useRealTimers());

const dialog = () => screen.findByRole('dialog', { name: TITLE });

describe('the terms dialog', () => {
  it('is shown before the app to a user who has not accepted the version in force, holding the focus', async () => {
    fakeApi({ 'GET /api/auth/me': { body: NOT_ACCEPTED } });
    const { user } = renderApp('/settings/language');
    const terms = await dialog();
    expect(terms).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('heading', { name: 'Language' })).not.toBeInTheDocument();
    // The spec's text: what the platform offers, not for children under 13, data on a cloud provider; dated today.
    expect(
      within(terms).getByText(/legal research with AI, document management, client relations and employee management/),
    ).toBeInTheDocument();
    expect(within(terms).getByText(/not for children under 13/)).toBeInTheDocument();
    expect(within(terms).getByText(/Data is kept on a cloud provider/)).toBeInTheDocument();
    expect(within(terms).getByText('Effective date: Mar 15, 2027')).toBeInTheDocument();
    expect(within(terms).getByText(`Version ${CURRENT_TERMS_VERSION}`)).toBeInTheDocument();

    // The text takes the focus first (so the keyboard scrolls it), and Tab never leaves the dialog.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'terms-dialog-text'));
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(terms.contains(document.activeElement)).toBe(true);
    }
  });

  it('Accept by keyboard records the current version, closes the dialog and lets the app show', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: NOT_ACCEPTED },
      'POST /api/terms-of-service/accept': { body: ACCEPTED },
    });
    const { user } = renderApp('/settings/language');
    await dialog();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'terms-dialog-text'));
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Decline');
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Accept');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    const accepts = server.calls.filter((call) => call.path === '/api/terms-of-service/accept');
    expect(accepts).toHaveLength(1);
    expect(accepts[0]?.body).toEqual({ version: CURRENT_TERMS_VERSION });
    expect(session.getAccessToken()).toBe('test-access-token');
  });

  it('Decline signs out and goes to the sign-in page, recording nothing', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: NOT_ACCEPTED },
      'POST /api/auth/logout': { status: 204 },
    });
    const { user, location } = renderApp('/settings/language');
    await user.click(within(await dialog()).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(location().pathname).toBe('/en/auth/login'));
    expect(session.getAccessToken()).toBeNull();
    expect(server.calls.some((call) => call.path === '/api/auth/logout')).toBe(true);
    expect(server.calls.some((call) => call.path === '/api/terms-of-service/accept')).toBe(false);
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('stays open and says so when the server has newer terms than the ones shown', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: NOT_ACCEPTED },
      'POST /api/terms-of-service/accept': {
        status: 400,
        body: { code: 'terms_version_not_current', message: 'not current', details: { current_version: '2027-06-01' } },
      },
    });
    const { user } = renderApp('/settings/language');
    await user.click(within(await dialog()).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('These terms are no longer current. Please read the current terms.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    // The user is read again, so the dialog follows the server's state.
    await waitFor(() => expect(server.calls.filter((call) => call.path === '/api/auth/me')).toHaveLength(2));
  });

  it('is not shown to a user who accepted the version in force', async () => {
    fakeApi({ 'GET /api/auth/me': { body: makeMe() } });
    renderApp('/settings/language');
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('switches to Arabic from inside the dialog, still in front of the app', async () => {
    fakeApi({
      'GET /api/auth/me': { body: NOT_ACCEPTED },
      'PATCH /api/auth/me': { body: { ...NOT_ACCEPTED.user, locale: 'ar' } },
    });
    const { user, location } = renderApp('/settings/language');
    await user.click(within(await dialog()).getByRole('button', { name: /Change language/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(location().pathname).toBe('/ar/settings/language'));
    expect(await screen.findByRole('dialog', { name: 'شروط الخدمة وسياسة الخصوصية' })).toBeInTheDocument();
  });

  it('speaks Arabic, with the effective date in Arabic', async () => {
    fakeApi({ 'GET /api/auth/me': { body: makeMe({ locale: 'ar', termsAcceptedAt: null }) } });
    renderApp('/ar/settings/language');
    const terms = await screen.findByRole('dialog', { name: 'شروط الخدمة وسياسة الخصوصية' });
    expect(within(terms).getByRole('button', { name: 'رفض' })).toBeInTheDocument();
    expect(within(terms).getByRole('button', { name: 'موافق' })).toBeInTheDocument();
    const today = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2027, 2, 15)),
    );
    expect(within(terms).getByText(`تاريخ السريان: ${today}`)).toBeInTheDocument();
    expect(within(terms).getByText(/ليست للأطفال دون سن ١٣ عامًا/)).toBeInTheDocument();
    expect(within(terms).getByText(/تُحفظ البيانات لدى مزوّد خدمات سحابية/)).toBeInTheDocument();
  });
});

describe('the terms of service settings page', () => {
  it('shows the terms and when the user accepted them, and is in the settings navigation', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe() },
      'GET /api/terms-of-service': { body: { version: CURRENT_TERMS_VERSION, accepted_at: TERMS_ACCEPTED_AT } },
    });
    renderApp('/settings/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    const acceptedOn = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(TERMS_ACCEPTED_AT),
    );
    expect(
      await screen.findByText(`You accepted version ${CURRENT_TERMS_VERSION} on ${acceptedOn}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '6. Where data is kept' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms of service/ })).toHaveAttribute(
      'href',
      '/settings/terms-of-service',
    );
  });

  it('speaks Arabic', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ locale: 'ar' }) },
      'GET /api/terms-of-service': { body: { version: CURRENT_TERMS_VERSION, accepted_at: TERMS_ACCEPTED_AT } },
    });
    renderApp('/ar/settings/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'شروط الخدمة وسياسة الخصوصية' })).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`وافقت على الإصدار ${CURRENT_TERMS_VERSION}`))).toBeInTheDocument();
  });
});

describe('a new version while the app is open', () => {
  it('shows the terms dialog when the API refuses a call with terms_not_accepted', async () => {
    const rules = [{ subject: 'settings' as const, action: 'read' as const }];
    let refused = false;
    fakeApi({
      'GET /api/auth/me': () => ({ body: refused ? makeMe({ rules, termsAcceptedAt: null }) : makeMe({ rules }) }),
      'GET /api/admin-tools/outbox': () => {
        refused = true;
        return {
          status: 403,
          body: { code: 'terms_not_accepted', message: 'Please accept the terms of service to continue.' },
        };
      },
    });
    renderApp('/settings/admin-tools');
    expect(await dialog()).toBeInTheDocument();
  });
});
