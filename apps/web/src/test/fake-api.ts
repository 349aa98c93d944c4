/**
 * A stand-in for the server at the network boundary: global fetch is replaced, everything above it
 * (api client, refresh, session, queries) runs for real.
 */
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** A plain-text answer (a file), sent as it is instead of JSON. */
  text?: string;
}

type Handler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

export function fakeApi(routes: Record<string, Handler | FakeReply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname,
      search: url.search,
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? formFields(init.body)
            : init.body instanceof URLSearchParams
              ? Object.fromEntries(init.body)
              : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply = route === undefined ? { status: 404, body: { code: 'not_found', message: 'Not found' } } : route;
    const { status = 200, body, text } = typeof reply === 'function' ? await reply(call) : reply;
    if (text !== undefined) return new Response(text, { status, headers: { 'Content-Type': 'text/plain' } });
    return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A multipart body as {name: value}, or {name: [values]} for a repeated name; files by their name. */
function formFields(form: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    const text = typeof value === 'string' ? value : value.name;
    const existing = fields[name];
    fields[name] = existing === undefined ? text : [...(Array.isArray(existing) ? existing : [existing]), text];
  }
  return fields;
}
