/**
 * The text of a checklist document, kept with its structure as lines: '# ' before a heading, '- '
 * before a list item (two spaces of indent per level), other paragraphs as they are. Word files are
 * read with mammoth (its HTML keeps headings and lists); PDFs with pdf.js, where a heading is a line in
 * a larger type than the body's and a nested item is a line set further in. The AI reads these lines,
 * and the sandbox builds its draft from them.
 *
 * A checklist is a user's file: `readChecklistText` checks a Word file's ZIP directory in the request
 * thread, then reads the text in the parser pool (platform/parsing), where the ZIP's parts are first
 * unpacked no further than declared and a PDF of more than FILE_LIMITS.checklistPages pages is refused.
 * A 184 KB .docx whose document.xml unpacks to 60 MB ran the API out of memory in mammoth before.
 */
import { AI_DRAFT_LIMITS, FILE_LIMITS } from '@counsel/domain';
import { Parser } from 'htmlparser2';
import mammoth from 'mammoth';
import { fileTooComplex } from '../../platform/parsing/errors.js';
import { openUserPdf } from '../../platform/parsing/pdfjs.js';
import { runParser } from '../../platform/parsing/pool.js';
import { parserTask } from '../../platform/parsing/task.js';
import { assertZipWithinLimits, verifyZipSizes } from '../../platform/parsing/zip-limits.js';

export type ChecklistType =
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The document's lines, at most AI_DRAFT_LIMITS.documentText characters; '' when it has no text. */
export async function checklistText(bytes: Buffer, type: ChecklistType): Promise<string> {
  const lines = type === 'application/pdf' ? await pdfLines(bytes) : await wordLines(bytes);
  return lines.join('\n').slice(0, AI_DRAFT_LIMITS.documentText).trim();
}

export const checklistTextTask = parserTask(
  'checklistText',
  async ({ bytes, type }: { bytes: Uint8Array; type: ChecklistType }) => {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    if (type !== 'application/pdf') await verifyZipSizes(buffer);
    return checklistText(buffer, type);
  },
);

/**
 * checklistText of a user's file, bounded: 422 file_too_complex for a Word file whose ZIP directory is
 * past FILE_LIMITS.zip, or for any file past the parser pool's limits. Other failures (bytes that are
 * no readable ZIP or PDF) are thrown as they are.
 */
export async function readChecklistText(bytes: Buffer, type: ChecklistType): Promise<string> {
  if (type !== 'application/pdf') await assertZipWithinLimits(bytes);
  return runParser(checklistTextTask, { bytes, type });
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

async function wordLines(bytes: Buffer): Promise<string[]> {
  // Word's Title and Subtitle styles are headings to the reader, not body text: mammoth's default map
  // leaves them as plain paragraphs.
  const { value: html } = await mammoth.convertToHtml(
    { buffer: bytes },
    {
      styleMap: ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"],
      // Pictures are not checklist text: left unread (mammoth would otherwise inline each one as base64).
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    },
  );
  const lines: string[] = [];
  let listDepth = 0;
  let kind: 'heading' | 'item' | 'text' = 'text';
  let buffer = '';
  const flush = () => {
    const text = squeeze(buffer);
    buffer = '';
    if (!text) return;
    if (kind === 'heading') lines.push(`# ${text}`);
    else if (kind === 'item') lines.push(`${'  '.repeat(Math.max(0, listDepth - 1))}- ${text}`);
    else lines.push(text);
  };
  const parser = new Parser({
    onopentag(name) {
      if (name === 'ul' || name === 'ol') {
        // An item's own text comes before its nested list.
        flush();
        listDepth += 1;
      } else if (name === 'li') {
        flush();
        kind = 'item';
      } else if (/^h[1-6]$/.test(name)) {
        flush();
        kind = 'heading';
      } else if (name === 'p' && listDepth === 0) {
        flush();
        kind = 'text';
      } else if (name === 'br') {
        buffer += ' ';
      }
    },
    ontext(text) {
      buffer += text;
    },
    onclosetag(name) {
      if (name === 'ul' || name === 'ol') {
        flush();
        listDepth -= 1;
        kind = listDepth > 0 ? 'item' : 'text';
      } else if (name === 'li' || /^h[1-6]$/.test(name) || (name === 'p' && listDepth === 0)) {
        flush();
        if (listDepth === 0) kind = 'text';
      }
    },
  });
  parser.write(html);
  parser.end();
  flush();
  return lines;
}

interface PdfLine {
  text: string;
  x: number;
  size: number;
}

/** How far in (in points) one level of nesting is. */
const INDENT_STEP = 14;

async function pdfLines(bytes: Buffer): Promise<string[]> {
  const document = await openUserPdf(bytes);
  const lines: PdfLine[] = [];
  try {
    if (document.numPages > FILE_LIMITS.checklistPages) {
      throw fileTooComplex('pdf_pages', { pages: document.numPages, max_pages: FILE_LIMITS.checklistPages });
    }
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let current: PdfLine | null = null;
      let lastY: number | null = null;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        if (current && lastY !== null && Math.abs(y - lastY) > 2) {
          lines.push(current);
          current = null;
        }
        if (!current) current = { text: '', x, size: 0 };
        current.text += item.str;
        current.size = Math.max(current.size, item.height);
        lastY = y;
        if (item.hasEOL) {
          lines.push(current);
          current = null;
          lastY = null;
        }
      }
      if (current) lines.push(current);
      page.cleanup();
    }
  } finally {
    await document.destroy();
  }
  const kept = lines.map((line) => ({ ...line, text: squeeze(line.text) })).filter((line) => line.text !== '');
  if (kept.length === 0) return [];
  const body = bodySize(kept);
  const left = Math.min(...kept.map((line) => line.x));
  return kept.map((line) => {
    if (line.size >= body * 1.2) return `# ${line.text}`;
    const depth = Math.min(4, Math.round((line.x - left) / INDENT_STEP));
    return `${'  '.repeat(depth)}${line.text}`;
  });
}

/** The type size most of the text is set in. */
function bodySize(lines: readonly PdfLine[]): number {
  const characters = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size);
    characters.set(size, (characters.get(size) ?? 0) + line.text.length);
  }
  return [...characters.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}
