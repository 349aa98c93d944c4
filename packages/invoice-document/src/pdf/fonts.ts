/**
 * The document's font: Cairo (OFL), which covers Latin and Arabic, so one family renders both and
 * Arabic comes out shaped and joined (DESIGN §8). The browser passes URLs (Vite `?url` imports of the
 * TTFs), Node passes file paths; react-pdf loads either.
 */
import { Font } from '@react-pdf/renderer';

export const DOCUMENT_FONT_FAMILY = 'Cairo';

export interface DocumentFontSources {
  regular: string;
  bold: string;
}

let registered: DocumentFontSources | null = null;

/**
 * Registers Cairo once. react-pdf keeps fonts in a process-wide store and would add a second set of
 * sources on every call, so later calls are ignored (the first sources win).
 */
export function registerDocumentFonts(fonts: DocumentFontSources): void {
  if (registered) return;
  Font.register({
    family: DOCUMENT_FONT_FAMILY,
    fonts: [
      { src: fonts.regular, fontWeight: 400 },
      { src: fonts.bold, fontWeight: 700 },
    ],
  });
  // react-pdf hyphenates English words by default, which splits names, numbers and e-mail
  // addresses mid-word and means nothing in Arabic: words wrap whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = { ...fonts };
}
