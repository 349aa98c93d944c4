/**
 * Cairo (SIL Open Font License 1.1, from @expo-google-fonts/cairo, the invoice PDF's font too) for the
 * form values Helvetica cannot draw (Arabic and anything outside WinAnsi), read from disk; the font is
 * embedded by the shared UnicodeFormFont (@counsel/invoice-document/unicode-pdf-font).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ShapingFont } from '@counsel/invoice-document/unicode-layout';

const require = createRequire(import.meta.url);
const CAIRO_FILE = require.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf');

let cairoBytes: Promise<Buffer> | undefined;

/** A fresh fontkit font per document: fontkit's glyph cache would otherwise grow across requests. */
export async function loadShapingFont(): Promise<ShapingFont> {
  cairoBytes ??= readFile(CAIRO_FILE);
  // Loaded with the first form that needs it (about 18 MB of memory), by the parser worker that fills it.
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  return fontkit.create(await cairoBytes);
}

export {
  glyphCode,
  RESOURCE_NAMES,
  resourceName,
  showRun,
  UnicodeFormFont,
} from '@counsel/invoice-document/unicode-pdf-font';
