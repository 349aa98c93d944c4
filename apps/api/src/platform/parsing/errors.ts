/** The refusals of the file parsers, shared by the request thread and the parser workers. */
import { FILE_LIMIT_ERRORS, FILE_LIMIT_MESSAGES } from '@counsel/domain';
import { AppError } from '../errors.js';

/** The bytes are a PDF but no reader could open them. */
export class UnreadablePdfError extends Error {
  override name = 'UnreadablePdfError';
}

/** 422 file_too_complex: a limit of the file's own (its parts, pages, unpacked size) or of the parse (memory, time). */
export const fileTooComplex = (reason: string, details: Record<string, unknown> = {}) =>
  new AppError(422, FILE_LIMIT_ERRORS.tooComplex, FILE_LIMIT_MESSAGES.tooComplex, { details: { reason, ...details } });

/** 422 image_too_large: a picture with more pixels than its use allows, refused before it is decoded. */
export const imageTooLarge = (details: Record<string, unknown>) =>
  new AppError(422, FILE_LIMIT_ERRORS.imageTooLarge, FILE_LIMIT_MESSAGES.imageTooLarge, { details });

/** Seconds a caller is asked to wait when the parsers' queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** 503 parser_busy with Retry-After: the queue of files waiting to be read is full. */
export const parsersBusy = () =>
  new AppError(
    503,
    FILE_LIMIT_ERRORS.busy,
    FILE_LIMIT_MESSAGES.busy,
    {},
    { 'retry-after': `${BUSY_RETRY_AFTER_SECONDS}` },
  );
