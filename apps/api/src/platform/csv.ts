/**
 * CSV exports of the firm's lists (RFC 4180): a UTF-8 byte order mark so that Excel reads Arabic as
 * UTF-8 rather than the machine's code page, CRLF line ends, and every cell quoted when it holds a
 * quote, a comma or a line break. A text cell that starts with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before reading a formula) gets an apostrophe first, so that a name typed
 * as "=HYPERLINK(...)" is shown as text instead of run as a formula when the file is opened.
 */
import type { Locale } from '@counsel/domain';
import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** A plain signed decimal (an amount written as text) cannot be a formula, even with its minus sign. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers are the server's own (amounts, durations): a negative one is a number, not a formula.
  const text =
    typeof value === 'number' || PLAIN_NUMBER.test(value) || !FORMULA_START.test(value) ? String(value) : `'${value}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** One column of an exported list: its title in each language and its cell in a row. */
export interface CsvColumn<R> {
  title: Record<Locale, string>;
  cell: (row: R) => CsvCell;
}

/** A list as CSV with its column titles in the reader's language. */
export function listCsv<R>(columns: readonly CsvColumn<R>[], locale: Locale, rows: Iterable<R>): string {
  const cells = function* () {
    for (const row of rows) yield columns.map((column) => column.cell(row));
  };
  return toCsv(
    columns.map((column) => column.title[locale]),
    cells(),
  );
}

/** Sends a CSV as a download named `name`.csv. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
}
