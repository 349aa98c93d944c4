// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { HEIC_WORKER_FILE, heicWorkerPlugin } from '../../../build/heic-worker-plugin';

const heic2anyPath = createRequire(import.meta.url).resolve('heic2any');

describe('heicWorkerPlugin', () => {
  it('moves heic2any’s decoder worker out of a blob: URL into its own same-origin file', () => {
    const plugin = heicWorkerPlugin();
    const emitFile = vi.fn();
    const source = fs.readFileSync(heic2anyPath, 'utf8');
    const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
    const result = transform.call({ emitFile }, source, heic2anyPath);

    expect(emitFile).toHaveBeenCalledOnce();
    const emitted = emitFile.mock.calls[0]?.[0] as { fileName: string; source: string };
    expect(emitted.fileName).toBe(HEIC_WORKER_FILE);
    // The decoder itself (Emscripten's libheif), as the worker's whole script.
    expect(emitted.source).toContain('libheif');
    expect(emitted.source.length).toBeGreaterThan(1_000_000);
    expect(result?.code).toContain(`new Worker(new URL("/${HEIC_WORKER_FILE}", window.location.origin))`);
    expect(result?.code).not.toContain('URL.createObjectURL(blob)');
    expect(result!.code.length).toBeLessThan(source.length - 1_000_000);
    // Other modules pass untouched.
    expect(transform.call({ emitFile }, 'export const a = 1;', '/src/a.ts')).toBeNull();
  });
});
