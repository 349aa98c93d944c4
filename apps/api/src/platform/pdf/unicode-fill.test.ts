/**
 * Arabic (and any non-WinAnsi) values in the real G-28: drawn with the embedded Cairo subset, and read
 * back by pdf.js as the logical text, flattened or not. G-28 is decrypted once for the whole file.
 */

import { assertValidPdf } from '@counsel/invoice-document/pdf-validity';
import { degrees, PDFDict, PDFDocument, PDFName, type PDFStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { uscisPdf } from '../../test/kits/pdf.js';
import { decryptPdf } from './pdf-decrypt.js';
import { fillPdfForm } from './pdf-form.js';

const PART2 = 'form1[0].#subform[0].';
const PART2_ADDRESS = 'form1[0].#subform[1].';
const FAMILY_NAME = `${PART2}Line5a_FamilyName[0]`;
const GIVEN_NAME = `${PART2}Line5b_GivenName[0]`;
const STREET = `${PART2_ADDRESS}Line12a_StreetNumberName[0]`;
const CITY = `${PART2_ADDRESS}Line12c_CityOrTown[0]`;
const PROVINCE = `${PART2_ADDRESS}Line12f_Province[0]`;
const EXPLANATION = 'form1[0].#subform[3].Line1_Explanation[0]';

const values = {
  [FAMILY_NAME]: 'Haddad',
  [GIVEN_NAME]: 'أحمد منصور',
  [STREET]: 'شارع الملك حسين 12',
  [CITY]: 'Apt 4, عمّان',
  [PROVINCE]: 'لا إله (الأردن)',
  [EXPLANATION]: 'السطر الأول\nالسطر الثاني 2026',
};

interface Item {
  text: string;
  x: number;
  y: number;
}

/** pdf.js' text items of every page, with their positions. */
async function textItems(pdf: Uint8Array): Promise<Item[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const pages: Item[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items.flatMap((item) =>
          'str' in item && item.str.trim() !== ''
            ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
            : [],
        ),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The text pdf.js gives inside a field's box: its items (one per run of one direction, each already
 * in logical order) joined in the value's reading order.
 */
function textIn(pages: Item[][], box: Box, direction: 'ltr' | 'rtl'): string {
  return (
    pages
      .flat()
      .filter(
        (item) => item.x >= box.x - 1 && item.x <= box.x + box.width && item.y >= box.y && item.y <= box.y + box.height,
      )
      // Lines from the top, then each line in the value's direction.
      .sort((a, b) => (Math.abs(a.y - b.y) > 2 ? b.y - a.y : direction === 'rtl' ? b.x - a.x : a.x - b.x))
      .map((item) => item.text.trim())
      .join(' ')
  );
}

function appearanceFonts(document: PDFDocument, fieldName: string): string[] {
  const widget = document.getForm().getTextField(fieldName).acroField.getWidgets()[0]!;
  const stream = document.context.lookup(widget.getNormalAppearance()) as PDFStream;
  const resources = document.context.lookup(stream.dict.get(PDFName.of('Resources')), PDFDict);
  const fonts = document.context.lookup(resources.get(PDFName.of('Font')), PDFDict);
  return fonts.keys().map((key) => key.decodeText());
}

describe('filling G-28 with Arabic values', () => {
  let g28: Uint8Array;
  let box: (name: string) => Box;
  beforeAll(async () => {
    g28 = await decryptPdf(uscisPdf('g-28.pdf'));
    const form = (await PDFDocument.load(g28)).getForm();
    box = (name) => form.getTextField(name).acroField.getWidgets()[0]!.getRectangle();
  });

  it('flattens English and Arabic values onto the page, read back by pdf.js as their logical text', async () => {
    const flat = await fillPdfForm(g28, values, { flatten: true });
    expect((await PDFDocument.load(flat)).getForm().getFields()).toHaveLength(0);
    const pages = await textItems(flat);
    const all = pages.flat().map((item) => item.text);
    expect(all).toContain('Haddad');
    expect(all).toContain('أحمد منصور');
    // The address is on page 2.
    expect(textIn(pages.slice(1, 2), box(STREET), 'rtl')).toBe('شارع الملك حسين 12');
    expect(textIn(pages.slice(1, 2), box(CITY), 'ltr')).toBe('Apt 4, عمّان');
    // A lam-alef ligature and brackets inside Arabic come back as typed.
    expect(all).toContain('لا إله (الأردن)');
    // A multiline field keeps its lines; the number stays at the end of its right-to-left line.
    expect(all).toContain('السطر الأول');
    expect(textIn(pages.slice(3, 4), box(EXPLANATION), 'rtl')).toBe('السطر الأول السطر الثاني 2026');
  });

  it('right-aligns a right-to-left value in its box and leaves a left-to-right one on the left', async () => {
    const flat = await fillPdfForm(g28, values, { flatten: true });
    const pages = await textItems(flat);
    const at = (text: string) => pages.flat().find((item) => item.text.includes(text))!;
    expect(at('Haddad').x - box(FAMILY_NAME).x).toBeLessThan(5);
    // pdf.js places an item at its left edge: a right-aligned value ends at the box's right edge.
    const given = box(GIVEN_NAME);
    expect(at('أحمد منصور').x).toBeGreaterThan(given.x + given.width / 2);
  });

  it('keeps the values in fields that are not flattened, with appearances in the embedded font', async () => {
    const filled = await fillPdfForm(g28, values);
    const reread = await PDFDocument.load(filled);
    const form = reread.getForm();
    expect(form.getTextField(GIVEN_NAME).getText()).toBe('أحمد منصور');
    expect(form.getTextField(STREET).getText()).toBe('شارع الملك حسين 12');
    expect(form.getTextField(FAMILY_NAME).getText()).toBe('Haddad');
    expect(appearanceFonts(reread, GIVEN_NAME)).toEqual(['CounselUnicodeRtl']);
    expect(appearanceFonts(reread, CITY).sort()).toEqual(['CounselUnicodeLtr', 'CounselUnicodeRtl']);

    const document = await getDocument({ data: new Uint8Array(filled), verbosity: 0 }).promise;
    const fields = ((await document.getFieldObjects()) ?? {}) as Record<string, Array<{ value?: unknown }>>;
    expect(fields[GIVEN_NAME]?.[0]?.value).toBe('أحمد منصور');
    // Rendering the page draws the widgets' appearances: the embedded font must load.
    const operators = await (await document.getPage(1)).getOperatorList();
    expect(operators.fnArray.length).toBeGreaterThan(0);
    await document.destroy();
  });

  it('saves a value in a script the font lacks: the field keeps it, the page shows empty boxes', async () => {
    const chinese = '北京';
    const filled = await fillPdfForm(g28, { [CITY]: chinese });
    expect((await PDFDocument.load(filled)).getForm().getTextField(CITY).getText()).toBe(chinese);
    const flat = await fillPdfForm(g28, { [CITY]: chinese }, { flatten: true });
    // Cairo has no CJK glyphs: each character is drawn as .notdef, which reads back as U+FFFD.
    expect((await textItems(flat)).flat().map((item) => item.text)).toContain('\uFFFD\uFFFD');
  });

  it('embeds no extra font for Latin values: Helvetica draws them as before', async () => {
    const latin = { [FAMILY_NAME]: 'Haddad', [GIVEN_NAME]: 'Zoë', [EXPLANATION]: 'First line\nSecond line' };
    const filled = await fillPdfForm(g28, latin, { flatten: true });
    expect(Buffer.from(filled).includes('Cairo')).toBe(false);
    const texts = (await textItems(filled)).flat().map((item) => item.text);
    expect(texts).toEqual(expect.arrayContaining(['Zoë', 'First line', 'Second line']));
  });
});

describe('other fields that take Arabic text', () => {
  it('draws an edited dropdown value and a text field turned a quarter, read back by pdf.js', async () => {
    const source = await PDFDocument.create();
    const page = source.addPage([300, 300]);
    const form = source.getForm();
    const city = form.createDropdown('city');
    city.addOptions(['Amman', 'Irbid']);
    city.enableEditing();
    city.addToPage(page, { x: 20, y: 240, width: 200, height: 24 });
    const note = form.createTextField('note');
    note.addToPage(page, { x: 250, y: 20, width: 24, height: 200, rotate: degrees(90) });
    const bytes = await source.save();

    const filled = await fillPdfForm(bytes, { city: 'عمّان', note: 'أحمد منصور' });
    expect((await PDFDocument.load(filled)).getForm().getDropdown('city').getSelected()).toEqual(['عمّان']);
    const flat = await fillPdfForm(bytes, { city: 'عمّان', note: 'أحمد منصور' }, { flatten: true });
    const texts = (await textItems(flat)).flat().map((item) => item.text);
    expect(texts).toEqual(expect.arrayContaining(['عمّان', 'أحمد منصور']));
    // Fields added by pdf-lib keep their widgets apart: flattening must not leave references to them.
    await assertValidPdf(filled);
    await assertValidPdf(flat);
  });
});
