/**
 * The document's font: Cairo (OFL), which covers Latin and Arabic, so one family renders both and
 * Arabic comes out shaped and joined (DESIGN §8). The browser passes URLs (Vite `?url` imports of the
 * TTFs), Node passes file paths; react-pdf loads either. The same files are registered twice: the
 * second family draws right-to-left runs and records their text for readers (see text-layer.ts).
 */
import { Font } from '@react-pdf/renderer';
import { type LayoutFont, wrapFontTextLayer } from './text-layer.js';

export const DOCUMENT_FONT_FAMILY = 'Cairo';
export const DOCUMENT_RTL_FONT_FAMILY = 'Cairo RTL';

export interface DocumentFontSources {
  regular: string;
  bold: string;
}

const WEIGHTS = [400, 700] as const;
let loaded: Promise<void> | null = null;

/** react-pdf's font store keeps the loaded fontkit font of each source in `data`. */
interface LoadedSource {
  data: LayoutFont | null;
}

async function loadFamily(fontFamily: string, rightToLeft: boolean): Promise<void> {
  for (const fontWeight of WEIGHTS) {
    await Font.load({ fontFamily, fontWeight });
    const source = Font.getFont({ fontFamily, fontWeight }) as unknown as LoadedSource | undefined;
    if (!source?.data) throw new Error(`The ${fontFamily} ${fontWeight} font did not load`);
    wrapFontTextLayer(source.data, { rightToLeft });
  }
}

/**
 * Registers and loads Cairo once, with the text layer's wrapping in place before any layout runs.
 * react-pdf keeps fonts in a process-wide store and would add a second set of sources on every
 * call, so later calls wait for the first (the first sources win).
 */
export function registerDocumentFonts(fonts: DocumentFontSources): Promise<void> {
  if (loaded) return loaded;
  const sources = [
    { src: fonts.regular, fontWeight: 400 },
    { src: fonts.bold, fontWeight: 700 },
  ];
  Font.register({ family: DOCUMENT_FONT_FAMILY, fonts: sources });
  Font.register({ family: DOCUMENT_RTL_FONT_FAMILY, fonts: sources });
  // react-pdf hyphenates English words by default, which splits names, numbers and e-mail
  // addresses mid-word and means nothing in Arabic: words wrap whole.
  Font.registerHyphenationCallback((word) => [word]);
  loaded = (async () => {
    await loadFamily(DOCUMENT_FONT_FAMILY, false);
    await loadFamily(DOCUMENT_RTL_FONT_FAMILY, true);
  })();
  // A failed load (a font URL the browser could not fetch) may be retried by the next download.
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
