/**
 * Text the database cannot keep is refused before any route sees it. PostgreSQL refuses a NUL in
 * text, and a lone UTF-16 surrogate in the audit log's JSON, each as an exception (a 500) in the
 * middle of a transaction. One walk over every request's parsed JSON body, query string and path
 * parameters (and, through `checkFormText`, multipart fields) answers 400 with the field named.
 */
import { textProblem } from '@counsel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from './errors.js';

// Nesting deeper than any request of the API has; deeper input is refused rather than walked.
const MAX_DEPTH = 32;

/** A path as the validation errors name fields ("address.city", "charges.0.description"). */
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** A key that is itself bad text is named by its position, with the bad characters replaced. */
const printable = (key: string) => (textProblem(key) ? key.replace(/[^\x20-\x7E]/g, '?') : key);

/** Adds a message for every string of `value` (keys included) that cannot be stored. */
export function collectTextProblems(value: unknown, path: string, fields: Record<string, string>, depth = 0): void {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) fields[path || '_'] ??= problem;
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) {
    fields[path || '_'] ??= 'Nested too deeply';
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      collectTextProblems(item, join(path, String(index)), fields, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) fields[join(path, printable(key))] ??= keyProblem;
    collectTextProblems(item, join(path, key), fields, depth + 1);
  }
}

/** Throws 400 validation_failed naming every field of `input` whose text cannot be stored. */
export function checkFormText(input: unknown): void {
  const fields: Record<string, string> = {};
  collectTextProblems(input, '', fields);
  if (Object.keys(fields).length > 0)
    throw validationFailed(fields, 'Some fields contain characters that are not allowed.');
}

function checkRequest(request: FastifyRequest): void {
  const fields: Record<string, string> = {};
  collectTextProblems(request.params, '', fields);
  collectTextProblems(request.query, '', fields);
  collectTextProblems(request.body, '', fields);
  if (Object.keys(fields).length > 0)
    throw validationFailed(fields, 'Some fields contain characters that are not allowed.');
}

/** Installs the check on every route registered after it (before schema validation). */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
