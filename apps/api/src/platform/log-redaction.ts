/**
 * The request log must never show a secret carried in a path: the token of a sent form's link is the
 * only key to the client's answers, and a portal set-password link's token the key to an account. It
 * is replaced wherever the logger writes a URL.
 */
import type { FastifyRequest } from 'fastify';

const LINK_TOKEN = /(\/(?:collaboration-link|client-form|portal\/set-password|portal\/password-token)\/)[^/?#]+/g;

export function redactLinkTokens(url: string): string {
  return url.replace(LINK_TOKEN, '$1[redacted]');
}

/** Fastify's default request serialiser, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactLinkTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The API's logger options: the level, and the request serialiser above. */
export function loggerOptions(level: string) {
  return { level, serializers: { req: requestSerializer } };
}
