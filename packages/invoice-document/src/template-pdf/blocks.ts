/**
 * A document template's sanitised HTML (what the rich-text editor writes) read once into the block
 * model (block-model.ts) that the PDF and Word writers draw.
 */
import { Parser } from 'htmlparser2';
import type { BlockAlign, TableBlock, TableCell, TemplateBlock, TemplateRun, TextBlock } from './block-model.js';

type Format = Omit<TemplateRun, 'text'>;
const FORMAT_OF_TAG: Record<string, Format> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italic: true },
  i: { italic: true },
  u: { underline: true },
  s: { strike: true },
  code: { code: true },
};

function alignOf(attribs: Record<string, string>): BlockAlign | undefined {
  const match = /text-align\s*:\s*(left|right|center|justify)/i.exec(attribs.style ?? '');
  return match ? (match[1]!.toLowerCase() as BlockAlign) : undefined;
}

function spanOf(value: string | undefined): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? Math.min(number, 50) : 1;
}

/** Runs of one block with whitespace collapsed as a browser would (except in <pre>). */
function tidy(runs: TemplateRun[], preformatted: boolean): TemplateRun[] {
  const merged: TemplateRun[] = [];
  for (const run of runs) {
    const text = preformatted ? run.text : run.text.replace(/[ \t\r\n\f]+/g, ' ');
    const last = merged.at(-1);
    const same = last && JSON.stringify({ ...last, text: '' }) === JSON.stringify({ ...run, text: '' });
    if (same) last.text += text;
    else merged.push({ ...run, text });
  }
  if (!preformatted) {
    const first = merged[0];
    if (first) first.text = first.text.replace(/^ +/, '');
    const last = merged.at(-1);
    if (last) last.text = last.text.replace(/ +$/, '');
  }
  return merged.filter((run) => run.text !== '');
}

/** Reads sanitised template HTML into blocks. Unknown tags contribute their text only. */
export function parseTemplateBlocks(html: string): TemplateBlock[] {
  const blocks: TemplateBlock[] = [];
  const formats: Array<{ tag: string; format: Format }> = [];
  const lists: Array<{ ordered: boolean; id: number; count: number }> = [];
  let listCount = 0;
  let quoteDepth = 0;
  let preDepth = 0;
  let table: TableBlock | null = null;
  let cell: TableCell | null = null;
  let block: (TextBlock & { finish: () => void }) | null = null;

  const currentFormat = (): Format => Object.assign({}, ...formats.map((entry) => entry.format));
  const closeBlock = () => {
    if (!block) return;
    const open = block;
    block = null;
    open.runs = tidy(open.runs, preDepth > 0);
    open.finish();
  };
  const openBlock = (align: BlockAlign | undefined, finish: (runs: TemplateRun[], align?: BlockAlign) => void) => {
    closeBlock();
    const open: TextBlock & { finish: () => void } = {
      runs: [],
      ...(align ? { align } : {}),
      finish: () => {
        if (open.runs.length > 0) finish(open.runs, open.align);
      },
    };
    block = open;
  };
  const openParagraph = (align?: BlockAlign) =>
    openBlock(align, (runs, a) =>
      blocks.push({ kind: 'paragraph', runs, quote: quoteDepth > 0, code: preDepth > 0, ...(a ? { align: a } : {}) }),
    );
  const addText = (text: string) => {
    if (cell) {
      cell.runs.push({ text, ...currentFormat() });
      return;
    }
    if (!block) {
      if (text.trim() === '') return;
      openParagraph();
    }
    block!.runs.push({ text, ...currentFormat() });
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const format = FORMAT_OF_TAG[name];
        if (format) formats.push({ tag: name, format });
        else if (name === 'a') formats.push({ tag: name, format: attribs.href ? { link: attribs.href } : {} });
        if (cell && name !== 'td' && name !== 'th') {
          // Inside a cell paragraphs and lists read as lines of the cell.
          if ((name === 'p' || name === 'li' || name === 'br') && cell.runs.length > 0) cell.runs.push({ text: '\n' });
          return;
        }
        switch (name) {
          case 'p':
            if (block && lists.length > 0) {
              // A paragraph inside a list item continues the item.
              if (block.runs.length > 0) block.runs.push({ text: '\n' });
              const align = alignOf(attribs);
              if (align) block.align = align;
            } else openParagraph(alignOf(attribs));
            break;
          case 'h1':
          case 'h2':
          case 'h3':
          case 'h4':
          case 'h5':
          case 'h6': {
            const level = Math.min(Number(name[1]), 3) as 1 | 2 | 3;
            openBlock(alignOf(attribs), (runs, a) =>
              blocks.push({ kind: 'heading', level, runs, ...(a ? { align: a } : {}) }),
            );
            break;
          }
          case 'blockquote':
            closeBlock();
            quoteDepth += 1;
            break;
          case 'pre':
            openParagraph(alignOf(attribs));
            preDepth += 1;
            break;
          case 'ul':
          case 'ol':
            closeBlock();
            listCount += 1;
            lists.push({ ordered: name === 'ol', id: listCount, count: 0 });
            break;
          case 'li': {
            const list = lists.at(-1);
            if (!list) {
              openParagraph(alignOf(attribs));
              break;
            }
            list.count += 1;
            const item = { ordered: list.ordered, level: lists.length - 1, list: list.id, number: list.count };
            openBlock(alignOf(attribs), (runs, a) =>
              blocks.push({ kind: 'list-item', ...item, runs, ...(a ? { align: a } : {}) }),
            );
            break;
          }
          case 'br':
            if (block) block.runs.push({ text: '\n', ...currentFormat() });
            break;
          case 'hr':
            closeBlock();
            blocks.push({ kind: 'rule' });
            break;
          case 'table':
            closeBlock();
            table = { kind: 'table', rows: [] };
            break;
          case 'tr':
            table?.rows.push([]);
            break;
          case 'td':
          case 'th':
            if (!table) break;
            if (table.rows.length === 0) table.rows.push([]);
            cell = {
              runs: [],
              header: name === 'th',
              colspan: spanOf(attribs.colspan),
              rowspan: spanOf(attribs.rowspan),
            };
            {
              const align = alignOf(attribs);
              if (align) cell.align = align;
            }
            break;
        }
      },
      ontext(text) {
        addText(text);
      },
      onclosetag(name) {
        const index = formats.findLastIndex((entry) => entry.tag === name);
        if (index >= 0) formats.splice(index, 1);
        if ((name === 'td' || name === 'th') && cell && table) {
          cell.runs = tidy(cell.runs, false);
          table.rows.at(-1)!.push(cell);
          cell = null;
          return;
        }
        if (cell) return;
        switch (name) {
          case 'p':
            if (lists.length === 0) closeBlock();
            break;
          case 'h1':
          case 'h2':
          case 'h3':
          case 'h4':
          case 'h5':
          case 'h6':
          case 'li':
            closeBlock();
            break;
          case 'pre':
            closeBlock();
            preDepth = Math.max(0, preDepth - 1);
            break;
          case 'blockquote':
            closeBlock();
            quoteDepth = Math.max(0, quoteDepth - 1);
            break;
          case 'ul':
          case 'ol':
            closeBlock();
            lists.pop();
            break;
          case 'table':
            if (table) blocks.push({ ...table, rows: table.rows.filter((row) => row.length > 0) });
            table = null;
            break;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  closeBlock();
  return blocks;
}
