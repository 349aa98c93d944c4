/**
 * TipTap JSON → .docx with the `docx` package: headings become Word's Heading styles, lists real Word
 * numbering (bullets, and decimal lists that restart for each list), tables real tables, and paragraphs
 * with right-to-left text are marked bidirectional so Word lays Arabic out from the right. Pure: runs
 * in the browser and in Node.
 */
import type { JSONContent } from '@tiptap/core';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ORDERED = 'counsel-ordered';
const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;
/** A text area of about 16 cm (A4 or Letter with 2.5 cm margins), in twentieths of a point. */
const TABLE_WIDTH = 9000;
/** Arabic, Hebrew, Syriac, Thaana, N'Ko and their presentation forms. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const LTR = /[A-Za-z\u00c0-\u024f]/;

/** A paragraph is right-to-left when its first strong letter is (what dir="auto" does in the browser). */
function isRtl(text: string): boolean {
  for (const character of text) {
    if (RTL.test(character)) return true;
    if (LTR.test(character)) return false;
  }
  return false;
}

function plainText(node: JSONContent): string {
  if (node.type === 'text') return node.text ?? '';
  return (node.content ?? []).map(plainText).join('');
}

type Block = Paragraph | Table;

interface ListContext {
  level: number;
  /** The ordered list's numbering instance (each list restarts at 1), or 'bullet'. */
  kind: number | 'bullet';
}

class Converter {
  private orderedInstances = 0;

  inline(nodes: JSONContent[] | undefined, rtl: boolean): ParagraphChild[] {
    return (nodes ?? []).map((node) => {
      if (node.type === 'hardBreak') return new TextRun({ break: 1 });
      const marks = node.marks ?? [];
      const has = (type: string) => marks.some((mark) => mark.type === type);
      const run = new TextRun({
        text: node.text ?? '',
        bold: has('bold') || undefined,
        italics: has('italic') || undefined,
        underline: has('underline') ? {} : undefined,
        strike: has('strike') || undefined,
        font: has('code') ? 'Courier New' : undefined,
        rightToLeft: rtl || undefined,
      });
      const link = marks.find((mark) => mark.type === 'link')?.attrs?.href;
      return typeof link === 'string' && link ? new ExternalHyperlink({ link, children: [run] }) : run;
    });
  }

  paragraph(node: JSONContent, extra: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}): Paragraph {
    const rtl = isRtl(plainText(node));
    return new Paragraph({
      children: this.inline(node.content, rtl),
      bidirectional: rtl || undefined,
      ...extra,
    });
  }

  blocks(nodes: JSONContent[] | undefined, list?: ListContext): Block[] {
    return (nodes ?? []).flatMap((node) => this.block(node, list));
  }

  block(node: JSONContent, list?: ListContext): Block[] {
    switch (node.type) {
      case 'heading': {
        const level = Math.min(Math.max(Number(node.attrs?.level ?? 1), 1), 6);
        return [this.paragraph(node, { heading: HEADINGS[level - 1] })];
      }
      case 'paragraph':
        if (!list) return [this.paragraph(node)];
        return [
          this.paragraph(
            node,
            list.kind === 'bullet'
              ? { bullet: { level: list.level } }
              : { numbering: { reference: ORDERED, level: list.level, instance: list.kind } },
          ),
        ];
      case 'bulletList':
      case 'orderedList': {
        const level = list ? Math.min(list.level + 1, 8) : 0;
        const kind = node.type === 'bulletList' ? 'bullet' : ++this.orderedInstances;
        return (node.content ?? []).flatMap((item) => this.listItem(item, { level, kind }));
      }
      case 'table':
        return [this.table(node)];
      case 'codeBlock':
        return plainText(node)
          .split('\n')
          .map((line) => new Paragraph({ children: [new TextRun({ text: line, font: 'Courier New' })] }));
      case 'horizontalRule':
        return [new Paragraph({ thematicBreak: true })];
      default:
        return node.content ? this.blocks(node.content, list) : [];
    }
  }

  /** The item's first paragraph carries the bullet or number; the rest stay in the list, unnumbered. */
  listItem(item: JSONContent, list: ListContext): Block[] {
    const [first, ...rest] = item.content ?? [];
    const head = first ? this.block(first, list) : [];
    const tail = rest.flatMap((node) =>
      node.type === 'paragraph'
        ? [this.paragraph(node, { indent: { start: 720 * (list.level + 1) } })]
        : this.block(node, list),
    );
    return [...head, ...tail];
  }

  table(node: JSONContent): Table {
    const rows = node.content ?? [];
    const columns = Math.max(
      1,
      ...rows.map((row) => (row.content ?? []).reduce((sum, cell) => sum + Number(cell.attrs?.colspan ?? 1), 0)),
    );
    return new Table({
      width: { size: TABLE_WIDTH, type: WidthType.DXA },
      columnWidths: Array.from({ length: columns }, () => Math.floor(TABLE_WIDTH / columns)),
      rows: rows.map((row) => {
        const cells = row.content ?? [];
        return new TableRow({
          // A row of header cells repeats on each page, and mammoth reads it back as <th>.
          tableHeader: (cells.length > 0 && cells.every((cell) => cell.type === 'tableHeader')) || undefined,
          children: cells.map(
            (cell) =>
              new TableCell({
                columnSpan: Number(cell.attrs?.colspan ?? 1),
                rowSpan: Number(cell.attrs?.rowspan ?? 1),
                children: this.cellBlocks(cell),
              }),
          ),
        });
      }),
    });
  }

  /** Word needs at least one paragraph in a cell, and one after a nested table. */
  private cellBlocks(cell: JSONContent): Block[] {
    const blocks = this.blocks(cell.content);
    if (blocks.length === 0 || blocks[blocks.length - 1] instanceof Table) blocks.push(new Paragraph({}));
    return blocks;
  }
}

export function docxDocument(content: JSONContent): Document {
  const converter = new Converter();
  const children = converter.blocks(content.content);
  return new Document({
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { start: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    // Word refuses a body without a paragraph.
    sections: [{ children: children.length > 0 ? children : [new Paragraph({})] }],
  });
}

/** The .docx bytes of the editor's document. */
export function exportDocx(content: JSONContent): Promise<ArrayBuffer> {
  return Packer.toArrayBuffer(docxDocument(content));
}
