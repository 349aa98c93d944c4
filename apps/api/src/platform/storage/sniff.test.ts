/** The type sniffer over a whole file, in one buffer or chunk by chunk as an upload streams past. */
import { describe, expect, it } from 'vitest';
import { ContentScan, sniffContentType } from './sniff.js';

const text = (value: string) => Buffer.from(value, 'utf8');
const NOTES = 'Meeting notes: the client brought her passport and I-94. ملاحظات الاجتماع\n';
/** Harmless text well past the 8 KiB the head checks look at. */
const LONG_NOTES = NOTES.repeat(Math.ceil((9 * 1024) / NOTES.length));

/** The scan of `bytes` fed in chunks of `size` bytes, as a stream would deliver them. */
function scanInChunks(bytes: Buffer, size: number): ContentScan {
  const scan = new ContentScan();
  for (let at = 0; at < bytes.length; at += size) scan.update(bytes.subarray(at, at + size));
  return scan;
}

describe('HTML past the first 8 KiB', () => {
  it('answers text/html for text whose script comes after 9 KiB of harmless notes', async () => {
    expect(Buffer.byteLength(LONG_NOTES)).toBeGreaterThan(9 * 1024);
    expect(await sniffContentType(text(LONG_NOTES))).toBe('text/plain');
    expect(await sniffContentType(text(`${LONG_NOTES}<script>alert(document.cookie)</script>\n`))).toBe('text/html');
    expect(await sniffContentType(text(`${LONG_NOTES}<IFRAME src="https://evil.example">`))).toBe('text/html');
    expect(await sniffContentType(text(`${LONG_NOTES.repeat(100)}<!DOCTYPE   html>`))).toBe('text/html');
  });

  it('finds the markup however the chunks cut it', () => {
    const bytes = text(`${LONG_NOTES}<script>x</script>`);
    const at = bytes.indexOf('<script>');
    for (const size of [1, 3, 7, 4096, 8192, at, at + 1, at + 3, at + 7, 65536]) {
      expect(scanInChunks(bytes, size).hasHtml, `chunks of ${size}`).toBe(true);
    }
    expect(scanInChunks(text(LONG_NOTES), 5).hasHtml).toBe(false);
  });

  it('leaves text that only mentions angle brackets alone', async () => {
    expect(await sniffContentType(text(`${LONG_NOTES}Rent is < 1000 and > 500; see <scripture> 3:16.`))).toBe(
      'text/plain',
    );
  });

  it('does not call a binary file HTML for bytes that look like a tag past its head', async () => {
    const binary = Buffer.concat([Buffer.from([0x00, 0xff, 0x10, 0x00]), Buffer.alloc(9000, 1), text('<script>')]);
    expect(await sniffContentType(binary)).toBeNull();
  });
});

describe('the Word stream across chunks', () => {
  it('answers application/msword for a compound file whose WordDocument name is cut by a chunk’s end', async () => {
    const cfb = Buffer.alloc(40_000);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
    const name = Buffer.from('WordDocument', 'utf16le');
    name.copy(cfb, 30_000);
    expect(await sniffContentType(cfb)).toBe('application/msword');
    for (const size of [1, 7, 30_005, 30_011, 30_023, 65536]) {
      expect(scanInChunks(cfb, size).hasWordStream, `chunks of ${size}`).toBe(true);
    }
    expect(scanInChunks(Buffer.alloc(40_000), 7).hasWordStream).toBe(false);
  });
});

describe('the head', () => {
  it('keeps the first 8 KiB whatever the chunks, and judges text by it', () => {
    const bytes = text(`${'a'.repeat(8191)}€ and more text`);
    const scan = scanInChunks(bytes, 1000);
    expect(scan.head.length).toBe(8192);
    expect(scan.size).toBe(bytes.length);
    // The 8 KiB end inside the euro sign: still text.
    expect(scan.headIsText()).toBe(true);
  });
});
