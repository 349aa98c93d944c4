/**
 * A fetch that hands the request to the app in-process (Fastify's inject) instead of a socket, for the
 * openai SDK: its URLs, headers, JSON bodies and error handling all run as over HTTP, and the sandbox
 * answers through the app's full routing. Used where the app is not listening (tests).
 */
import type { FastifyInstance } from 'fastify';

export function injectFetch(app: () => FastifyInstance): typeof fetch {
  const injected = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app().inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers: answerHeaders });
  };
  return injected as typeof fetch;
}
