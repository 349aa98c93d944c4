/**
 * Decrypting PDFs in-process with qpdf compiled to WebAssembly (DESIGN §8): real USCIS forms are
 * encrypted with an empty user password, which pdf-lib cannot read. No system binary is needed, so
 * `npm ci && npm start` works on a fresh machine.
 */
import { createRequire } from 'node:module';
import type { QpdfInstance } from '@neslinesli93/qpdf-wasm';

const require = createRequire(import.meta.url);

let instance: Promise<QpdfInstance> | undefined;

function qpdf(): Promise<QpdfInstance> {
  instance ??= (async () => {
    const createModule = require('@neslinesli93/qpdf-wasm') as (options: object) => Promise<QpdfInstance>;
    const wasmPath = require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm');
    // qpdf prints warnings about the files it repairs; they are not ours to log.
    return createModule({ locateFile: () => wasmPath, print: () => {}, printErr: () => {} });
  })();
  return instance;
}

/** True when the trailer names an /Encrypt dictionary (cheap: looks at the file's last 64 KiB and first 4 KiB). */
export function looksEncrypted(bytes: Uint8Array): boolean {
  const decoder = new TextDecoder('latin1');
  const tail = decoder.decode(bytes.subarray(Math.max(0, bytes.length - 65536)));
  const head = decoder.decode(bytes.subarray(0, 4096));
  return /\/Encrypt\s/.test(tail) || /\/Encrypt\s/.test(head);
}

let sequence = 0;

/**
 * The same PDF without its security handler. qpdf exits 0 when clean and 3 with warnings (still
 * a good file); anything else, or no output, means the bytes are not a PDF it can read.
 */
export async function decryptPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const module = await qpdf();
  const fs = module.FS as unknown as {
    writeFile(path: string, data: Uint8Array): void;
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
  };
  // callMain runs synchronously on the one instance, so names only need to be unique per call.
  const id = ++sequence;
  const input = `/in-${id}.pdf`;
  const output = `/out-${id}.pdf`;
  fs.writeFile(input, bytes);
  try {
    let code: number;
    try {
      code = module.callMain(['--decrypt', input, output]);
    } catch {
      code = -1;
    }
    if (code !== 0 && code !== 3) throw new Error(`qpdf could not decrypt the PDF (exit ${code})`);
    return new Uint8Array(fs.readFile(output));
  } finally {
    for (const path of [input, output]) {
      try {
        fs.unlink(path);
      } catch {
        // The output is absent when qpdf failed.
      }
    }
  }
}
