/**
 * Bad input answers 4xx on every route, never 5xx: NUL and other control characters, lone UTF-16
 * surrogates, impossible dates and trailing text, denormal and negative amounts, malformed multipart.
 * The routes come from the OpenAPI document the app serves, so new routes are covered as they come.
 */
import { TEXT_MESSAGES } from '@counsel/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerFirm, type TestFirm } from '../test/firms.js';
import { insertClient } from '../test/kits/client-records.js';
import { badValuesFor, leavesOf, type Operation, operationsOf, sampleOf, withLeaf } from '../test/openapi-samples.js';
import { MALFORMED_MULTIPART_MESSAGE } from './multipart.js';

let t: TestApp;
let firm: TestFirm;
let operations: Operation[];
/** Path parameters by name, so requests reach the firm's real rows (and their SQL); others are 1. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  ids.clientId = String(await insertClient(t, firm.lawFirmId, 'Bad', 'Input'));
  ids.lawFirmId = String(firm.lawFirmId);
  operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
});
afterAll(async () => t?.close());

// Sign-out would end the session every later request uses; it takes no input worth trying.
const SKIPPED = new Set(['POST /api/auth/logout']);
const tried = () => operations.filter((op) => !SKIPPED.has(`${op.method} ${op.path}`));

/** The operation's path with every parameter filled (`value` for the one named `bad`). */
function urlOf(op: Operation, bad?: { name: string; value: string }, query = ''): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    bad?.name === name ? bad.value : (ids[name] ?? '1'),
  );
  return query ? `${path}?${query}` : path;
}

interface Failure {
  request: string;
  status: number;
  body: string;
}

async function send(failures: Failure[], label: string, options: InjectOptions): Promise<void> {
  const response = await t.app.inject({
    ...options,
    headers: { authorization: `Bearer ${firm.admin.token}`, ...options.headers },
  });
  if (response.statusCode >= 500) failures.push({ request: label, status: response.statusCode, body: response.body });
}

describe('the input guard', () => {
  it('answers 400 naming the field for NUL, control characters and lone surrogates', async () => {
    const body = {
      firm_name: 'Bad\u0000Firm',
      full_name: 'Bad\uD800x',
      email: 'x@firm.example',
      password: 'long-enough-1',
    };
    const res = await t.call('POST', '/api/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields).toEqual({
      firm_name: TEXT_MESSAGES.controlCharacter,
      full_name: TEXT_MESSAGES.illFormedUnicode,
    });
    const list = await t.call('GET', '/api/contacts?q=%00', { token: firm.admin.token });
    expect(list.status).toBe(400);
    expect(list.body.fields).toEqual({ q: TEXT_MESSAGES.controlCharacter });
  });

  it('keeps tabs, and line breaks where the field may have several lines', async () => {
    const res = await t.call('POST', '/api/foia-cases', { token: firm.admin.token, body: { title: 'a\tb' } });
    expect(res.body.fields ?? {}).not.toHaveProperty('title');
    const type = await t.call('POST', `/api/participant_type/add-participant-type/${firm.lawFirmId}`, {
      token: firm.admin.token,
      body: { name: 'Interpreter', description: 'Line one\r\nline two' },
    });
    expect(type.status).toBe(201);
  });

  it('refuses a line break in a one-line field (a name, a title), naming the field', async () => {
    const res = await t.call('POST', '/api/foia-cases', {
      token: firm.admin.token,
      body: { client_id: Number(ids.clientId), title: 'Request\nfor records' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ title: TEXT_MESSAGES.lineBreak });
    const contact = await t.call('POST', '/api/contacts', {
      token: firm.admin.token,
      body: { name: 'Acme\r\nLtd', contact_type: 'company' },
    });
    expect(contact.status).toBe(400);
    expect(contact.body.fields).toMatchObject({ name: TEXT_MESSAGES.lineBreak });
  });

  it('answers 400 for a multipart body without a boundary or cut short', async () => {
    const headers = { authorization: `Bearer ${firm.admin.token}` };
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: `/api/law-firm/${firm.lawFirmId}/employee`,
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'name=x',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe(MALFORMED_MULTIPART_MESSAGE);
    const truncated = await t.app.inject({
      method: 'POST',
      url: `/api/law-firm/${firm.lawFirmId}/employee`,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XX' },
      payload: '--XX\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nAl',
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe(MALFORMED_MULTIPART_MESSAGE);
  });
});

describe('bad input on every route of the OpenAPI document', () => {
  it('finds the routes in the document', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.some((op) => op.path === '/api/auth/register')).toBe(true);
  });

  it('answers JSON bodies with bad text, dates and amounts without a 5xx', async () => {
    const failures: Failure[] = [];
    for (const op of tried().filter((candidate) => candidate.body)) {
      const sample = sampleOf(op.body) ?? {};
      for (const leaf of leavesOf(sample)) {
        for (const bad of badValuesFor(leaf)) {
          const payload = withLeaf(sample, leaf.path, bad) as object;
          const label = `${op.method} ${op.path} ${leaf.path.join('.')}=${JSON.stringify(bad)}`;
          await send(failures, label, { method: op.method, url: urlOf(op), payload });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers bad query strings and path parameters without a 5xx', async () => {
    const failures: Failure[] = [];
    const badQueryValues = ['%00', '%ED%A0%80', '0000-01-01', '-1'];
    for (const op of tried()) {
      for (const parameter of op.parameters) {
        for (const value of badQueryValues) {
          if (parameter.in === 'query') {
            const url = urlOf(op, undefined, `${encodeURIComponent(parameter.name)}=${value}`);
            await send(failures, `${op.method} ${url}`, {
              method: op.method,
              url,
              payload: sampleOf(op.body) as object,
            });
          } else if (parameter.in === 'path') {
            const url = urlOf(op, { name: parameter.name, value });
            await send(failures, `${op.method} ${url}`, {
              method: op.method,
              url,
              payload: sampleOf(op.body) as object,
            });
          }
        }
      }
      // ?q=%00 on the list routes with search, whether or not the document names q.
      if (op.method === 'GET')
        await send(failures, `${op.path}?q=%00`, { method: 'GET', url: urlOf(op, undefined, 'q=%00') });
    }
    expect(failures).toEqual([]);
  });

  it('answers malformed multipart bodies and multipart fields with bad text without a 5xx', async () => {
    const failures: Failure[] = [];
    const boundary = '----counsel-bad-input';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    const bodies: Array<{ label: string; contentType: string; payload: string }> = [
      { label: 'no boundary', contentType: 'multipart/form-data', payload: field('name', 'x') },
      {
        label: 'truncated',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: field('name', 'x').slice(0, 30),
      },
      { label: 'truncated file', contentType: `multipart/form-data; boundary=${boundary}`, payload: file },
      { label: 'empty', contentType: `multipart/form-data; boundary=${boundary}`, payload: '' },
      { label: 'garbage', contentType: `multipart/form-data; boundary=${boundary}`, payload: 'not multipart at all' },
    ];
    const writes = tried().filter((op) => op.method !== 'GET' && op.method !== 'DELETE');
    for (const op of writes) {
      const sample = sampleOf(op.body);
      const names = sample && typeof sample === 'object' ? Object.keys(sample) : ['name', 'title', 'first_name'];
      const badFields = ['Bad\u0000value', 'Bad\uD800x'].map((bad) => ({
        label: `field ${JSON.stringify(bad)}`,
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: `${names.map((name) => field(name, bad)).join('')}--${boundary}--\r\n`,
      }));
      for (const body of [...bodies, ...badFields]) {
        await send(failures, `${op.method} ${op.path} ${body.label}`, {
          method: op.method,
          url: urlOf(op),
          headers: { 'content-type': body.contentType },
          payload: body.payload,
        });
      }
    }
    expect(failures).toEqual([]);
  });
});
