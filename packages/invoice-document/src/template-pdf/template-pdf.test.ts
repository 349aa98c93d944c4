import { describe, expect, it } from 'vitest';
import { renderTemplatePdf } from '../node.js';
import { pdfjsLines } from '../test/pdfjs.js';
import { hasPoppler, pdfText, withoutBidiControls } from '../test/poppler.js';
import { parseTemplateBlocks } from './blocks.js';

describe('parseTemplateBlocks', () => {
  it('reads headings, formatted runs, lists, tables and rules', () => {
    const blocks = parseTemplateBlocks(
      '<h1>Engagement</h1><p style="text-align: center">Dear <strong>Maria</strong> &amp; <em>family</em>,</p>' +
        '<ul><li><p>One</p></li><li><p>Two</p><ol><li><p>Inner</p></li></ol></li></ul><hr>' +
        '<table><tbody><tr><th colspan="2">Fee</th></tr><tr><td>Filing</td><td>$500</td></tr></tbody></table>',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, runs: [{ text: 'Engagement' }] },
      {
        kind: 'paragraph',
        quote: false,
        code: false,
        align: 'center',
        runs: [
          { text: 'Dear ' },
          { text: 'Maria', bold: true },
          { text: ' & ' },
          { text: 'family', italic: true },
          { text: ',' },
        ],
      },
      { kind: 'list-item', ordered: false, level: 0, list: 1, number: 1, runs: [{ text: 'One' }] },
      { kind: 'list-item', ordered: false, level: 0, list: 1, number: 2, runs: [{ text: 'Two' }] },
      { kind: 'list-item', ordered: true, level: 1, list: 2, number: 1, runs: [{ text: 'Inner' }] },
      { kind: 'rule' },
      {
        kind: 'table',
        rows: [
          [{ header: true, colspan: 2, rowspan: 1, runs: [{ text: 'Fee' }] }],
          [
            { header: false, colspan: 1, rowspan: 1, runs: [{ text: 'Filing' }] },
            { header: false, colspan: 1, rowspan: 1, runs: [{ text: '$500' }] },
          ],
        ],
      },
    ]);
  });
});

describe('renderTemplatePdf', () => {
  it('draws English text that reads back in order', async () => {
    const pdf = await renderTemplatePdf({
      title: 'Engagement letter',
      language: 'en',
      blocks: parseTemplateBlocks('<h2>Engagement letter</h2><p>Dear <strong>Maria Gonzalez</strong>, welcome.</p>'),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = await pdfjsLines(pdf, 'ltr');
    expect(lines).toContain('Engagement letter');
    expect(lines).toContain('Dear Maria Gonzalez, welcome.');
  });

  it('draws Arabic right to left and its text layer reads back in logical order', async () => {
    const pdf = await renderTemplatePdf({
      title: 'خطاب التعاقد',
      language: 'ar',
      blocks: parseTemplateBlocks(
        '<h2>خطاب التعاقد</h2><p>عزيزي صالح، يسرنا أن نرحب بكم عملاء لدى مكتبنا.</p><ul><li><p>ضريبة الخدمة</p></li></ul>',
      ),
    });
    const lines = (await pdfjsLines(pdf, 'rtl')).map((line) => line.replaceAll('\u200F', ''));
    expect(lines).toContain('خطاب التعاقد');
    expect(lines).toContain('عزيزي صالح، يسرنا أن نرحب بكم عملاء لدى مكتبنا.');
    expect(lines.some((line) => line.includes('ضريبة الخدمة'))).toBe(true);
  });

  describe('an Arabic word drawn with a shifted glyph before a space', () => {
    // Cairo draws the initial ف and ق of "في", "فى", "قى" 0.2 em to the left, over the letter after
    // them: the space before such a word must still read back as a space.
    // The bold face shifts them further (0.22 em), past the point where pdf.js starts a new item.
    const sentences = ['يسعدنا العمل معك في قضيتك', 'مرحبا بك في مكتبنا وقى الله الجميع', 'نلتقي بك في المكتب'];
    const render = () =>
      renderTemplatePdf({
        title: 'خطاب',
        language: 'ar',
        blocks: parseTemplateBlocks(
          `<p>${sentences[0]}</p><p>${sentences[1]}</p><p><strong>${sentences[2]}</strong></p>`,
        ),
      });

    it('reads the words with their spaces in pdf.js', async () => {
      const lines = (await pdfjsLines(await render(), 'rtl')).map(withoutBidiControls);
      for (const sentence of sentences) expect(lines).toContain(sentence);
    });

    it.skipIf(!hasPoppler)('reads the words with their spaces in pdftotext', async () => {
      const lines = withoutBidiControls(await pdfText(await render()))
        .split('\n')
        .map((line) => line.trim());
      for (const sentence of sentences) expect(lines).toContain(sentence);
    });
  });
});
