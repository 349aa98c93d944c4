/** The OCR queue: offline language data, the deadline that terminates a worker, and the next page after it. */
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrQueue } from './index.js';

const queue = new OcrQueue({ maxQueue: 1, idleMs: 60_000 });
afterAll(() => queue.stop());

function picture(text: string, width = 900): Uint8Array {
  const canvas = createCanvas(width, 120);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, 120);
  context.fillStyle = '#000';
  context.font = '36px sans-serif';
  context.fillText(text, 20, 70);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

describe('OcrQueue', () => {
  it('reads Latin text with the installed English data', async () => {
    const text = await queue.recognize(picture('Receipt Number WAC2190012345'), Date.now() + 60_000);
    expect(text).toContain('Receipt Number');
  });

  it('stops a page past its deadline with 422 file_too_complex, then reads the next one on a new worker', async () => {
    await expect(queue.recognize(picture('Notice Date 07/20/2024', 6000), Date.now() + 30)).rejects.toMatchObject({
      status: 422,
      code: 'file_too_complex',
      extra: { details: { reason: 'ocr_time_limit' } },
    });
    expect(await queue.recognize(picture('Case Type'), Date.now() + 60_000)).toContain('Case Type');
  });

  it('refuses a page beyond the queue with 503 parser_busy', async () => {
    const deadline = Date.now() + 60_000;
    const running = [queue.recognize(picture('one'), deadline), queue.recognize(picture('two'), deadline)];
    await expect(queue.recognize(picture('three'), deadline)).rejects.toMatchObject({ status: 503 });
    await Promise.all(running);
  });
});
