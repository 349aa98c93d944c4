/**
 * POST /api/case-receipt/extract-receipt on the sample notices (test/kits/notices.ts): a text PDF, a scanned PDF,
 * a phone photo and a PDF of three notices; the extraction rate over them; and the refusals. The OCR worker is
 * the process's one, shared by every test here (it starts once, about half a second).
 */
import { TRIAL_PLAN } from '@counsel/domain';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildReceiptsWorld, type ReceiptsWorld } from '../../test/kits/case-receipts.js';
import {
  ASC_NOTICE,
  BUNDLE_NOTICES,
  I130_NOTICE,
  phonePhotoJpeg,
  type SampleNotice,
  scannedNoticePdf,
  textNoticePdf,
} from '../../test/kits/notices.js';
import { multipart } from '../../test/kits/team.js';
import { PDF_START, streamedUpload } from '../documents/streamed-upload.js';

let t: TestApp;
let w: ReceiptsWorld;
const samples: Record<string, { bytes: Buffer; filename: string; notices: SampleNotice[] }> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await buildReceiptsWorld(t);
  samples.text = { bytes: await textNoticePdf([I130_NOTICE]), filename: 'i797c.pdf', notices: [I130_NOTICE] };
  samples.scan = { bytes: await scannedNoticePdf(I130_NOTICE), filename: 'scan.pdf', notices: [I130_NOTICE] };
  samples.photo = { bytes: phonePhotoJpeg(I130_NOTICE), filename: 'IMG_2024.jpg', notices: [I130_NOTICE] };
  samples.bundle = { bytes: await textNoticePdf(BUNDLE_NOTICES), filename: 'mailing.pdf', notices: BUNDLE_NOTICES };
});
afterAll(() => t.close());

async function extract(bytes: Buffer, filename: string, token = w.firm.admin.token) {
  const { body, headers } = await multipart({}, [{ name: 'file', bytes, filename }]);
  return t.call('POST', '/api/case-receipt/extract-receipt', { token, body, headers });
}

const expected = (notice: SampleNotice) => ({
  receipt_number: notice.receipt,
  form_type: notice.formType,
  received_date: notice.receivedDay,
  notice_type: notice.noticeType,
});

describe('POST /api/case-receipt/extract-receipt', () => {
  it('reads a text PDF notice from its text layer: number, form type, dates and notice type', async () => {
    const res = await extract(samples.text!.bytes, samples.text!.filename);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      receipt_number: 'IOE0912345678',
      message: 'Receipt number extracted',
      pages: 1,
      ocr_pages: 0,
      receipts: [
        { ...expected(I130_NOTICE), notice_date: '2024-07-20', appointment: null, pages: [1], source: 'text' },
      ],
    });
  });

  it('reads an ASC appointment notice’s printed date, time and place', async () => {
    const res = await extract(await textNoticePdf([ASC_NOTICE]), 'asc.pdf');
    expect(res.status).toBe(200);
    expect(res.body.receipts[0]).toMatchObject({
      ...expected(ASC_NOTICE),
      notice_type: 'Biometrics Appointment Notice',
      appointment: {
        kind: 'biometrics',
        starts_at: '2024-09-05T10:00',
        time_zone: 'America/Chicago',
        place: 'USCIS HOUSTON, 16630 IMPERIAL VALLEY DR STE 150, HOUSTON TX 77060',
      },
    });
  });

  it('splits a PDF of three notices into one receipt each, a two-page notice kept whole', async () => {
    const res = await extract(samples.bundle!.bytes, samples.bundle!.filename);
    expect(res.status).toBe(200);
    expect(res.body.receipt_number).toBe('IOE0912345678');
    expect(res.body.pages).toBe(4);
    expect(res.body.receipts).toEqual(
      BUNDLE_NOTICES.map((notice, index) =>
        expect.objectContaining({ ...expected(notice), pages: [[1], [2, 3], [4]][index], source: 'text' }),
      ),
    );
  });

  it('reads a scanned PDF (a picture, no text layer) by OCR', async () => {
    const res = await extract(samples.scan!.bytes, samples.scan!.filename);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ receipt_number: 'IOE0912345678', pages: 1, ocr_pages: 1 });
    expect(res.body.receipts[0]).toMatchObject({ ...expected(I130_NOTICE), source: 'ocr' });
  });

  it('reads a skewed, noisy phone photo (JPEG) by OCR', async () => {
    const res = await extract(samples.photo!.bytes, samples.photo!.filename);
    expect(res.status).toBe(200);
    expect(res.body.receipt_number).toBe('IOE0912345678');
    expect(res.body.receipts[0]).toMatchObject({ form_type: 'I-130', source: 'ocr' });
  });

  it('measures the extraction rate over the sample notices (README: "Reading notices")', async () => {
    let right = 0;
    let asked = 0;
    const misses: string[] = [];
    for (const [name, sample] of Object.entries(samples)) {
      const res = await extract(sample.bytes, sample.filename);
      for (const notice of sample.notices) {
        const got = (res.body.receipts ?? []).find(
          (r: { receipt_number: string }) => r.receipt_number === notice.receipt,
        );
        for (const [field, value] of Object.entries(expected(notice))) {
          asked += 1;
          if (got?.[field] === value) right += 1;
          else misses.push(`${name} ${notice.receipt} ${field}: ${got?.[field]}`);
        }
      }
    }
    const rate = right / asked;
    console.info(`notice extraction: ${right}/${asked} fields (${Math.round(rate * 100)}%)`, misses);
    // Every receipt number is read; the rate says how many of the other fields were too.
    expect(misses.filter((miss) => miss.includes('receipt_number'))).toEqual([]);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });
});

/** A PNG whose header claims `width` × `height` (its pixel data is a 1 × 1 picture's). */
function pngClaiming(width: number, height: number): Buffer {
  const png = createCanvas(1, 1).toBuffer('image/png');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

async function pdfWithText(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 40, y: 700, size: 11, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

describe('refusals', () => {
  it('answers 400 without a file, 415 for a type that is no notice', async () => {
    const { body, headers } = await multipart({ note: 'no file' });
    const none = await t.call('POST', '/api/case-receipt/extract-receipt', {
      token: w.firm.admin.token,
      body,
      headers,
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ file: 'Choose the notice file.' });
    const text = await extract(Buffer.from('Receipt Number IOE0912345678\n'), 'notice.txt');
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: 'unsupported_file_type', message: 'Choose a PDF, PNG or JPEG notice.' });
  });

  it('answers 422 for a broken PDF, a picture too large to decode, and a notice with no receipt number', async () => {
    const broken = await extract(Buffer.concat([PDF_START, Buffer.from('garbage that is no PDF at all')]), 'x.pdf');
    expect(broken.status).toBe(422);
    expect(broken.body.code).toBe('unreadable_notice');
    const huge = await extract(pngClaiming(30_000, 30_000), 'huge.png');
    expect(huge.status).toBe(422);
    expect(huge.body.code).toBe('image_too_large');
    const plain = await extract(
      await pdfWithText('Dear client, your documents were received by our office. Thank you for your patience.'),
      'letter.pdf',
    );
    expect(plain.status).toBe(422);
    expect(plain.body).toMatchObject({
      code: 'receipt_not_found',
      message: 'No USCIS receipt number was found in the file.',
    });
  });

  it('answers 413 for a file past 20 MB, reading no further than the limit', async () => {
    const upload = streamedUpload([{ field: 'file', filename: 'big.pdf', start: PDF_START, size: 21 * 1024 * 1024 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/case-receipt/extract-receipt',
      headers: { authorization: `Bearer ${w.firm.admin.token}`, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect(upload.pulled()).toBeLessThan(22 * 1024 * 1024);
  });

  it('answers 403 without update on cases, and at the plan’s USCIS queries limit', async () => {
    for (const user of [w.staff.reader, w.staff.none]) {
      expect((await extract(samples.text!.bytes, 'n.pdf', user.token)).status).toBe(403);
    }
    const usage = await t.call('PUT', `/api/user/${w.staff.editor.id}/update-user-usage`, {
      token: w.staff.editor.token,
      body: { used_uscis_queries: TRIAL_PLAN.uscis_queries },
    });
    expect(usage.status).toBe(200);
    const limited = await extract(samples.text!.bytes, 'n.pdf', w.staff.editor.token);
    expect(limited.status).toBe(403);
    expect(limited.body.code).toBe('uscis_queries_limit');
  });
});
