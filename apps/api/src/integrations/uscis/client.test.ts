import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { sandboxSecret } from '../sandbox-credentials.js';
import { type BudgetClock, RateBudget } from './budget.js';
import { createUscisClient } from './client.js';
import { createUscisProvider, USCIS_SANDBOX_CLIENT_ID } from './index.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/sandbox/uscis`;
});
afterAll(() => t.close());

const overHttp = (secret = sandboxSecret(t.services.secrets, 'uscis')) =>
  createUscisClient({ baseUrl, clientId: USCIS_SANDBOX_CLIENT_ID, clientSecret: secret, sandbox: true });

describe('the USCIS client against the sandbox, over HTTP', () => {
  it('gets a token by client credentials and reads a case with its history', async () => {
    const client = overHttp();
    const token = await client.accessToken();
    expect(token.expiresIn).toBeGreaterThan(1700);
    const lookup = await client.caseStatus('LIN2290098765');
    expect(lookup).toMatchObject({
      found: true,
      message: 'Query was successful',
      waitedMs: 0,
      caseStatus: {
        receiptNumber: 'LIN2290098765',
        formType: 'I-485',
        submittedDate: '11-03-2025 10:00:00',
        modifiedDate: '05-19-2026 10:00:00',
        statusTextEn: 'New Card Is Being Produced',
      },
    });
    if (!lookup.found) throw new Error('not found');
    expect(lookup.caseStatus.statusDescEn).toContain(
      'On May 19, 2026, we ordered your new card for Receipt Number LIN2290098765',
    );
    expect(lookup.caseStatus.history.map((step) => step.completedTextEn)).toEqual([
      'Case Was Received',
      'Case Was Scheduled For Biometrics Appointment',
      'Interview Was Scheduled',
      'Case Was Approved',
    ]);
  });

  it('answers USCIS’s message for a number it does not know', async () => {
    expect(await overHttp().caseStatus('IOE0000000001')).toEqual({
      found: false,
      message: 'The receipt number entered could not be found. Please check the number and try again.',
      waitedMs: 0,
    });
  });

  it('fails as Authentication Failed! when the credentials are refused', async () => {
    await expect(overHttp('not-the-secret').caseStatus('IOE0912345678')).rejects.toMatchObject({
      kind: 'auth',
      message: 'Authentication Failed!',
    });
  });
});

/** A fetch that answers from a script and records what was asked. */
function scripted(answers: Array<{ status: number; body: unknown; headers?: Record<string, string> }>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answer.headers ?? {} });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

/** A clock that moves only when a caller sleeps, recording the sleeps. */
function steppingClock(): BudgetClock & { slept: number[] } {
  let now = Date.UTC(2026, 11, 3, 10);
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

const TOKEN = { status: 200, body: { access_token: 'tok-1', expires_in: '1799' } };
const FOUND = {
  status: 200,
  body: {
    case_status: { receiptNumber: 'EAC2190012345', current_case_status_text_en: 'Case Was Approved' },
    message: 'Query was successful',
  },
};

describe('the USCIS client’s rules', () => {
  it('posts the client credentials as a form and sends the token as a bearer, reusing it', async () => {
    const { calls, fetch } = scripted([TOKEN, FOUND, FOUND]);
    const client = createUscisClient({
      baseUrl: 'https://api-int.uscis.gov/',
      clientId: 'id',
      clientSecret: 's',
      sandbox: false,
      fetch,
    });
    await client.caseStatus('EAC2190012345');
    await client.caseStatus('EAC2190012345');
    expect(calls.map((c) => c.url)).toEqual([
      'https://api-int.uscis.gov/oauth/accesstoken',
      'https://api-int.uscis.gov/case-status/EAC2190012345',
      'https://api-int.uscis.gov/case-status/EAC2190012345',
    ]);
    expect(calls[0]!.init.body).toBe('grant_type=client_credentials&client_id=id&client_secret=s');
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
  });

  it('takes a new token once when USCIS answers 401, then fails as Authentication Failed!', async () => {
    const unauthorized = { status: 401, body: { errors: [{ message: 'Invalid Access Token' }] } };
    const renewed = scripted([TOKEN, unauthorized, TOKEN, FOUND]);
    const client = createUscisClient({
      baseUrl: 'https://u',
      clientId: 'i',
      clientSecret: 's',
      sandbox: false,
      fetch: renewed.fetch,
    });
    expect((await client.caseStatus('EAC2190012345')).found).toBe(true);
    const refused = scripted([TOKEN, unauthorized, TOKEN, unauthorized]);
    const again = createUscisClient({
      baseUrl: 'https://u',
      clientId: 'i',
      clientSecret: 's',
      sandbox: false,
      fetch: refused.fetch,
    });
    await expect(again.caseStatus('EAC2190012345')).rejects.toMatchObject({ kind: 'auth' });
  });

  it('backs off on 429 for its Retry-After, reporting the wait, and gives up after three tries', async () => {
    const clock = steppingClock();
    const busy = { status: 429, body: {}, headers: { 'retry-after': '2' } };
    const { fetch } = scripted([TOKEN, busy, FOUND]);
    const budget = new RateBudget({ perSecond: 10, perDay: 100 }, clock);
    const client = createUscisClient({
      baseUrl: 'https://u',
      clientId: 'i',
      clientSecret: 's',
      sandbox: false,
      fetch,
      budget,
      now: clock.now,
    });
    const lookup = await client.caseStatus('EAC2190012345');
    expect(lookup).toMatchObject({ found: true, waitedMs: 2000 });
    expect(clock.slept).toEqual([2000]);
    const stubborn = scripted([TOKEN, busy, busy, busy]);
    const client2 = createUscisClient({
      baseUrl: 'https://u',
      clientId: 'i',
      clientSecret: 's',
      sandbox: false,
      fetch: stubborn.fetch,
      budget,
      now: clock.now,
    });
    await expect(client2.caseStatus('EAC2190012345')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('turns a host that cannot be reached into unavailable', async () => {
    const client = createUscisClient({
      baseUrl: 'https://u',
      clientId: 'i',
      clientSecret: 's',
      sandbox: false,
      fetch: (async () => {
        throw new Error('ECONNREFUSED');
      }) as typeof globalThis.fetch,
    });
    await expect(client.caseStatus('EAC2190012345')).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
  });
});

describe('choosing USCIS', () => {
  it('uses the sandbox served by this process unless USCIS_CLIENT_ID and USCIS_CLIENT_SECRET are set', () => {
    const plain = loadConfig({ NODE_ENV: 'test' });
    expect(plain.uscis).toBeUndefined();
    expect(createUscisProvider(plain, t.services.secrets).sandbox).toBe(true);
    const configured = loadConfig({ NODE_ENV: 'test', USCIS_CLIENT_ID: 'c', USCIS_CLIENT_SECRET: 's' });
    expect(configured.uscis).toEqual({ baseUrl: 'https://api-int.uscis.gov', clientId: 'c', clientSecret: 's' });
    expect(createUscisProvider(configured, t.services.secrets).sandbox).toBe(false);
  });

  it('serves no USCIS sandbox in production unless SANDBOXES=on, and fails lookups as not configured', async () => {
    const off = loadConfig({
      NODE_ENV: 'production',
      APP_URL: 'https://counsel.example',
      ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
    });
    expect(off.sandboxes).toBe(false);
    await expect(createUscisProvider(off, t.services.secrets).caseStatus('IOE0912345678')).rejects.toMatchObject({
      kind: 'not_configured',
    });
  });
});
