/**
 * General documents of two demo clients (a PDF, a text note and a Word document each), so the documents
 * modal is not empty on first start. The bytes go through the file storage like any upload.
 */
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { clients, users } from '../db/schema/index.js';
import { insertDocument } from '../modules/documents/repository.js';
import type { FileStorage } from '../platform/storage/index.js';
import { demoPdf } from './demo-pdf.js';
import { demoWordDocuments } from './word-documents.js';

interface DemoDocument {
  title: string;
  fileName: string;
  /** Made when the firm is seeded (PDFs are written asynchronously). */
  bytes: () => Promise<Uint8Array> | Uint8Array;
}

/** Keyed by the demo client's email. */
export const DEMO_DOCUMENTS: Record<string, DemoDocument[]> = {
  'ahmed.mansour@mail.example': [
    {
      title: 'Passport bio page',
      fileName: 'passport-bio-page.pdf',
      bytes: () =>
        demoPdf('Passport bio page', [
          'PASSPORT - Hashemite Kingdom of Jordan',
          'Surname: MANSOUR | Given names: AHMED',
          'Passport No.: R1234567 | Nationality: JORDANIAN',
          'Date of birth: 14 MAR 1986 | Place of birth: AMMAN',
          'Date of issue: 02 FEB 2021 | Date of expiry: 01 FEB 2026',
        ]),
    },
    {
      title: 'Marriage certificate translation',
      fileName: 'marriage-certificate-translation.txt',
      bytes: () =>
        Buffer.from(
          'Certified English translation of the marriage certificate\n' +
            'Husband: Ahmed Mansour. Wife: Nour Hassan.\n' +
            'Date of marriage: 1 September 2014. Place: Amman, Jordan.\n' +
            'Translated by a certified translator; original in Arabic on file.\n',
          'utf8',
        ),
    },
  ],
  'maria.gonzalez@mail.example': [
    {
      title: 'Employment verification letter',
      fileName: 'employment-verification.pdf',
      bytes: () =>
        demoPdf('Employment verification letter', [
          'To whom it may concern,',
          '',
          'This letter confirms that Maria Gonzalez has been employed full time',
          'as a registered nurse since June 2019, at an annual salary of $78,400.',
          '',
          'Human Resources, Gulf Coast Medical Center',
        ]),
    },
    {
      title: 'Intake call notes',
      fileName: 'intake-call-notes.txt',
      bytes: () =>
        Buffer.from(
          'Intake call, first consultation\n' +
            '- Entered on a B-2 visa; employer willing to sponsor.\n' +
            '- Asked for: passport, I-94, diplomas, nursing license.\n' +
            '- Next step: schedule a document review meeting.\n',
          'utf8',
        ),
    },
  ],
};

export async function seedDocuments(tx: DbOrTx, lawFirmId: number, storage: FileStorage): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), eq(users.isAdmin, true)))
    .limit(1);
  const word = await demoWordDocuments();
  for (const [email, fixed] of Object.entries(DEMO_DOCUMENTS)) {
    const documents = [...fixed, ...(word[email] ?? []).map((letter) => ({ ...letter, bytes: () => letter.bytes }))];
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.email, email)));
    if (!client) continue;
    for (const document of documents) {
      const stored = await storage.save({
        lawFirmId,
        bytes: Buffer.from(await document.bytes()),
        originalName: document.fileName,
        maxBytes: DOCUMENT_MAX_BYTES,
        accept: DOCUMENT_TYPES,
      });
      await insertDocument(
        tx,
        { lawFirmId, clientId: client.id, caseId: null, title: document.title, userId: admin!.id },
        { storageKey: stored.key, fileName: stored.originalName, mimeType: stored.contentType, sizeBytes: stored.size },
      );
    }
  }
}
