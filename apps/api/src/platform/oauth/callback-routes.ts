/**
 * The two public routes every OAuth popup ends on: the callback (the browser arrives from the provider
 * without our token; the signed state names the user and the browser's cookie nonce must be the one it was
 * issued for) and the script its page runs (the app's CSP forbids inline scripts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clearNonceCookie, type NonceCookie } from './nonce-cookie.js';
import { CALLBACK_SCRIPT } from './pages.js';

type CallbackQuery = { code?: string | undefined; state?: string | undefined; error?: string | undefined };
const callbackQuery = z
  .object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() })
  .passthrough();

export function registerOAuthCallback(
  app: FastifyInstance,
  options: {
    tags: string[];
    /** Both under /api, as the app serves them. */
    callbackPath: string;
    scriptPath: string;
    cookie: NonceCookie;
    complete: (
      query: CallbackQuery,
      browserNonce: string | undefined,
    ) => Promise<{ connected: boolean; detail?: string; consumed: boolean }>;
    page: (connected: boolean, detail?: string) => string;
  },
): void {
  app.get(
    options.callbackPath.replace(/^\/api/, ''),
    { config: { public: true }, schema: { tags: options.tags, querystring: callbackQuery } },
    async (request, reply) => {
      const result = await options.complete(request.query as CallbackQuery, request.cookies[options.cookie.name]);
      if (result.consumed) clearNonceCookie(reply, options.cookie);
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(options.page(result.connected, result.detail));
    },
  );

  app.get(
    options.scriptPath.replace(/^\/api/, ''),
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) => reply.type('text/javascript').header('cache-control', 'no-cache').send(CALLBACK_SCRIPT),
  );
}
