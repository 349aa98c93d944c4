/**
 * Demo folders of /doc-management, in English and Arabic and nested, holding some of the demo
 * documents (by title); the rest stay at the root. Runs after seedDocuments.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { documents, users } from '../db/schema/index.js';
import { folders as documentFolders } from '../modules/document-directories/repository.js';
import { plantFolders } from './folders.js';

interface DemoFolder {
  name: string;
  /** Titles of demo documents filed here. */
  documents?: string[];
  children?: DemoFolder[];
}

export const DEMO_FOLDERS: DemoFolder[] = [
  {
    name: 'Immigration',
    children: [
      {
        name: 'Family petitions',
        documents: [
          'Passport bio page',
          'Marriage certificate translation',
          'إقرار خطي',
          'Joint lease (bona fide marriage)',
          'Evidence checklist',
        ],
      },
      { name: 'تأشيرات الخطيب', documents: ['ملاحظات المقابلة الأولى', 'Proof of meeting in person'] },
      { name: 'Employment-based', documents: ['Employment verification letter'] },
    ],
  },
  { name: 'عقود العملاء', children: [{ name: 'اتفاقيات الأتعاب', documents: ['Engagement letter'] }] },
  { name: 'Court filings' },
];

export async function seedDocumentDirectories(tx: DbOrTx, lawFirmId: number): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), eq(users.isAdmin, true)))
    .limit(1);
  const userId = admin!.id;
  await plantFolders(tx, documentFolders, { lawFirmId, userId }, DEMO_FOLDERS, async (folder, id) => {
    if (!folder.documents?.length) return;
    await tx
      .update(documents)
      .set({ directoryId: id })
      .where(and(eq(documents.lawFirmId, lawFirmId), inArray(documents.title, folder.documents)));
  });
}
