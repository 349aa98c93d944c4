import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './storage.js';

/** Files in a folder (DATA_DIR/files by default). Keys are validated by FileStorage before use. */
export function createLocalBlobStore(rootDir: string): BlobStore {
  const resolve = (key: string) => {
    const full = path.resolve(rootDir, key);
    if (!full.startsWith(path.resolve(rootDir) + path.sep)) throw new Error('Key escapes the storage folder');
    return full;
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async get(key) {
      return fs.readFile(resolve(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async getStream(key, range) {
      const file = resolve(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async putFile(key, filePath) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.copyFile(filePath, file);
    },
    async lastModified(key) {
      const stat = await fs.stat(resolve(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return stat ? stat.mtime : null;
    },
    async *list() {
      const entries = await fs
        .readdir(rootDir, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
      for (const entry of entries) {
        if (entry.isFile())
          yield path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      }
    },
  };
}
