/**
 * A strict reading of a produced PDF for the tests: readers forgive a broken cross-reference or a
 * reference to a deleted object and draw the page anyway, so a test that only extracts text passes
 * on a file that Acrobat or a court's e-filing system may refuse. poppler (`pdfinfo`, then `pdftotext`
 * over every page) and qpdf (`--check`), each where installed, read the file; any error or warning line
 * they print is a problem. CI installs poppler-utils, so there a missing reader is itself a failure.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findBinary } from './poppler.js';

const run = promisify(execFile);

interface Reader {
  name: string;
  binary: string | null;
  args: (file: string) => string[];
  /** The lines of its output that report a problem. */
  problems: (output: { stdout: string; stderr: string }) => string[];
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

const READERS: Reader[] = [
  // pdfinfo reads the trailer, the cross-reference and the catalog; every complaint goes to stderr.
  { name: 'pdfinfo', binary: findBinary('pdfinfo'), args: (file) => [file], problems: ({ stderr }) => lines(stderr) },
  // pdftotext walks every page's content and resources.
  {
    name: 'pdftotext',
    binary: findBinary('pdftotext'),
    args: (file) => [file, '-'],
    problems: ({ stderr }) => lines(stderr),
  },
  {
    name: 'qpdf --check',
    binary: findBinary('qpdf'),
    args: (file) => ['--check', file],
    problems: ({ stdout, stderr }) => [
      ...lines(stderr),
      // Case matters: qpdf's clean report ends with the line "errors that qpdf cannot detect".
      ...lines(stdout).filter((line) => /^(WARNING|ERROR)\b/.test(line)),
    ],
  },
];

/** Whether any strict reader is installed. */
export const hasStrictPdfReader = READERS.some((reader) => reader.binary !== null);

/** What the installed readers find wrong with the PDF, each line prefixed by the reader's name; empty when valid. */
export async function pdfProblems(pdf: Uint8Array): Promise<string[]> {
  if (!hasStrictPdfReader) {
    if (process.env.CI) throw new Error('No strict PDF reader (poppler-utils or qpdf) is installed.');
    return [];
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-validity-'));
  try {
    const file = path.join(dir, 'checked.pdf');
    await writeFile(file, pdf);
    const found: string[] = [];
    for (const reader of READERS) {
      if (!reader.binary) continue;
      let output: { stdout: string; stderr: string };
      try {
        output = await run(reader.binary, reader.args(file), { maxBuffer: 64 * 1024 * 1024 });
      } catch (error) {
        const failed = error as { stdout?: string; stderr?: string; message: string };
        output = { stdout: failed.stdout ?? '', stderr: failed.stderr || failed.message };
      }
      found.push(...reader.problems(output).map((line) => `${reader.name}: ${line}`));
    }
    return found;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Throws, listing the problems, when a strict reader finds the PDF broken. */
export async function assertValidPdf(pdf: Uint8Array): Promise<void> {
  const problems = await pdfProblems(pdf);
  if (problems.length > 0) throw new Error(`The PDF is not valid:\n${problems.join('\n')}`);
}
