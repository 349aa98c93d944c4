/**
 * Large uploads against the real server: ten 25 MiB PDFs uploaded at once, each its own request to a
 * client's documents, while the server's resident memory is sampled. The figure is the growth of its
 * RSS over the level it had after a warm-up upload, checked against `uploads.max_rss_growth_mb`.
 * The bodies are written from one reused buffer, so the bench itself holds none of them.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { DOCUMENT_MAX_BYTES } from '@counsel/domain';
import { type RunningServer, withPeakRss } from './server.js';

export const UPLOADS = { concurrent: 10, bytesEach: DOCUMENT_MAX_BYTES };

export interface UploadMeasure {
  concurrent: number;
  bytesEach: number;
  seconds: number;
  /** Answers by status code; every upload should be a 201. */
  statuses: Record<string, number>;
  /** The server's RSS after the warm-up upload, and its peak while the uploads ran, bytes. */
  baselineRss: number;
  peakRss: number;
}

const BOUNDARY = '----counsel-bench-upload';
const FILLER = Buffer.alloc(1024 * 1024, 0x20);

/** One multipart upload of a PDF of `size` bytes (a header, spaces, an end marker), streamed. */
function upload(server: RunningServer, token: string, clientPath: string, size: number): Promise<number> {
  const pdfHead = Buffer.from('%PDF-1.4\n%bench\n');
  const pdfTail = Buffer.from('\n%%EOF\n');
  const head = Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="title"\r\n\r\nBench scan\r\n` +
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="documents"; filename="scan.pdf"\r\n` +
      'content-type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const fillerBytes = size - pdfHead.length - pdfTail.length;
  const length = head.length + size + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${clientPath}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(length),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    const write = async () => {
      const send = (chunk: Buffer) =>
        request.write(chunk) ? Promise.resolve() : new Promise<void>((done) => request.once('drain', done));
      await send(head);
      await send(pdfHead);
      for (let left = fillerBytes; left > 0; left -= FILLER.length) {
        await send(left >= FILLER.length ? FILLER : FILLER.subarray(0, left));
      }
      await send(pdfTail);
      request.end(tail);
    };
    write().catch(reject);
  });
}

export async function measureUploads(
  server: RunningServer,
  token: string,
  target: { lawFirmId: number; clientId: number },
): Promise<UploadMeasure> {
  const clientPath = `/api/client/${target.lawFirmId}/${target.clientId}/documents`;
  // The first upload loads the code and sizes the server's buffers; growth is measured from there.
  const warm = await upload(server, token, clientPath, UPLOADS.bytesEach);
  if (warm !== 201) throw new Error(`The warm-up upload answered ${warm}`);
  const baselineRss = server.rss();
  const started = performance.now();
  const { result: statuses, peak } = await withPeakRss(server, async () => {
    const answers = await Promise.all(
      Array.from({ length: UPLOADS.concurrent }, () => upload(server, token, clientPath, UPLOADS.bytesEach)),
    );
    const counted: Record<string, number> = {};
    for (const status of answers) counted[status] = (counted[status] ?? 0) + 1;
    return counted;
  });
  return {
    concurrent: UPLOADS.concurrent,
    bytesEach: UPLOADS.bytesEach,
    seconds: (performance.now() - started) / 1000,
    statuses,
    baselineRss,
    peakRss: peak,
  };
}
