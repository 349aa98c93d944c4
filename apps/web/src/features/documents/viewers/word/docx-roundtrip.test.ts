/**
 * The Word editor's converters in Node (jsdom gives TipTap its DOM parser): a .docx built with the
 * `docx` package goes through import → TipTap JSON → export → import, and keeps its structure.
 */
import type { JSONContent } from '@tiptap/core';
import {
  Document,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { exportDocx } from './docx-export';
import { docxToHtml, InvalidDocxError, importDocx, readDocx } from './docx-import';

function cell(text: string) {
  return new TableCell({ children: [new Paragraph({ children: [new TextRun(text)] })] });
}

/** A letter with every structure the editor must keep. */
function sourceDocx(): Promise<ArrayBuffer> {
  const doc = new Document({
    numbering: {
      config: [{ reference: 'steps', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.' }] }],
    },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Engagement letter')] }),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Scope of services')] }),
          new Paragraph({
            children: [
              new TextRun('The firm will '),
              new TextRun({ text: 'prepare', bold: true }),
              new TextRun(' and '),
              new TextRun({ text: 'file', italics: true }),
              new TextRun(' the '),
              new TextRun({ text: 'petition', underline: {} }),
              new TextRun('.'),
            ],
          }),
          new Paragraph({ bullet: { level: 0 }, children: [new TextRun('Form I-130')] }),
          new Paragraph({ bullet: { level: 0 }, children: [new TextRun('Form I-485')] }),
          new Paragraph({ numbering: { reference: 'steps', level: 0 }, children: [new TextRun('Collect documents')] }),
          new Paragraph({ numbering: { reference: 'steps', level: 0 }, children: [new TextRun('File with USCIS')] }),
          new Table({
            width: { size: 9000, type: WidthType.DXA },
            columnWidths: [4500, 4500],
            rows: [
              new TableRow({ children: [cell('Service'), cell('Fee')] }),
              new TableRow({ children: [cell('Petition'), cell('$2,500')] }),
            ],
          }),
          new Paragraph({
            bidirectional: true,
            children: [new TextRun({ text: 'إقرار من العميل', rightToLeft: true })],
          }),
        ],
      },
    ],
  });
  return Packer.toArrayBuffer(doc);
}

/** The document's shape: node types, heading levels, text and marks (attributes like dir left out). */
function shape(node: JSONContent): unknown {
  if (node.type === 'text') return { text: node.text, marks: (node.marks ?? []).map((mark) => mark.type).sort() };
  return {
    type: node.type,
    ...(node.type === 'heading' ? { level: node.attrs?.level } : {}),
    content: (node.content ?? []).map(shape),
  };
}

const blocksOf = (doc: JSONContent) => (doc.content ?? []).filter((node) => !isEmptyParagraph(node));
const isEmptyParagraph = (node: JSONContent) => node.type === 'paragraph' && !node.content?.length;

describe('Word round trip', () => {
  it('imports headings, marks, both kinds of list, a table and Arabic text', async () => {
    const doc = await importDocx(await sourceDocx());
    const blocks = blocksOf(doc);
    expect(blocks.map((block) => block.type)).toEqual([
      'heading',
      'heading',
      'paragraph',
      'bulletList',
      'orderedList',
      'table',
      'paragraph',
    ]);
    expect(blocks[0]).toMatchObject({ attrs: { level: 1 }, content: [{ text: 'Engagement letter' }] });
    expect(blocks[1]).toMatchObject({ attrs: { level: 2 } });
    const marks = (blocks[2]!.content ?? []).map((text) => [text.text, (text.marks ?? []).map((m) => m.type)]);
    expect(marks).toEqual([
      ['The firm will ', []],
      ['prepare', ['bold']],
      [' and ', []],
      ['file', ['italic']],
      [' the ', []],
      ['petition', ['underline']],
      ['.', []],
    ]);
    expect(blocks[3]!.content).toHaveLength(2);
    expect(blocks[4]!.content).toHaveLength(2);
    expect(blocks[5]!.content).toHaveLength(2);
    expect(blocks[6]).toMatchObject({ content: [{ text: 'إقرار من العميل' }] });
  });

  it('exports what it imported, and importing the export gives the same document', async () => {
    const first = await importDocx(await sourceDocx());
    const exported = await exportDocx(first);
    const second = await importDocx(exported);
    expect(blocksOf(second).map(shape)).toEqual(blocksOf(first).map(shape));
    // Two round trips change nothing more: the export is stable.
    const third = await importDocx(await exportDocx(second));
    expect(third.content?.map(shape)).toEqual(second.content?.map(shape));
  });

  it('writes Word headings, numbering, a table and a right-to-left paragraph', async () => {
    const html = await docxToHtml(await exportDocx(await importDocx(await sourceDocx())));
    expect(html).toContain('<h1>Engagement letter</h1>');
    expect(html).toMatch(/<ul><li>Form I-130<\/li><li>Form I-485<\/li><\/ul>/);
    expect(html).toMatch(/<ol><li>Collect documents<\/li><li>File with USCIS<\/li><\/ol>/);
    expect(html).toContain('<table>');
    expect(html).toContain('<strong>prepare</strong>');
  });

  it('restarts the numbering of each ordered list', async () => {
    const list = (text: string): JSONContent => ({
      type: 'orderedList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] }],
    });
    const html = await docxToHtml(
      await exportDocx({
        type: 'doc',
        content: [list('One'), { type: 'paragraph', content: [{ type: 'text', text: 'Between' }] }, list('Again')],
      }),
    );
    expect(html).toContain('<ol><li>One</li></ol><p>Between</p><ol><li>Again</li></ol>');
  });

  it('keeps a header row as a header row', async () => {
    const cell = (type: string, text: string): JSONContent => ({
      type,
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const doc: JSONContent = {
      type: 'doc',
      content: [
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [cell('tableHeader', 'Service'), cell('tableHeader', 'Fee')] },
            { type: 'tableRow', content: [cell('tableCell', 'Petition'), cell('tableCell', '$2,500')] },
          ],
        },
      ],
    };
    const back = await importDocx(await exportDocx(doc));
    const rows = blocksOf(back)[0]!.content!;
    expect(rows.map((row) => row.content!.map((c) => c.type))).toEqual([
      ['tableHeader', 'tableHeader'],
      ['tableCell', 'tableCell'],
    ]);
  });

  it('tells when the file has pictures, which the editor does not keep', async () => {
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    );
    const withPicture = await Packer.toArrayBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ children: [new TextRun('Letterhead')] }),
              new Paragraph({
                children: [new ImageRun({ type: 'png', data: png, transformation: { width: 20, height: 20 } })],
              }),
            ],
          },
        ],
      }),
    );
    expect((await readDocx(withPicture)).hasImages).toBe(true);
    expect((await readDocx(await sourceDocx())).hasImages).toBe(false);
  });

  it('refuses a file that is not a Word document', async () => {
    const bytes = new TextEncoder().encode('not a zip at all').buffer as ArrayBuffer;
    await expect(importDocx(bytes)).rejects.toBeInstanceOf(InvalidDocxError);
  });
});
