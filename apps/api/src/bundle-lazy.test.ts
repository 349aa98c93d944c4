/**
 * The bundled server loads the heavy libraries only when it needs them: the PDF renderer (react-pdf and React,
 * about 35 MB), the canvas that draws notice pages (about 40 MB) and fontkit (about 18 MB) are not among the
 * modules the entry imports statically, so a process that renders no PDF never holds them. The entry's static
 * imports are followed through the chunks it imports, as Node loads them at start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundle } from '../bundle.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
let outdir: string;

beforeAll(async () => {
  outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-bundle-'));
  await bundle([path.join(apiRoot, 'src/server.ts'), path.join(apiRoot, 'src/parse-worker.ts')], outdir);
});
afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

/** The packages a bundled file and the chunks it imports statically import, and the chunks it imports with import(). */
function loadedAtStart(entry: string) {
  const packages = new Set<string>();
  const lazyChunks = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(outdir, file), 'utf8');
    for (const [, from] of code.matchAll(/^import\s[^;]*?\sfrom\s*"([^"]+)";?$|^import\s*"([^"]+)";?$/gm)) {
      if (!from) continue;
      if (from.startsWith('./')) visit(from.slice(2));
      else packages.add(from);
    }
    for (const [, chunk] of code.matchAll(/\bimport\("\.\/([^"]+)"\)/g)) lazyChunks.add(chunk!);
  };
  visit(entry);
  return { packages, lazyChunks };
}

it('starts the server without the PDF renderer, the canvas or fontkit', () => {
  const { packages, lazyChunks } = loadedAtStart('server.js');
  // Proof the walk sees the entry's imports at all.
  expect(packages).toContain('fastify');
  for (const heavy of ['@react-pdf/renderer', 'react', '@napi-rs/canvas', '@pdf-lib/fontkit']) {
    expect(packages, heavy).not.toContain(heavy);
  }
  // The renderer is a chunk of its own, imported on the first PDF.
  const renderer = [...lazyChunks].find((chunk) => chunk.startsWith('node-render-'));
  expect(renderer).toBeDefined();
  expect(fs.readFileSync(path.join(outdir, renderer!), 'utf8')).toContain('"@react-pdf/renderer"');
});
