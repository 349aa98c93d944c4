/**
 * A filled document template as a Word file (the `docx` package), from the same block model as the
 * PDF: headings, paragraphs with bold/italic/underline/strike runs, links, bullet and numbered lists,
 * tables and rules. An Arabic template's paragraphs are bidirectional and right-aligned, and its
 * Arabic runs are marked right-to-left, so Word lays them out as written.
 */
import type { TemplateBlock, TemplateRun } from '@counsel/invoice-document/node';
import {
  AlignmentType,
  BorderStyle,
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

const ARABIC = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const NUMBERED = 'template-numbered';
const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;
const ALIGNMENTS = {
  left: AlignmentType.LEFT,
  right: AlignmentType.RIGHT,
  center: AlignmentType.CENTER,
  justify: AlignmentType.JUSTIFIED,
} as const;

interface Layout {
  rtl: boolean;
}

function textRuns(run: TemplateRun, extra: { bold?: boolean }): TextRun[] {
  const rightToLeft = ARABIC.test(run.text);
  return run.text.split('\n').map(
    (line, index) =>
      new TextRun({
        text: line,
        ...(index > 0 ? { break: 1 } : {}),
        ...(run.bold || extra.bold ? { bold: true, boldComplexScript: true } : {}),
        ...(run.italic ? { italics: true, italicsComplexScript: true } : {}),
        ...(run.underline ? { underline: {} } : {}),
        ...(run.strike ? { strike: true } : {}),
        ...(run.code ? { font: 'Courier New' } : {}),
        ...(run.link ? { style: 'Hyperlink' } : {}),
        ...(rightToLeft ? { rightToLeft: true } : {}),
      }),
  );
}

function children(runs: TemplateRun[], extra: { bold?: boolean } = {}): ParagraphChild[] {
  return runs.flatMap((run): ParagraphChild[] =>
    run.link ? [new ExternalHyperlink({ link: run.link, children: textRuns(run, extra) })] : textRuns(run, extra),
  );
}

function paragraph(
  runs: TemplateRun[],
  align: keyof typeof ALIGNMENTS | undefined,
  layout: Layout,
  options: Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'> = {},
  extra: { bold?: boolean } = {},
): Paragraph {
  const alignment = align ? ALIGNMENTS[align] : layout.rtl ? AlignmentType.RIGHT : undefined;
  return new Paragraph({
    ...options,
    children: children(runs, extra),
    ...(layout.rtl ? { bidirectional: true } : {}),
    ...(alignment ? { alignment } : {}),
  });
}

function table(block: Extract<TemplateBlock, { kind: 'table' }>, layout: Layout): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    ...(layout.rtl ? { visuallyRightToLeft: true } : {}),
    rows: block.rows.map(
      (row) =>
        new TableRow({
          tableHeader: row.every((cell) => cell.header),
          children: row.map(
            (cell) =>
              new TableCell({
                columnSpan: cell.colspan,
                rowSpan: cell.rowspan,
                children: [paragraph(cell.runs, cell.align, layout, {}, { bold: cell.header })],
              }),
          ),
        }),
    ),
  });
}

function blockToDocx(block: TemplateBlock, layout: Layout): Paragraph | Table {
  switch (block.kind) {
    case 'heading':
      return paragraph(block.runs, block.align, layout, { heading: HEADINGS[block.level] });
    case 'paragraph':
      return paragraph(block.runs, block.align, layout, block.quote ? { indent: { start: 720 } } : {});
    case 'list-item':
      return paragraph(
        block.runs,
        block.align,
        layout,
        block.ordered
          ? { numbering: { reference: NUMBERED, level: Math.min(block.level, 8), instance: block.list } }
          : { bullet: { level: Math.min(block.level, 8) } },
      );
    case 'table':
      return table(block, layout);
    case 'rule':
      return new Paragraph({
        children: [],
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
      });
  }
}

export function renderTemplateDocx(input: {
  title: string;
  language: 'en' | 'ar';
  blocks: TemplateBlock[];
  author?: string;
}): Promise<Buffer> {
  const layout: Layout = { rtl: input.language === 'ar' };
  const document = new Document({
    creator: input.author ?? 'Counsel',
    title: input.title,
    numbering: {
      config: [
        {
          reference: NUMBERED,
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
    sections: [{ children: input.blocks.map((block) => blockToDocx(block, layout)) }],
  });
  return Packer.toBuffer(document);
}
