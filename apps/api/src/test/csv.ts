/** What every CSV export answers: a download of that name, UTF-8 with a byte order mark, CRLF lines. */
import { expect } from 'vitest';

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
}

export function expectCsvDownload(res: Answer, filename: string, rows: readonly string[]): void {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(res.body as string).toBe(`\uFEFF${rows.join('\r\n')}\r\n`);
}
