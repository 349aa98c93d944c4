/**
 * The closure ZIP, written to a file on disk as it is made: the report, the latest version of every case
 * document under documents/, every filled form under forms/, and manifest.json last with each file's size
 * and SHA-256, counted while the bytes stream past. Files are opened one at a time, so memory stays flat
 * whatever the case holds; the bytes put in never pass `limit.maxBytes`, whatever the recorded sizes said.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { CaseExportManifest } from '@counsel/domain';
import yazl from 'yazl';

export interface ArchiveEntry {
  folder: 'documents' | 'forms';
  title: string;
  fileName: string;
  open: () => Promise<Readable>;
}

/** A name safe in any unzip tool: no path separators or control characters, the file's extension kept. */
export function safeEntryName(title: string, fileName: string): string {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0] ?? '';
  const base = title
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const stem =
    base.toLowerCase().endsWith(extension.toLowerCase()) && extension ? base.slice(0, -extension.length) : base;
  return `${stem || 'file'}${extension}`;
}

function uniquePath(taken: Set<string>, folder: string, name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = `${folder}/${name}`;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${folder}/${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Hashes and counts a stream's bytes as they pass through to the archive; past `room` bytes it stops with
 * `tooLarge` (a file grown since its size was recorded).
 */
function measured(source: Readable, room: number, tooLarge: () => Error) {
  const hash = createHash('sha256');
  let size = 0;
  const through = new PassThrough();
  source.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
    if (size > room) source.destroy(tooLarge());
  });
  source.on('error', (error) => through.destroy(error));
  source.pipe(through);
  return { stream: through, done: finished(through).then(() => ({ size, sha256: hash.digest('hex') })) };
}

export async function writeCaseArchive(
  target: string,
  report: { name: string; title: string; pdf: Buffer },
  entries: ArchiveEntry[],
  manifest: Omit<CaseExportManifest, 'files'>,
  limit: { maxBytes: number; tooLarge: (size: number) => Error },
): Promise<number> {
  const zip = new yazl.ZipFile();
  const output = createWriteStream(target);
  zip.outputStream.pipe(output);
  const written = finished(output);
  try {
    return await writeEntries(zip, output, written, report, entries, manifest, limit);
  } catch (error) {
    // The caller removes the half-written file; the stream must let go of it first.
    output.destroy();
    await written.catch(() => undefined);
    throw error;
  }
}

async function writeEntries(
  zip: yazl.ZipFile,
  output: ReturnType<typeof createWriteStream>,
  written: Promise<void>,
  report: { name: string; title: string; pdf: Buffer },
  entries: ArchiveEntry[],
  manifest: Omit<CaseExportManifest, 'files'>,
  limit: { maxBytes: number; tooLarge: (size: number) => Error },
): Promise<number> {
  const files: CaseExportManifest['files'] = [];
  const taken = new Set<string>();

  const reportPath = uniquePath(taken, 'report', safeEntryName(report.name, 'report.pdf'));
  zip.addBuffer(report.pdf, reportPath);
  files.push({
    path: reportPath,
    kind: 'report',
    title: report.title,
    size: report.pdf.length,
    sha256: createHash('sha256').update(report.pdf).digest('hex'),
  });
  let total = 0;
  for (const entry of entries) {
    const path = uniquePath(taken, entry.folder, safeEntryName(entry.title, entry.fileName));
    const room = limit.maxBytes - total;
    const { stream, done } = measured(await entry.open(), room, () => limit.tooLarge(total + room + 1));
    zip.addReadStream(stream, path);
    // The next file opens only once this one has gone into the archive.
    const { size, sha256 } = await done;
    total += size;
    files.push({ path, kind: entry.folder === 'forms' ? 'filled_form' : 'document', title: entry.title, size, sha256 });
  }
  const manifestJson = Buffer.from(`${JSON.stringify({ ...manifest, files }, null, 2)}\n`);
  zip.addBuffer(manifestJson, 'manifest.json');
  zip.end();
  await written;
  return output.bytesWritten;
}
