/** What closing a case and its export links need besides the caller. */
import type { Db } from '../../../db/client.js';
import type { Mailer } from '../../../platform/mail/index.js';
import type { FileStorage } from '../../../platform/storage/index.js';

export interface ClosureDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  publicOrigin: string;
}
