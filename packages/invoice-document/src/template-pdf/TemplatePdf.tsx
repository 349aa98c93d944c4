/**
 * A filled document template as a PDF: A4, vector text in Cairo, Arabic shaped and laid out right to
 * left. Each paragraph takes its direction from its first strong character (primitives.tsx) and its
 * right-to-left spans are drawn in the twin font whose text layer reads back in logical order.
 * Fonts must be registered first (`registerDocumentFonts`).
 */
import { Document, Page, type Styles, Text, View } from '@react-pdf/renderer';
import { createContext, useContext } from 'react';
import { DOCUMENT_FONT_FAMILY, DOCUMENT_RTL_FONT_FAMILY } from '../pdf/fonts.js';
import { isRightToLeft } from '../pdf/primitives.js';
import { bidiSpans } from '../pdf/text-layer.js';
import { type BlockAlign, runsText, type TemplateBlock, type TemplateRun } from './block-model.js';

type Style = Styles[string];
const RLM = '\u200F';
const INK = '#1a1b1e';
const HAIRLINE = '#adb5bd';
const HEADING_SIZES = { 1: 20, 2: 16, 3: 13 } as const;

const DirectionContext = createContext<'ltr' | 'rtl'>('ltr');

function runStyle(run: TemplateRun): Style {
  return {
    ...(run.bold ? { fontWeight: 700 } : {}),
    // Cairo has no italic face: emphasis keeps the upright glyphs rather than failing to lay out.
    ...(run.underline || run.link ? { textDecoration: 'underline' } : {}),
    ...(run.strike ? { textDecoration: 'line-through' } : {}),
    ...(run.code ? { backgroundColor: '#f1f3f5' } : {}),
  };
}

/** The run list cut wherever a run or the paragraph's bidi level changes, each piece with its run's style. */
function pieces(runs: TemplateRun[], direction: 'ltr' | 'rtl') {
  const marked = direction === 'rtl' ? [{ text: RLM }, ...runs, { text: RLM }] : runs;
  const full = runsText(marked);
  const spans = bidiSpans(full, direction);
  const out: Array<{ text: string; rightToLeft: boolean; run: TemplateRun; offset: number }> = [];
  let offset = 0;
  let runIndex = 0;
  let runOffset = 0;
  for (const span of spans) {
    let rest = span.text;
    while (rest.length > 0 && runIndex < marked.length) {
      const run = marked[runIndex]!;
      const take = Math.min(rest.length, run.text.length - runOffset);
      out.push({ text: rest.slice(0, take), rightToLeft: span.rightToLeft, run, offset });
      offset += take;
      rest = rest.slice(take);
      runOffset += take;
      if (runOffset >= run.text.length) {
        runIndex += 1;
        runOffset = 0;
      }
    }
  }
  return out;
}

function RunsText({ runs, align, style }: { runs: TemplateRun[]; align?: BlockAlign; style?: Style }) {
  const documentDirection = useContext(DirectionContext);
  const direction = isRightToLeft(runsText(runs)) ? 'rtl' : 'ltr';
  const start = documentDirection === 'rtl' ? 'right' : 'left';
  const textAlign = align ?? start;
  return (
    <Text style={[{ direction, textAlign }, ...(style ? [style] : [])]}>
      {pieces(runs, direction).map((piece) => (
        // A piece's offset in its paragraph is its identity: the same text can occur twice.
        <Text
          key={piece.offset}
          style={[
            { direction },
            runStyle(piece.run),
            ...(piece.rightToLeft ? [{ fontFamily: DOCUMENT_RTL_FONT_FAMILY }] : []),
          ]}
        >
          {piece.text}
        </Text>
      ))}
    </Text>
  );
}

function Table({ block }: { block: Extract<TemplateBlock, { kind: 'table' }> }) {
  const rtl = useContext(DirectionContext) === 'rtl';
  return (
    <View style={{ borderWidth: 0.75, borderColor: HAIRLINE, marginBottom: 8 }}>
      {block.rows.map((row, rowIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
        <View key={rowIndex} wrap={false} style={{ flexDirection: rtl ? 'row-reverse' : 'row' }}>
          {row.map((cell, cellIndex) => (
            <View
              // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity but their position
              key={cellIndex}
              style={{
                flexGrow: cell.colspan,
                flexBasis: 0,
                padding: 4,
                borderWidth: 0.5,
                borderColor: HAIRLINE,
                ...(cell.header ? { backgroundColor: '#f1f3f5' } : {}),
              }}
            >
              <RunsText
                runs={cell.runs}
                {...(cell.align ? { align: cell.align } : {})}
                style={cell.header ? { fontWeight: 700 } : {}}
              />
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

function Block({ block }: { block: TemplateBlock }) {
  const rtl = useContext(DirectionContext) === 'rtl';
  const align = 'align' in block && block.align ? { align: block.align } : {};
  switch (block.kind) {
    case 'heading':
      return (
        <RunsText
          runs={block.runs}
          {...align}
          // The page's line height reaches a heading in points (the body's 11 × 1.5): a heading sets its
          // own, or its Arabic ascenders and descenders run into the next line.
          style={{
            fontSize: HEADING_SIZES[block.level],
            lineHeight: 1.4,
            fontWeight: 700,
            marginBottom: 6,
            marginTop: 4,
          }}
        />
      );
    case 'paragraph': {
      const quote: Style = block.quote
        ? { ...(rtl ? { borderRightWidth: 2 } : { borderLeftWidth: 2 }), borderColor: HAIRLINE, paddingHorizontal: 8 }
        : {};
      return (
        <View style={{ marginBottom: 6, ...quote }}>
          <RunsText runs={block.runs} {...align} style={block.code ? { backgroundColor: '#f1f3f5' } : {}} />
        </View>
      );
    }
    case 'list-item': {
      const marker = block.ordered ? `${block.number}.` : '•';
      return (
        <View
          style={{
            flexDirection: rtl ? 'row-reverse' : 'row',
            gap: 4,
            marginBottom: 3,
            ...(rtl ? { paddingRight: 12 + block.level * 14 } : { paddingLeft: 12 + block.level * 14 }),
          }}
        >
          <Text style={{ width: 14, textAlign: rtl ? 'left' : 'right' }}>{marker}</Text>
          <View style={{ flexGrow: 1, flexBasis: 0 }}>
            <RunsText runs={block.runs} {...align} />
          </View>
        </View>
      );
    }
    case 'table':
      return <Table block={block} />;
    case 'rule':
      return <View style={{ borderBottomWidth: 0.75, borderColor: HAIRLINE, marginVertical: 8 }} />;
  }
}

export interface TemplatePdfProps {
  title: string;
  language: 'en' | 'ar';
  blocks: TemplateBlock[];
  author?: string;
}

export function TemplatePdf({ title, language, blocks, author }: TemplatePdfProps) {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <Document title={title} language={language} creator="Counsel" producer="Counsel" {...(author ? { author } : {})}>
      <DirectionContext.Provider value={direction}>
        <Page
          size="A4"
          style={{ fontFamily: DOCUMENT_FONT_FAMILY, fontSize: 11, color: INK, padding: 56, lineHeight: 1.5 }}
        >
          {blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their position
            <Block key={index} block={block} />
          ))}
        </Page>
      </DirectionContext.Provider>
    </Document>
  );
}
