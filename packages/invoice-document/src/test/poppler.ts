/**
 * poppler-utils for the PDF tests: text extraction (`pdftotext -layout`) and page facts (`pdfinfo`).
 * CI installs them (.ci/run); a laptop without them skips those tests instead of failing.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export function findBinary(name: string): string | null {
  const dirs = ['/usr/bin', ...(process.env.PATH ?? '').split(path.delimiter)];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

const PDFTOTEXT = findBinary('pdftotext');
const PDFINFO = findBinary('pdfinfo');
export const hasPoppler = PDFTOTEXT !== null && PDFINFO !== null;

async function withFile<T>(pdf: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-pdf-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as `pdftotext -layout` lays it out (pages separated by form feeds). */
export function pdfText(pdf: Buffer): Promise<string> {
  if (!PDFTOTEXT) throw new Error('pdftotext is not installed');
  return withFile(pdf, async (file) => (await run(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', file, '-'])).stdout);
}

/** `pdfinfo`'s "Key: value" lines as a record. */
export function pdfInfo(pdf: Buffer): Promise<Record<string, string>> {
  if (!PDFINFO) throw new Error('pdfinfo is not installed');
  return withFile(pdf, async (file) => {
    const { stdout } = await run(PDFINFO, [file]);
    const entries = stdout
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!.trim(), match[2]!.trim()]);
    return Object.fromEntries(entries);
  });
}

/** pdftotext marks runs with bidi controls (U+202A–U+202E) and keeps our U+200E/U+200F marks. */
/** Direction controls, and the zero-width spaces the PDF writes where the text had direction marks. */
export const withoutBidiControls = (text: string) =>
  text.replace(/[\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');

const ARABIC = /\p{Script=Arabic}/u;

/**
 * The Arabic lines of an extraction, cells joined by " | ": pdftotext writes Arabic partly in visual
 * order and decomposes some ligatures, so Arabic is compared with a reviewed baseline, not a string.
 */
export function arabicLines(text: string): string[] {
  return withoutBidiControls(text)
    .split('\n')
    .map((line) => line.trim().replace(/\s{2,}/g, ' | '))
    .filter((line) => ARABIC.test(line));
}
