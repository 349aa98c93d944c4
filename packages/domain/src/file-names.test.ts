import { describe, expect, it } from 'vitest';
import { extensionOfType, fileNameForType, stripUnsafeCharacters } from './file-names.js';

describe('stripUnsafeCharacters', () => {
  it('removes the bidirectional overrides, embeddings and isolates that can disguise an extension', () => {
    // "invoice" RLO "fdp.exe" is shown as "invoiceexe.pdf".
    expect(stripUnsafeCharacters('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(stripUnsafeCharacters(`a${control}b`), control.codePointAt(0)!.toString(16)).toBe('ab');
    }
  });

  it('removes C0 and C1 controls and DEL, and turns line breaks and tabs into spaces', () => {
    expect(stripUnsafeCharacters('a\u0000b\u0007c\u001bd\u007fe\u0085f\u009fg')).toBe('abcdefg');
    expect(stripUnsafeCharacters('first line\nsecond\ttab\r\nend\u2028x')).toBe('first line second tab  end x');
    expect(stripUnsafeCharacters('  padded \n')).toBe('padded');
  });

  it('keeps Arabic text with its directional marks (LRM, RLM, ALM) and joiners', () => {
    const arabic = 'عقد الإيجار (\u200F2024\u200F) \u061C– نسخة\u200E A \u200Cمي';
    expect(stripUnsafeCharacters(arabic)).toBe(arabic);
  });

  it('replaces a lone surrogate, which no database column or header can carry', () => {
    expect(stripUnsafeCharacters('a\uD800b')).toBe('a\uFFFDb');
    expect(stripUnsafeCharacters('emoji 😀')).toBe('emoji 😀');
  });
});

describe('fileNameForType', () => {
  it('names a file by its type’s extension, keeping the base name', () => {
    expect(fileNameForType('x.html', 'image/gif')).toBe('x.gif');
    expect(fileNameForType('passport.pdf', 'image/png')).toBe('passport.png');
    expect(fileNameForType('Contract', 'application/pdf')).toBe('Contract.pdf');
    expect(fileNameForType('notes.md', 'text/plain')).toBe('notes.txt');
    expect(fileNameForType('x.HTML', 'image/gif')).toBe('x.gif');
  });

  it('keeps an extension the type may have, in any case', () => {
    expect(fileNameForType('scan.jpeg', 'image/jpeg')).toBe('scan.jpeg');
    expect(fileNameForType('scan.JPG', 'image/jpeg')).toBe('scan.JPG');
    expect(fileNameForType('fax.tiff', 'image/tiff')).toBe('fax.tiff');
    expect(fileNameForType('عقد.pdf', 'application/pdf')).toBe('عقد.pdf');
  });

  it('appends rather than replaces what is not an extension, and names an empty base "file"', () => {
    expect(fileNameForType('Report v1.2', 'application/pdf')).toBe('Report v1.2.pdf');
    expect(fileNameForType('minutes 2024.05', 'text/plain')).toBe('minutes 2024.05.txt');
    expect(fileNameForType('.html', 'image/gif')).toBe('file.gif');
    expect(fileNameForType('', 'application/pdf')).toBe('file.pdf');
  });

  it('cleans the name first, so an override cannot hide the real extension, and neutralises path separators', () => {
    expect(fileNameForType('photo\u202Egnp.html', 'image/gif')).toBe('photognp.gif');
    expect(fileNameForType('invoice\u202Efdp.exe', 'application/pdf')).toBe('invoicefdp.pdf');
    expect(fileNameForType('../../etc/passwd', 'text/plain')).toBe('.._.._etc_passwd.txt');
  });

  it('keeps the name of a type it has no extensions for, cleaned', () => {
    expect(fileNameForType('Closure\u202E.bin', 'application/octet-stream')).toBe('Closure.bin');
    expect(extensionOfType('application/octet-stream')).toBe('');
    expect(extensionOfType('image/jpeg')).toBe('.jpg');
  });
});
