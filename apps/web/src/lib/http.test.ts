import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { ApiError, type Caller, readJson, send, toApiError } from './http';

const cookie: Caller = { credentials: 'same-origin' };

describe('the transport', () => {
  it("sends the caller's headers and cookies, and JSON as JSON", async () => {
    const server = fakeApi({ 'POST /api/things': { body: { id: 1 } } });
    const caller: Caller = { credentials: 'omit', headers: () => ({ Authorization: 'Bearer token-1' }) };
    const answer = await readJson(await send(caller, '/api/things', { method: 'POST', body: { name: 'a' } }));
    expect(answer).toEqual({ id: 1 });
    expect(server.calls[0]).toMatchObject({
      body: { name: 'a' },
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1', 'Content-Type': 'application/json' },
    });
    expect(server.fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });
  });

  it('sends a FormData as multipart, leaving its content type to the browser, and asks for what the call accepts', async () => {
    const server = fakeApi({ 'POST /api/files': { status: 204 }, 'GET /api/files': { text: 'bytes' } });
    const form = new FormData();
    form.append('name', 'a');
    expect(await readJson(await send(cookie, '/api/files', { method: 'POST', body: form }))).toBeUndefined();
    await send(cookie, '/api/files', { accept: '*/*' });
    expect(server.calls[0]?.body).toEqual({ name: 'a' });
    expect(server.calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(server.calls[1]?.headers).toEqual({ Accept: '*/*' });
    expect(server.fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('sends URLSearchParams as a form, as Stripe takes its calls', async () => {
    const server = fakeApi({ 'POST /api/sandbox/stripe/v1/things': { body: { id: 'x' } } });
    const body = new URLSearchParams({ client_secret: 'pi_1_secret_2', payment_method: 'pm_card_visa' });
    await send(cookie, '/api/sandbox/stripe/v1/things', { method: 'POST', body });
    expect(server.calls[0]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(server.calls[0]?.body).toEqual({ client_secret: 'pi_1_secret_2', payment_method: 'pm_card_visa' });
    expect(String(server.fetchMock.mock.calls[0]?.[1]?.body)).toBe(
      'client_secret=pi_1_secret_2&payment_method=pm_card_visa',
    );
  });
  it.each([
    ['Google Calendar', 'google_calendar_not_authorized'],
    ['Microsoft 365', 'microsoft_not_authorized'],
  ])("neither renews nor ends the session on a 401 about the user's %s", async (_service, code) => {
    fakeApi({
      'POST /api/meeting/4/sync': {
        status: 401,
        body: { code, message: 'no', details: { authorization_url: 'http://x/login' } },
      },
    });
    const renew = vi.fn(async () => true);
    const error = await send({ credentials: 'same-origin', unauthorized: { renew } }, '/api/meeting/4/sync', {
      method: 'POST',
    }).catch((caught: unknown) => caught);
    expect(renew).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, code });
  });

  it('renews once on a 401 and retries with the headers of the new key', async () => {
    let token = 'old';
    const server = fakeApi({
      'GET /api/things': (call) =>
        call.headers.Authorization === 'Bearer new' ? { body: { ok: true } } : { status: 401, body: {} },
    });
    const renew = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const caller: Caller = {
      ...cookie,
      headers: () => ({ Authorization: `Bearer ${token}` }),
      unauthorized: { renew },
    };
    expect(await readJson(await send(caller, '/api/things'))).toEqual({ ok: true });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(server.calls.map((call) => call.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('fails without a retry when the renewal fails, and when the retry is refused again', async () => {
    const server = fakeApi({ 'GET /api/things': { status: 401, body: { code: 'token_expired', message: 'old' } } });
    const renewed = vi.fn(async () => true);
    await expect(send({ ...cookie, unauthorized: { renew: async () => false } }, '/api/things')).rejects.toMatchObject({
      status: 401,
      code: 'token_expired',
    });
    expect(server.calls).toHaveLength(1);
    await expect(send({ ...cookie, unauthorized: { renew: renewed } }, '/api/things')).rejects.toBeInstanceOf(ApiError);
    expect(renewed).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(3);
  });

  it('tells the listener of a signed-out caller and fails; a caller without one just fails', async () => {
    fakeApi({ 'GET /api/portal/forms': { status: 401, body: { code: 'unauthorized', message: 'no' } } });
    const signedOut = vi.fn();
    await expect(send({ ...cookie, unauthorized: { signedOut } }, '/api/portal/forms')).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(signedOut).toHaveBeenCalledTimes(1);
    await expect(send(cookie, '/api/portal/forms')).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it("throws the caller's own error for a refusal when it has one", async () => {
    fakeApi({ 'GET /api/link': { status: 410, body: { error: 'gone' } } });
    const refusal = async (response: Response) => new Error(`refused ${response.status}`);
    await expect(send({ ...cookie, refusal }, '/api/link')).rejects.toThrow('refused 410');
  });
});

describe('toApiError', () => {
  const read = (status: number, body: string | null) => toApiError(new Response(body, { status }));

  it('keeps every part of the error shape that is there and of its type', async () => {
    const body = { code: 'rule_broken', message: 'No', fields: { a: 'bad' }, details: { limit: 3 } };
    expect(await read(422, JSON.stringify(body))).toMatchObject({ status: 422, ...body });
    const partial = await read(409, JSON.stringify({ code: 'taken', fields: 'a', details: null }));
    expect(partial).toMatchObject({ code: 'taken', message: '', fields: undefined, details: undefined });
  });

  it("names a refusal without a code 'internal_error' for a 5xx, else 'unknown'", async () => {
    expect(await read(502, '<html>Bad gateway</html>')).toMatchObject({ status: 502, code: 'internal_error' });
    expect(await read(400, JSON.stringify({ message: 7 }))).toMatchObject({ code: 'unknown', message: '' });
    expect(await read(404, null)).toMatchObject({ code: 'unknown' });
  });
});
