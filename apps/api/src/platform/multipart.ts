/**
 * Reading multipart bodies. The parser throws plain errors for a body it cannot read (no boundary,
 * a truncated stream, a broken part), which the error handler would answer as a 500: here they are
 * the client's 400. Errors that already carry a 4xx (a file too large, too many parts) keep theirs.
 * A file part is read with `receiveFile` (platform/uploads), which streams it to a temporary file.
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

type PartsOptions = Parameters<FastifyRequest['parts']>[0];
type FileOptions = Parameters<FastifyRequest['file']>[0];

export const MALFORMED_MULTIPART_MESSAGE = 'The form data is malformed or incomplete.';

export function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError(400, 'bad_request', MALFORMED_MULTIPART_MESSAGE);
}

/** The parts of a multipart body. Only reading the body is guarded: the loop's own errors pass untouched. */
export async function* multipartParts(request: FastifyRequest, options?: PartsOptions): AsyncGenerator<Multipart> {
  const parts = request.parts(options)[Symbol.asyncIterator]();
  let done = false;
  try {
    while (true) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        done = true;
        throw asClientError(error);
      }
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    // The loop stopped early (its body threw or broke): close the parser's iterator as for-await would.
    if (!done) await parts.return?.();
  }
}

/** The first file of a multipart body, or undefined. */
export async function multipartFile(
  request: FastifyRequest,
  options?: FileOptions,
): Promise<MultipartFile | undefined> {
  try {
    return await request.file(options);
  } catch (error) {
    throw asClientError(error);
  }
}
