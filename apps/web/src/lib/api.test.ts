import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { ApiError, api } from './api';
import { session } from './session';
import { STORAGE_KEYS } from './storage-keys';

describe('api client', () => {
  it('sends the bearer token and turns error bodies into ApiError', async () => {
    const server = fakeApi({
      'GET /api/things': { status: 422, body: { code: 'rule_broken', message: 'No', fields: { a: 'bad' } } },
    });
    session.setAccessToken('token-1');
    const error = await api.get('/api/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'rule_broken', fields: { a: 'bad' } });
    expect(server.calls[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('refreshes once on 401, shared by concurrent calls, and retries with the new token', async () => {
    let refreshes = 0;
    const server = fakeApi({
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return { body: { access_token: 'token-2', user: {} } };
      },
      'GET /api/things': (call) =>
        call.headers.Authorization === 'Bearer token-2'
          ? { body: { ok: true } }
          : { status: 401, body: { code: 'token_expired', message: 'expired' } },
    });
    session.setAccessToken('token-1');
    const results = await Promise.all([api.get('/api/things'), api.get('/api/things'), api.get('/api/things')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(session.getAccessToken()).toBe('token-2');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-2');
    expect(server.calls.filter((call) => call.path === '/api/things')).toHaveLength(6);
  });

  it('clears the session when the refresh fails', async () => {
    fakeApi({
      'POST /api/auth/refresh': { status: 401, body: { code: 'unauthorized', message: 'no' } },
      'GET /api/things': { status: 401, body: { code: 'token_expired', message: 'expired' } },
    });
    session.setAccessToken('token-1');
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(session.getAccessToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('never refreshes for the calls that make or end a session', async () => {
    const server = fakeApi({
      'POST /api/auth/login': { status: 401, body: { code: 'invalid_credentials', message: 'no' } },
    });
    session.setAccessToken(null);
    await expect(api.post('/api/auth/login', {})).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(server.calls.map((call) => call.path)).toEqual(['/api/auth/login']);
  });
});
