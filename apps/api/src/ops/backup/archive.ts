/**
 * `npm run backup` and `npm run restore`: one ZIP holding the database (tables.ts) and every stored file, and
 * its way back into an empty data folder or database.
 *
 * The archive: `manifest.json` (format, time, migrations, tables in load order with their row counts, files),
 * `db/<table>.ndjson`, and `files/<key>` for each stored file, read through the storage the server uses (a
 * folder or S3). Files are written once under a new random key and never changed (platform/storage), so
 * copying them after the database's snapshot gives every file the snapshot names; a file deleted while the
 * backup runs is listed in the manifest as missing. Everything streams through temporary files: memory does not
 * grow with the size of the firm.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';
import type { Db } from '../../db/client.js';
import type { BlobStore } from '../../platform/storage/index.js';
import { dumpTables, holdsData, loadTables } from './tables.js';

export const BACKUP_FORMAT = 'counsel-backup';
export const BACKUP_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  /** Migrations that made the schema: a backup goes back only into a database of the same build. */
  migrations: number;
  tables: Array<{ name: string; rows: number }>;
  files: number;
  /** Files deleted between the database's snapshot and their copy. */
  missing_files: string[];
}

export class BackupError extends Error {}

/** Writes the backup to `file`; answers its manifest. */
export async function writeBackup(db: Db, store: BlobStore, file: string, now = new Date()): Promise<BackupManifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-backup-'));
  try {
    const { tables, migrations } = await dumpTables(db, work);
    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream, fs.createWriteStream(file));
    for (const table of tables) zip.addFile(path.join(work, `${table.name}.ndjson`), `db/${table.name}.ndjson`);
    let files = 0;
    const missing: string[] = [];
    for await (const key of store.list()) {
      const stream = await store.getStream(key);
      if (!stream) {
        missing.push(key);
        continue;
      }
      // One file at a time: each is read only as the archive takes it.
      const done = once(stream, 'end');
      zip.addReadStream(stream, `files/${key}`);
      await done;
      files += 1;
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: now.toISOString(),
      migrations,
      tables,
      files,
      missing_files: missing,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json');
    zip.end();
    await written;
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

const streamOf = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/** Each entry of the archive, one after the other. */
async function* entriesOf(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const next = new Promise<yauzl.Entry | null>((resolve, reject) => {
      zip.once('entry', resolve);
      zip.once('end', () => resolve(null));
      zip.once('error', reject);
    });
    zip.readEntry();
    const entry = await next;
    zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
    if (!entry) return;
    yield entry;
  }
}

const SAFE_NAME = /^[A-Za-z0-9_]+$/;
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/**
 * Brings a backup back into a database the current migrations made and that holds no row yet, and into the
 * storage. Refuses an archive of another format or build, and a database that already holds data: nothing is
 * written then.
 */
export async function restoreBackup(
  db: Db,
  store: BlobStore,
  file: string,
  migrations: number,
): Promise<BackupManifest> {
  const zip = await openZip(file);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-restore-'));
  try {
    // The database's part first (to a temporary folder), then the manifest decides; the files go last.
    let manifest: BackupManifest | null = null;
    for await (const entry of entriesOf(zip)) {
      const name = entry.fileName;
      if (name === 'manifest.json') {
        const chunks: Buffer[] = [];
        for await (const chunk of await streamOf(zip, entry)) chunks.push(chunk as Buffer);
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
      } else if (name.startsWith('db/') && SAFE_NAME.test(name.slice(3, -'.ndjson'.length))) {
        await pipeline(await streamOf(zip, entry), fs.createWriteStream(path.join(work, path.basename(name))));
      }
    }
    if (manifest?.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
      throw new BackupError('This file is not a Counsel backup.');
    }
    if (manifest.migrations !== migrations) {
      throw new BackupError(
        `This backup was made by a build with ${manifest.migrations} migrations and this one has ${migrations}: ` +
          'restore it with the build that made it, then upgrade.',
      );
    }
    if (await holdsData(db)) throw new BackupError('The database already holds data: restore into an empty one.');
    for (const table of manifest.tables) {
      if (!SAFE_NAME.test(table.name)) throw new BackupError(`The backup names a table it cannot hold: ${table.name}`);
    }
    await loadTables(
      db,
      work,
      manifest.tables.map((table) => table.name),
    );

    // yauzl reads the entries once: the files' pass opens the archive again.
    const files = await openZip(file);
    try {
      for await (const entry of entriesOf(files)) {
        const key = entry.fileName.slice('files/'.length);
        if (!entry.fileName.startsWith('files/') || !SAFE_KEY.test(key) || key.includes('..')) continue;
        const target = path.join(work, 'file');
        await pipeline(await streamOf(files, entry), fs.createWriteStream(target));
        await store.putFile(key, target, entry.uncompressedSize, 'application/octet-stream');
      }
    } finally {
      files.close();
    }
    return manifest;
  } finally {
    zip.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
