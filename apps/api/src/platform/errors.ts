/**
 * Application errors and the one handler that turns any failure into the DESIGN §3 shape:
 * { code, message, details?, fields? } with the right status.
 */
import type { ApiErrorBody, ErrorCode } from '@counsel/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: { details?: Record<string, unknown>; fields?: Record<string, string> } = {},
    /** Response headers the answer carries, e.g. Retry-After on a 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
/** An outside service that is not configured here, its sandbox off (DESIGN §5): the message names it. */
export const serviceNotConfigured = (message: string) => new AppError(503, 'service_not_configured', message);
export const forbidden = (message = "You don't have permission to do this.") => new AppError(403, 'forbidden', message);
export const unauthorized = (message = 'Please sign in.', code: ErrorCode = 'unauthorized') =>
  new AppError(401, code, message);
export const validationFailed = (fields: Record<string, string>, message = 'Some fields are invalid.') =>
  new AppError(400, 'validation_failed', message, { fields });
export const ruleBroken = (code: ErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(422, code, message, details ? { details } : {});

/** Maps validation issues to { "address.city": "message" }; the first message per field wins. */
function fieldsFromIssues(issues: ReadonlyArray<{ instancePath: string; message?: string | undefined }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ApiErrorBody = {
        code: 'validation_failed',
        message: 'Some fields are invalid.',
        fields: fieldsFromIssues(error.validation),
      };
      return reply.status(400).send(body);
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ code: 'payload_too_large', message: 'The upload is too large.' });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: 'too_many_requests', message: 'Too many attempts. Please wait a minute and try again.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side.' });
  });
}
