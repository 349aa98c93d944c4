import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { makeMe, makeSummary } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('restoring the session on load', () => {
  it('uses the stored token, refreshing it when it has expired', async () => {
    const server = fakeApi({
      'POST /api/auth/refresh': { body: { access_token: 'renewed', user: makeMe().user } },
      'GET /api/auth/me': (call) =>
        call.headers.Authorization === 'Bearer renewed'
          ? { body: makeMe() }
          : { status: 401, body: { code: 'token_expired', message: 'expired' } },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    renderApp('/main', { token: 'stale' });
    expect(await screen.findByRole('heading', { name: 'Haddad & Partners' })).toBeInTheDocument();
    expect(server.calls.map((call) => `${call.method} ${call.path}`).slice(0, 3)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/refresh',
      'GET /api/auth/me',
    ]);
  });

  it('goes to the login page when the session cannot be renewed', async () => {
    fakeApi({
      'POST /api/auth/refresh': { status: 401, body: { code: 'unauthorized', message: 'no' } },
      'GET /api/auth/me': { status: 401, body: { code: 'token_expired', message: 'expired' } },
    });
    const { location } = renderApp('/ar/main', { token: 'stale' });
    await waitFor(() => expect(location().pathname).toBe('/ar/auth/login'));
  });
});
