/**
 * A PlaidFetch that hands the request to the app in-process (Fastify's inject) instead of a socket:
 * the client's URLs, headers, JSON bodies and error handling all run as they do over HTTP, and the
 * sandbox routes answer through the app's full routing. Used where the app is not listening (tests).
 */
import type { FastifyInstance } from 'fastify';
import type { PlaidFetch } from './client.js';

export function injectFetch(app: () => FastifyInstance): PlaidFetch {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const response = await app().inject({
      method: init.method,
      url: `${pathname}${search}`,
      headers: init.headers,
      payload: init.body,
    });
    return {
      status: response.statusCode,
      ok: response.statusCode >= 200 && response.statusCode < 300,
      json: async () => JSON.parse(response.body) as unknown,
    };
  };
}
