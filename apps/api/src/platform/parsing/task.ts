/**
 * A parser task: a named function of structured-cloneable input and output that runs in a parser
 * worker. Modules define their tasks beside the code they run; the worker entry (`parse-worker.ts`)
 * lists them, and the request thread sends only the name and the input.
 */
import type { MessagePort } from 'node:worker_threads';
import { AppError } from '../errors.js';
import { UnreadablePdfError } from './errors.js';

export interface ParserTask<I, O> {
  readonly name: string;
  readonly run: (input: I) => Promise<O> | O;
  /** Overrides the pool's time limit for this task, in milliseconds. */
  readonly timeoutMs?: number;
}

export function parserTask<I, O>(
  name: string,
  run: (input: I) => Promise<O> | O,
  options: { timeoutMs?: number } = {},
): ParserTask<I, O> {
  return { name, run, ...options };
}

/** What crosses back from a worker: the value, or a refusal the request thread throws again as it was. */
export type TaskOutcome<O> =
  | { ok: true; value: O }
  | {
      ok: false;
      error:
        | { kind: 'app'; status: number; code: AppError['code']; message: string; extra: AppError['extra'] }
        | { kind: 'unreadable_pdf'; message: string };
    };

export interface TaskMessage {
  task: string;
  input: unknown;
  /** The worker posts on it once it takes the task up: the pool's limits count from then. */
  started?: MessagePort;
}

/**
 * The worker's side: runs the named task and answers its outcome. AppErrors and unreadable PDFs cross
 * as data (a thrown object loses its class between threads); anything else is thrown, a 500.
 */
export function serveParserTasks(tasks: ReadonlyArray<ParserTask<never, unknown>>) {
  const byName = new Map(tasks.map((task) => [task.name, task]));
  return async ({ task, input, started }: TaskMessage): Promise<TaskOutcome<unknown>> => {
    started?.postMessage('started');
    const found = byName.get(task);
    if (!found) throw new Error(`No parser task named ${task}.`);
    try {
      return { ok: true, value: await found.run(input as never) };
    } catch (error) {
      if (error instanceof AppError) {
        const { status, code, message, extra } = error;
        return { ok: false, error: { kind: 'app', status, code, message, extra } };
      }
      if (error instanceof UnreadablePdfError) {
        return { ok: false, error: { kind: 'unreadable_pdf', message: error.message } };
      }
      throw error;
    }
  };
}

/** The request thread's side: the outcome's value, or its refusal thrown as the class it was. */
export function unwrapOutcome<O>(outcome: TaskOutcome<O>): O {
  if (outcome.ok) return outcome.value;
  const { error } = outcome;
  if (error.kind === 'unreadable_pdf') throw new UnreadablePdfError(error.message);
  throw new AppError(error.status, error.code, error.message, error.extra);
}
