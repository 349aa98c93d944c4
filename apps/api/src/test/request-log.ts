/**
 * The API tests' request log: every test app logs at `info`, production's default level, through the
 * production logger options into a file of the run's log directory. At the end of the run the global
 * teardown reads every line and fails the run if one holds a secret: a link, reset or invitation token, an
 * OAuth code's or state's signature (all 32 random bytes in base64url), or a JWT.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where one test app's log lines go; `close` once the app has closed. */
export interface LogFile {
  stream: { write(line: string): void };
  close(): void;
}

/** A file of its own in `dir` for one app; written synchronously, so a worker that exits loses nothing. */
export function openLogFile(dir: string): LogFile {
  const fd = fs.openSync(path.join(dir, `${process.pid}-${randomBytes(6).toString('hex')}.log`), 'a');
  let open = true;
  return {
    stream: {
      write(line: string) {
        if (open) fs.writeSync(fd, line);
      },
    },
    close() {
      if (!open) return;
      open = false;
      fs.closeSync(fd);
    },
  };
}

/**
 * Strings shaped like a secret the API hands out: a run of 32 or more base64url characters mixing upper
 * and lower case letters and digits (random bytes almost always do; identifiers, UUIDs, paths and
 * "[redacted]" do not), and a JWT.
 */
const TOKEN_RUN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/g;

/**
 * What is read as a separator before looking: a percent escape (`..%2F2%2F<uuid>` is a path, not a token)
 * and a PKCE `code_challenge`, which is public by design (a hash of the verifier that only the caller holds).
 */
const NOT_SECRET = /%[0-9A-Fa-f]{2}|code_challenge=[A-Za-z0-9_-]*/g;

export function secretsIn(line: string): string[] {
  const runs = [...line.replace(NOT_SECRET, ' ').matchAll(TOKEN_RUN)]
    .map((match) => match[0])
    .filter((run) => /[a-z]/.test(run) && /[A-Z]/.test(run) && /[0-9]/.test(run));
  return [...runs, ...[...line.matchAll(JWT)].map((match) => match[0])];
}

export interface LeakedLine {
  file: string;
  line: string;
  secrets: string[];
}

/** Every line of every log file in `dir` that holds something shaped like a secret. */
export function leakedLines(dir: string): LeakedLine[] {
  const leaks: LeakedLine[] = [];
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const secrets = secretsIn(line);
      if (secrets.length > 0) leaks.push({ file: name, line, secrets });
    }
  }
  return leaks;
}

/** The global teardown's check: the directory goes when clean, and stays for reading when not. */
export function checkRequestLog(dir: string): void {
  const leaks = leakedLines(dir);
  if (leaks.length === 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  // A teardown's error is printed but does not fail the run by itself.
  process.exitCode = 1;
  const shown = leaks
    .slice(0, 20)
    .map((leak) => `  ${leak.file}: ${leak.secrets.join(', ')}\n    ${leak.line.slice(0, 500)}`);
  throw new Error(
    `The request log holds ${leaks.length} line(s) with a secret (log kept in ${dir}):\n${shown.join('\n')}`,
  );
}
