/**
 * The PDF's building blocks. `DocText` owns the bidi rules (DESIGN §2, §8): react-pdf lays every
 * paragraph out left-to-right unless its style says `direction: 'rtl'`, so a paragraph whose first
 * strong character is Arabic gets that direction and is wrapped in U+200F marks, which is what makes
 * it join and order correctly. A paragraph that starts with Latin text or has no letters at all (an
 * invoice number, e-mail, phone, "$1,234.50") stays left-to-right so it reads as written, even on an
 * Arabic invoice; only its alignment follows the document. Its right-to-left runs are drawn in the
 * twin font whose text layer reads back in logical order (text-layer.ts).
 */
import { type Styles, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { usePdf } from './context.js';
import { DOCUMENT_RTL_FONT_FAMILY } from './fonts.js';
import { bidiSpans } from './text-layer.js';

const RLM = '\u200F';
const FIRST_STRONG = /[\p{L}\u200E\u200F]/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\u200F]/u;

/** Unicode's rule for a paragraph's direction: its first strong character (U+200F counts as one). */
export function isRightToLeft(text: string): boolean {
  const first = FIRST_STRONG.exec(text)?.[0];
  return first !== undefined && RIGHT_TO_LEFT.test(first);
}

/** The text as react-pdf should receive it, and the direction its paragraph needs. */
export function bidiParagraph(text: string): { text: string; direction: 'ltr' | 'rtl' } {
  return isRightToLeft(text) ? { text: `${RLM}${text}${RLM}`, direction: 'rtl' } : { text, direction: 'ltr' };
}

type Style = Styles[string];

/** Where a paragraph sits in its box: at the reading start (right in Arabic) or the end. */
export type Alignment = 'start' | 'end' | 'center';

export function useTextAlign(align: Alignment): 'left' | 'right' | 'center' {
  const { rtl } = usePdf();
  if (align === 'center') return 'center';
  return (align === 'start') !== rtl ? 'left' : 'right';
}

interface DocTextProps {
  children: string;
  style?: Style | Style[];
  align?: Alignment;
  /** Keeps a heading with the first lines after it instead of stranding it at a page's foot. */
  minPresenceAhead?: number;
}

export function DocText({ children, style, align = 'start', minPresenceAhead }: DocTextProps) {
  const textAlign = useTextAlign(align);
  const paragraph = bidiParagraph(children);
  const extra = Array.isArray(style) ? style : style ? [style] : [];
  const { direction } = paragraph;
  // Every span repeats the paragraph's direction: textkit takes it from the run it meets first, and
  // a span without it lays its line out left to right ("I-129" came out as "129-I").
  const spans = bidiSpans(paragraph.text, direction).map((span, index) => (
    // Spans are positions in one string: the same text can occur twice.
    // biome-ignore lint/suspicious/noArrayIndexKey: position is the span's identity
    <Text key={index} style={span.rightToLeft ? { direction, fontFamily: DOCUMENT_RTL_FONT_FAMILY } : { direction }}>
      {span.text}
    </Text>
  ));
  return (
    <Text style={[{ textAlign, direction }, ...extra]} minPresenceAhead={minPresenceAhead}>
      {spans}
    </Text>
  );
}

/** "Label: value" on one line, mirrored in Arabic. */
export function LabelValue({ label, value, style }: { label: string; value: string; style?: Style }) {
  const { styles } = usePdf();
  return (
    <View style={style ? [styles.labelValue, style] : styles.labelValue}>
      <DocText style={styles.label}>{label}</DocText>
      <DocText>{value}</DocText>
    </View>
  );
}

export interface Column {
  header: string;
  /** Relative width. */
  flex: number;
  align?: Alignment;
}

interface TableProps {
  columns: Column[];
  rows: string[][];
  caption?: string;
  captionStyle?: Style;
}

/** A table whose rows never split across pages; the caption stays with the first rows. */
export function Table({ columns, rows, caption, captionStyle }: TableProps) {
  const { styles } = usePdf();
  const cell = (column: Column): Style => ({ ...styles.cell, flexBasis: 0, flexGrow: column.flex });
  return (
    <View style={styles.table}>
      {caption ? (
        <DocText style={captionStyle ? [styles.tableCaption, captionStyle] : styles.tableCaption} minPresenceAhead={40}>
          {caption}
        </DocText>
      ) : null}
      <View style={styles.tableHeader} wrap={false} minPresenceAhead={20}>
        {columns.map((column) => (
          <View key={column.header} style={cell(column)}>
            <DocText align={column.align}>{column.header}</DocText>
          </View>
        ))}
      </View>
      {rows.map((row, rowIndex) => (
        // Rows have no identity of their own: the same description can appear twice.
        // biome-ignore lint/suspicious/noArrayIndexKey: position is the row's identity here
        <View key={rowIndex} style={styles.tableRow} wrap={false}>
          {columns.map((column, index) => (
            <View key={column.header} style={cell(column)}>
              <DocText align={column.align}>{row[index] ?? ''}</DocText>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

/** A titled part of the document (Services & Charges, Payment information, ...). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const { styles } = usePdf();
  return (
    <View>
      <DocText style={styles.sectionTitle} minPresenceAhead={60}>
        {title}
      </DocText>
      {children}
    </View>
  );
}
