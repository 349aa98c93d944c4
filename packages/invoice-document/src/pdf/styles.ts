/**
 * The PDF's look. Sizes are points (1 mm ≈ 2.835 pt). react-pdf has no logical properties, so the
 * mirroring for Arabic is done here once: rows run 'row-reverse' and "start"/"end" alignments swap,
 * and everything else spaces with `gap` and symmetric paddings, which need no mirroring.
 */
import { StyleSheet } from '@react-pdf/renderer';
import type { InvoiceDocument } from '../model.js';
import { DOCUMENT_FONT_FAMILY } from './fonts.js';

/** billing.md §9: A4 portrait with 10 mm margins. */
export const PAGE_MARGIN = 28.35;
/** Room kept under the content for the page number. */
const PAGE_NUMBER_BAND = 16;

/** Mantine's blue.8 (5:1 on white, 4.5:1 on the tint, so small headings stay readable) and blue.0 for tinted table headers. */
const PRIMARY = '#1971c2';
const PRIMARY_TINT = '#e7f5ff';
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const HAIRLINE = '#dee2e6';
const GREY_TINT = '#f1f3f5';

export interface Palette {
  accent: string;
  tint: string;
}

export function paletteOf(colorScheme: InvoiceDocument['colorScheme']): Palette {
  return colorScheme === 'Primary' ? { accent: PRIMARY, tint: PRIMARY_TINT } : { accent: '#000000', tint: GREY_TINT };
}

export function documentStyles(document: Pick<InvoiceDocument, 'colorScheme' | 'direction'>) {
  const { accent, tint } = paletteOf(document.colorScheme);
  const row = document.direction === 'rtl' ? 'row-reverse' : 'row';
  return StyleSheet.create({
    page: {
      fontFamily: DOCUMENT_FONT_FAMILY,
      fontSize: 9,
      color: INK,
      paddingTop: PAGE_MARGIN,
      paddingHorizontal: PAGE_MARGIN,
      paddingBottom: PAGE_MARGIN + PAGE_NUMBER_BAND,
    },
    // Cairo's own line gap is large: set the spacing here, not on the page, because react-pdf
    // drops a page-number text (render prop) that inherits a lineHeight.
    content: { fontSize: 9, lineHeight: 1.35 },
    spread: { flexDirection: row, justifyContent: 'space-between', gap: 16 },
    half: { flexBasis: 0, flexGrow: 1 },
    header: { flexDirection: row, justifyContent: 'space-between', alignItems: 'flex-start', gap: 16 },
    logo: { maxWidth: 160, maxHeight: 64, objectFit: 'contain' },
    heading: { fontSize: 20, lineHeight: 1.3, fontWeight: 700, color: accent },
    subtitle: { fontSize: 10, lineHeight: 1.4, color: MUTED },
    labelValue: { flexDirection: row, gap: 6 },
    label: { color: MUTED },
    strong: { fontWeight: 700 },
    muted: { color: MUTED },
    block: { marginTop: 14 },
    blockTitle: { fontSize: 8, fontWeight: 700, color: accent, textTransform: 'uppercase', marginBottom: 2 },
    datesStrip: {
      flexDirection: row,
      gap: 24,
      marginTop: 14,
      paddingVertical: 5,
      paddingHorizontal: 8,
      backgroundColor: tint,
    },
    sectionTitle: {
      fontSize: 12,
      lineHeight: 1.4,
      fontWeight: 700,
      color: accent,
      marginTop: 16,
      paddingBottom: 2,
      borderBottomWidth: 1,
      borderBottomColor: accent,
    },
    matterTitle: { fontSize: 10, lineHeight: 1.4, fontWeight: 700, marginTop: 10 },
    tableCaption: { fontSize: 9, fontWeight: 700, marginTop: 6, marginBottom: 2 },
    table: { borderBottomWidth: 0.75, borderBottomColor: accent },
    tableHeader: {
      flexDirection: row,
      backgroundColor: tint,
      borderBottomWidth: 0.75,
      borderBottomColor: accent,
      fontWeight: 700,
    },
    tableRow: { flexDirection: row, borderBottomWidth: 0.5, borderBottomColor: HAIRLINE },
    cell: { paddingVertical: 3, paddingHorizontal: 5 },
    note: { fontSize: 8, color: MUTED },
    totalsRow: { flexDirection: row, justifyContent: 'space-between', gap: 12, paddingVertical: 2 },
    grandTotal: {
      flexDirection: row,
      justifyContent: 'space-between',
      gap: 12,
      marginTop: 3,
      paddingVertical: 3,
      borderTopWidth: 1,
      borderTopColor: accent,
      fontWeight: 700,
      fontSize: 11,
      lineHeight: 1.4,
    },
    summary: { flexBasis: 0, flexGrow: 1, maxWidth: '48%' },
    card: { marginTop: 16, padding: 10, borderWidth: 1, borderColor: accent, borderRadius: 4 },
    cardTitle: { fontSize: 11, lineHeight: 1.4, fontWeight: 700, color: accent },
    footer: { marginTop: 20, paddingTop: 6, borderTopWidth: 0.75, borderTopColor: accent, color: MUTED },
    pageNumber: {
      position: 'absolute',
      bottom: PAGE_MARGIN - 4,
      left: PAGE_MARGIN,
      right: PAGE_MARGIN,
      fontSize: 8,
      color: MUTED,
      textAlign: 'center',
    },
  });
}

export type DocumentStyles = ReturnType<typeof documentStyles>;
