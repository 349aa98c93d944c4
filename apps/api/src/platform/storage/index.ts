import path from 'node:path';
import type { S3Config } from '../../config.js';
import { createLocalBlobStore } from './local.js';
import { createS3BlobStore } from './s3.js';
import { FileStorage } from './storage.js';

export { ContentScan, sniffContentType, sniffScannedFile } from './sniff.js';
export {
  type BlobStore,
  type ByteRange,
  FileStorage,
  fileTooLarge,
  type GeneratedFile,
  type ReceivedFile,
  type SaveFileInput,
  type SaveReceivedInput,
  type StoredFile,
} from './storage.js';

export function createFileStorage(options: { s3: S3Config | undefined; dataDir: string }): FileStorage {
  return new FileStorage(
    options.s3 ? createS3BlobStore(options.s3) : createLocalBlobStore(path.join(options.dataDir, 'files')),
  );
}
