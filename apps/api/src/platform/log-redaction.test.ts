import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { secretsIn } from '../test/request-log.js';
import { isSecretName, loggerOptions, RedactingLogController, redactLinkTokens, redactUrl } from './log-redaction.js';

const TOKEN = 'Zk3_q9LmT0aWbX7yVn2-RcUe5sPdHf8gJiKoNlMhQrA';

describe('which names hold a secret', () => {
  it('judges a name by its last word, in any spelling', () => {
    for (const name of [
      'token',
      'resetToken',
      'access_token',
      'refresh_token',
      'id_token',
      'code',
      'auth_code',
      'state',
      'password',
      'client_secret',
      'api_key',
      'X-Amz-Signature',
      'sig',
      'code_verifier',
    ]) {
      expect([name, isSecretName(name)]).toEqual([name, true]);
    }
    for (const name of ['id', 'stateId', 'page', 'client_id', 'code_challenge', 'sort', 'tokens_used_count']) {
      expect([name, isSecretName(name)]).toEqual([name, false]);
    }
  });
});

describe('redactUrl', () => {
  it('redacts every path parameter of the matched route whose name says it is a secret', () => {
    expect(redactUrl(`/api/case-exports/${TOKEN}`, '/api/case-exports/:token')).toBe('/api/case-exports/[redacted]');
    expect(
      redactUrl(
        `/api/collaboration-link/${TOKEN}/documents/12`,
        '/api/collaboration-link/:token/documents/:documentId',
      ),
    ).toBe('/api/collaboration-link/[redacted]/documents/12');
    // A route added tomorrow is covered by its parameter's name alone.
    expect(redactUrl(`/api/some/new/${TOKEN}/7`, '/api/some/new/:inviteCode/:id')).toBe('/api/some/new/[redacted]/7');
    expect(
      redactUrl('/api/geo/countries/US/states/12/cities', '/api/geo/countries/:countryId/states/:stateId/cities'),
    ).toBe('/api/geo/countries/US/states/12/cities');
  });

  it('redacts every query parameter that carries a secret, on any path, and keeps the rest', () => {
    expect(
      redactUrl(
        `/api/google-drive/oauth/callback?state=${TOKEN}.x&code=4%2F0Ab&scope=drive`,
        '/api/google-drive/oauth/callback',
      ),
    ).toBe('/api/google-drive/oauth/callback?state=[redacted]&code=[redacted]&scope=drive');
    expect(redactLinkTokens(`/en/auth/reset-password?token=${TOKEN}`)).toBe('/en/auth/reset-password?token=[redacted]');
    expect(redactLinkTokens(`/auth/set-password?page=2&token=${TOKEN}#top`)).toBe(
      '/auth/set-password?page=2&token=[redacted]',
    );
    expect(redactLinkTokens(`/x?access%5Ftoken=${TOKEN}&client_secret=s&X-Amz-Signature=abc`)).toBe(
      '/x?access%5Ftoken=[redacted]&client_secret=[redacted]&X-Amz-Signature=[redacted]',
    );
    expect(
      redactUrl(`/api/sandbox/google-calendar/event?eid=abc.${TOKEN}&x=1`, '/api/sandbox/google-calendar/event'),
    ).toBe('/api/sandbox/google-calendar/event?eid=[redacted]&x=1');
    const item = '/api/sandbox/microsoft/owa/calendar/item/AAMk00';
    expect(redactUrl(`${item}?ref=${TOKEN}`, '/api/sandbox/microsoft/owa/calendar/item/:id')).toBe(
      `${item}?ref=[redacted]`,
    );
  });

  it('without a route: the pages that carry a token, and any segment shaped like one', () => {
    expect(redactLinkTokens('/ar/client-form/short-one')).toBe('/ar/client-form/[redacted]');
    expect(redactLinkTokens('/portal/set-password/abc')).toBe('/portal/set-password/[redacted]');
    expect(redactLinkTokens(`/api/calendar-feed/${TOKEN}.ics/x`)).toBe('/api/calendar-feed/[redacted]/x');
    expect(redactLinkTokens('/api/calendar-feed')).toBe('/api/calendar-feed');
    expect(redactLinkTokens(`/api/mistyped-link/${TOKEN}/x`)).toBe('/api/mistyped-link/[redacted]/x');
    expect(redactLinkTokens('/api/law-firm/1/sent-forms')).toBe('/api/law-firm/1/sent-forms');
  });
});

describe('the lines Fastify writes at info', () => {
  it('show no token of a route parameter, a query or an unrouted page', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
      logController: new RedactingLogController(),
    });
    app.get('/api/invitations/:invitationToken/accept/:id', async () => ({ ok: true }));
    app.get('/api/oauth/callback', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: `/api/invitations/${TOKEN}/accept/3` });
    await app.inject({ method: 'GET', url: `/api/oauth/callback?code=${TOKEN}&state=${TOKEN}` });
    await app.inject({ method: 'GET', url: `/en/client-form/${TOKEN}` });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/invitations/[redacted]/accept/3');
    expect(log).toContain('/api/oauth/callback?code=[redacted]&state=[redacted]');
    expect(log).toContain('/en/client-form/[redacted]');
    expect(log).not.toContain(TOKEN);
    // The run's log check would have found it.
    expect(secretsIn(`{"url":"/api/case-exports/${TOKEN}"}`)).toEqual([TOKEN]);
    expect(lines.flatMap(secretsIn)).toEqual([]);
  });
});

describe('the run’s log check', () => {
  it('finds random tokens and JWTs, not ids, UUIDs, paths or words', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    expect(secretsIn(`state=2.2ROwrvHVebkP-0tjOdfq4kCGPR23vyhV`)).toEqual(['2ROwrvHVebkP-0tjOdfq4kCGPR23vyhV']);
    expect(secretsIn(`Bearer ${jwt}`)).toContain(jwt.split('.')[2]);
    expect(
      secretsIn(
        '{"url":"/api/documents/12/3f2b8c1e-9d4a-4c7b-8e2f-1a2b3c4d5e6f.pdf","msg":"processTicksAndRejectionsInTheQueue","reqId":"req-1f"}',
      ),
    ).toEqual([]);
    // A percent-escaped path and a PKCE challenge (public by design) are not secrets; a verifier is.
    expect(secretsIn('/api/invoice/invoice-settings/logo/..%2F2%2Fd8af6fca-ea4d-4142-9a28-ffa3f1fdb3f0.jpg')).toEqual(
      [],
    );
    expect(secretsIn('/auth?code_challenge=kzpvNEexOtkIGS7YpfvPPk-PFTRG6fQTPB5LHprawxk&state=[redacted]')).toEqual([]);
    expect(secretsIn('code_verifier=kzpvNEexOtkIGS7YpfvPPk-PFTRG6fQTPB5LHprawxk')).toEqual([
      'kzpvNEexOtkIGS7YpfvPPk-PFTRG6fQTPB5LHprawxk',
    ]);
  });
});
