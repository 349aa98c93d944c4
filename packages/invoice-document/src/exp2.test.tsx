import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer';
import { it } from 'vitest';
import { registerDocumentFonts } from './pdf/fonts.js';
import { pdfjsLines } from './test/pdfjs.js';

const require = createRequire(import.meta.url);
it('exp', async () => {
  await registerDocumentFonts({
    regular: require.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf'),
  });
  const doc = (
    <Document>
      <Page size="A4" style={{ fontFamily: 'Cairo', padding: 40 }}>
        <Text style={{ direction: 'rtl' }}>{'ب\u200Fا'}</Text>
      </Page>
    </Document>
  );
  const buf = await renderToBuffer(doc);
  writeFileSync('/tmp/pdfx/d.pdf', buf);
  console.log(JSON.stringify(await pdfjsLines(buf, 'rtl')));
}, 60000);
