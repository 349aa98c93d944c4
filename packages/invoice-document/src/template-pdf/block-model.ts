/**
 * The block model of a document template: headings, paragraphs of formatted runs, list items, tables
 * and rules. The PDF writer here and the API's Word writer both draw from it, so the two formats hold
 * the same content.
 */

export interface TemplateRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  code?: boolean;
  link?: string;
}

export type BlockAlign = 'left' | 'right' | 'center' | 'justify';

export interface TextBlock {
  runs: TemplateRun[];
  align?: BlockAlign;
}

export interface HeadingBlock extends TextBlock {
  kind: 'heading';
  level: 1 | 2 | 3;
}
export interface ParagraphBlock extends TextBlock {
  kind: 'paragraph';
  quote: boolean;
  code: boolean;
}
/** One item of a list; nested lists give deeper levels. `list` tells items of different lists apart. */
export interface ListItemBlock extends TextBlock {
  kind: 'list-item';
  ordered: boolean;
  level: number;
  list: number;
  /** 1-based position in its list. */
  number: number;
}
export interface TableCell extends TextBlock {
  header: boolean;
  colspan: number;
  rowspan: number;
}
export interface TableBlock {
  kind: 'table';
  rows: TableCell[][];
}
export interface RuleBlock {
  kind: 'rule';
}
export type TemplateBlock = HeadingBlock | ParagraphBlock | ListItemBlock | TableBlock | RuleBlock;

/** The plain text of a run list (for direction decisions and tests). */
export const runsText = (runs: readonly TemplateRun[]): string => runs.map((run) => run.text).join('');
